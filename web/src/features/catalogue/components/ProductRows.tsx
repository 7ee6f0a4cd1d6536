import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { useCompany } from '@/lib/company';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { ProductListItem } from '../api/types';
import { LinkButton } from '@/components/LinkButton';
import { CatalogueStatusBadge } from './CatalogueStatusBadge';
import { Thumb } from './Thumb';

interface RowActions {
  busyId: number | null;
  onSuspend: (p: ProductListItem) => void;
  onDelete: (p: ProductListItem) => void;
}

function StatusCell({ p }: { p: ProductListItem }) {
  const { i18n } = useTranslation();
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <CatalogueStatusBadge status={p.status} />
      {p.status === 'scheduled' && p.publishDate && <span className="text-xs text-slate-500">{formatDateTime(p.publishDate, i18n.language)}</span>}
    </span>
  );
}

function Actions({ p, busyId, onSuspend, onDelete }: { p: ProductListItem } & RowActions) {
  const { t } = useTranslation();
  const suspended = p.status === 'suspended';
  return (
    <div className="flex flex-wrap gap-1">
      <LinkButton variant="secondary" to={`/products/edit/${p.id}`} aria-label={`${t('catalogue.common.edit')}: ${p.name}`} data-testid="product-edit">
        {t('catalogue.common.edit')}
      </LinkButton>
      <LinkButton variant="ghost" to={`/products/preview-product/${p.id}`} aria-label={`${t('catalogue.products.preview')}: ${p.name}`} data-testid="product-preview">
        {t('catalogue.products.preview')}
      </LinkButton>
      <Button variant="ghost" loading={busyId === p.id} onClick={() => onSuspend(p)} aria-label={`${t(suspended ? 'catalogue.common.unsuspend' : 'catalogue.common.suspend')}: ${p.name}`} data-testid="product-suspend">
        {t(suspended ? 'catalogue.common.unsuspend' : 'catalogue.common.suspend')}
      </Button>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(p)} aria-label={`${t('catalogue.common.delete')}: ${p.name}`} data-testid="product-delete">
        {t('catalogue.common.delete')}
      </Button>
    </div>
  );
}

/** Products as cards on phones and a table from md up. */
export function ProductRows({ items, ...actions }: { items: ProductListItem[] } & RowActions) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="product-cards">
        {items.map((p) => (
          <li key={p.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="product-card">
            <div className="flex gap-3">
              <Thumb src={p.coverThumb} alt={p.name} />
              <div className="min-w-0 flex-1">
                <Link to={`/products/edit/${p.id}`} className="block font-semibold break-words text-slate-900 hover:text-primary" data-testid="product-name">
                  {p.name}
                </Link>
                <p className="text-xs break-all text-slate-500">
                  {t('catalogue.products.sku')}: {p.sku}
                </p>
                {p.categoryName && <p className="text-xs text-slate-500">{p.categoryName}</p>}
              </div>
              <StatusCell p={p} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500">{t('catalogue.products.price')}</dt>
                <dd className="font-medium text-slate-900">{formatMoney(p.retailPrice, currency)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('catalogue.products.stock')}</dt>
                <dd className="font-medium text-slate-900">
                  {p.stock}
                  {p.variantCount > 1 && <span className="ml-1 text-xs font-normal text-slate-500">({t('catalogue.products.variantCount', { count: p.variantCount })})</span>}
                </dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-2">
              <Actions p={p} {...actions} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm" data-testid="product-table">
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th className="px-4 py-3">
                <span className="sr-only">{t('catalogue.products.image')}</span>
              </th>
              <th className="py-3 pr-3">{t('catalogue.products.name')}</th>
              <th className="py-3 pr-3">{t('catalogue.products.category')}</th>
              <th className="py-3 pr-3 text-right">{t('catalogue.products.price')}</th>
              <th className="py-3 pr-3 text-right">{t('catalogue.products.stock')}</th>
              <th className="py-3 pr-3">{t('catalogue.products.status')}</th>
              <th className="py-3 pr-4">
                <span className="sr-only">{t('catalogue.common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((p) => (
              <tr key={p.id} data-testid="product-row">
                <td className="px-4 py-2">
                  <Thumb src={p.coverThumb} alt={p.name} size="sm" />
                </td>
                <td className="py-2 pr-3">
                  <Link to={`/products/edit/${p.id}`} className="font-semibold text-slate-900 hover:text-primary" data-testid="product-name">
                    {p.name}
                  </Link>
                  <span className="block text-xs text-slate-500">
                    {t('catalogue.products.sku')}: {p.sku}
                  </span>
                </td>
                <td className="py-2 pr-3 text-slate-700">{p.categoryName ?? '—'}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{formatMoney(p.retailPrice, currency)}</td>
                <td className="py-2 pr-3 text-right">
                  {p.stock}
                  {p.variantCount > 1 && <span className="block text-xs text-slate-500">{t('catalogue.products.variantCount', { count: p.variantCount })}</span>}
                </td>
                <td className="py-2 pr-3">
                  <StatusCell p={p} />
                </td>
                <td className="py-2 pr-4">
                  <Actions p={p} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
