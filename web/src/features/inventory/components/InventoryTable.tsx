import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import type { InventoryRow } from '../api/types';
import { toSearchParams } from '../logic/filters';
import { ProductThumb } from './ProductThumb';
import { StockBar } from './StockBar';

const linkClass = 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary/10';

function RowLinks({ row }: { row: InventoryRow }) {
  const { t } = useTranslation();
  const name = [row.productName, row.variantLabel].filter(Boolean).join(' · ');
  return (
    <div className="flex flex-wrap gap-1">
      <Link
        to={`/inventory/update?${toSearchParams({ branchId: row.branchId })}`}
        state={{ prefill: row }}
        className={linkClass}
        aria-label={t('stock.list.updateOf', { name })}
        data-testid="row-update"
      >
        {t('stock.list.update')}
      </Link>
      <Link
        to={`/inventory/history?${toSearchParams({ productId: row.productId, branchId: row.branchId })}`}
        className={linkClass}
        aria-label={t('stock.list.historyOf', { name })}
        data-testid="row-history"
      >
        {t('stock.list.history')}
      </Link>
    </div>
  );
}

function ProductCell({ row }: { row: InventoryRow }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ProductThumb src={row.coverThumb} />
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{row.productName}</p>
        <p className="truncate text-xs text-slate-500">{[row.sku, row.variantLabel].filter(Boolean).join(' · ')}</p>
      </div>
    </div>
  );
}

/** Inventory rows: a table from md up, a card list on phones. */
export function InventoryTable({ rows }: { rows: InventoryRow[] }) {
  const { t, i18n } = useTranslation();
  const quantity = (r: InventoryRow) => t('stock.list.quantityOf', { quantity: r.quantity, received: r.received });
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 md:hidden" data-testid="inventory-cards">
        {rows.map((r) => (
          <li key={`${r.branchId}-${r.productId}-${r.variantId}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="inventory-row">
            <ProductCell row={r} />
            <p className="mt-3 text-right text-sm font-semibold text-slate-900">{quantity(r)}</p>
            <StockBar className="mt-2" percent={r.percent} quantity={r.quantity} band={r.band} />
            {r.updatedAt && <p className="mt-1 text-xs text-slate-500">{t('stock.list.updatedAt', { when: formatDateTime(r.updatedAt, i18n.language) })}</p>}
            <div className="mt-2 border-t border-slate-100 pt-2">
              <RowLinks row={r} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full table-fixed text-left text-sm" data-testid="inventory-table">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">{t('stock.list.product')}</th>
              <th scope="col" className="w-36 px-4 py-3 text-right">{t('stock.list.quantity')}</th>
              <th scope="col" className="w-40 px-4 py-3">{t('stock.list.indicator')}</th>
              <th scope="col" className="w-48 px-4 py-3"><span className="sr-only">{t('stock.list.actions')}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={`${r.branchId}-${r.productId}-${r.variantId}`} data-testid="inventory-row">
                <td className="px-4 py-3"><ProductCell row={r} /></td>
                <td className="px-4 py-3 text-right">
                  <span className="font-semibold text-slate-900">{quantity(r)}</span>
                  {r.updatedAt && <span className="block text-xs text-slate-500">{formatDateTime(r.updatedAt, i18n.language)}</span>}
                </td>
                <td className="px-4 py-3"><StockBar percent={r.percent} quantity={r.quantity} band={r.band} /></td>
                <td className="px-4 py-3"><RowLinks row={r} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
