import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import type { InventoryRow } from '../api/types';
import { StockBar } from './StockBar';

/** After a successful bulk update: what the stock is now. */
export function StockResult({ rows, onMore }: { rows: InventoryRow[]; onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-4" data-testid="stock-result" aria-labelledby="stock-result-title">
      <FormMessage kind="success" testId="stock-success">
        <span id="stock-result-title">{t('stock.update.success')}</span>
      </FormMessage>
      {rows.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rows.map((r) => (
            <li key={`${r.branchId}-${r.productId}-${r.variantId}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="stock-result-row">
              <p className="truncate font-medium text-slate-900">{[r.productName, r.variantLabel].filter(Boolean).join(' · ')}</p>
              <p className="text-sm text-slate-600">
                {r.branchName} · {t('stock.list.quantityOf', { quantity: r.quantity, received: r.received })}
              </p>
              <StockBar className="mt-2" percent={r.percent} quantity={r.quantity} band={r.band} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to="/inventory" className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:brightness-110" data-testid="stock-back">
          {t('stock.update.backToList')}
        </Link>
        <Button variant="secondary" onClick={onMore} data-testid="stock-more">
          {t('stock.update.more')}
        </Button>
      </div>
    </section>
  );
}
