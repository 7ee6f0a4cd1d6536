import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { useCompany } from '@/lib/company';
import { formatDate, formatMoney } from '@/lib/format';
import type { PromoBase } from '../../api/types';
import { LinkButton } from '@/components/LinkButton';
import { CatalogueStatusBadge } from '../CatalogueStatusBadge';
import { Tag } from '@/components/StatusBadge';

export interface PromoListProps<T extends PromoBase> {
  items: T[];
  editPath: (item: T) => string;
  /** A line about the contents (items, required quantity). */
  details: (item: T) => ReactNode;
  busyId: number | null;
  onSuspend: (item: T) => void;
  onDelete: (item: T) => void;
  testId: string;
}

/** Packages or combos: cards on phones, a table from md up. */
export function PromoList<T extends PromoBase>({ items, editPath, details, busyId, onSuspend, onDelete, testId }: PromoListProps<T>) {
  const { t, i18n } = useTranslation();
  const { currency } = useCompany();
  const period = (p: T) => t('catalogue.promo.period', { start: formatDate(p.startDate, i18n.language), stop: formatDate(p.stopDate, i18n.language) });
  const actions = (p: T) => {
    const suspended = p.status === 'suspended';
    return (
      <div className="flex flex-wrap gap-1">
        <LinkButton to={editPath(p)} aria-label={`${t('catalogue.common.edit')}: ${p.name}`} data-testid={`${testId}-edit`}>
          {t('catalogue.common.edit')}
        </LinkButton>
        <Button variant="ghost" loading={busyId === p.id} onClick={() => onSuspend(p)} aria-label={`${t(suspended ? 'catalogue.common.unsuspend' : 'catalogue.common.suspend')}: ${p.name}`} data-testid={`${testId}-suspend`}>
          {t(suspended ? 'catalogue.common.unsuspend' : 'catalogue.common.suspend')}
        </Button>
        <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(p)} aria-label={`${t('catalogue.common.delete')}: ${p.name}`} data-testid={`${testId}-delete`}>
          {t('catalogue.common.delete')}
        </Button>
      </div>
    );
  };
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid={`${testId}-cards`}>
        {items.map((p) => (
          <li key={p.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid={`${testId}-card`}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link to={editPath(p)} className="font-semibold break-words text-slate-900 hover:text-primary">
                  {p.name}
                </Link>
                <p className="text-xs break-all text-slate-500">{p.code}</p>
              </div>
              <CatalogueStatusBadge status={p.status} />
            </div>
            <p className="mt-2 text-base font-bold text-slate-900">{formatMoney(p.price, currency)}</p>
            <p className="text-sm text-slate-600">{period(p)}</p>
            <div className="mt-1 text-sm text-slate-600">{details(p)}</div>
            {p.firstOrder && (
              <div className="mt-1">
                <Tag>{t('catalogue.promo.firstOrder')}</Tag>
              </div>
            )}
            <div className="mt-3 border-t border-slate-100 pt-2">{actions(p)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm" data-testid={`${testId}-table`}>
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th className="px-4 py-3">{t('catalogue.promo.name')}</th>
              <th className="py-3 pr-3 text-right">{t('catalogue.promo.price')}</th>
              <th className="py-3 pr-3">{t('catalogue.promo.validity')}</th>
              <th className="py-3 pr-3">{t('catalogue.promo.contents')}</th>
              <th className="py-3 pr-3">{t('catalogue.promo.status')}</th>
              <th className="py-3 pr-4">
                <span className="sr-only">{t('catalogue.common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((p) => (
              <tr key={p.id} data-testid={`${testId}-row`}>
                <td className="px-4 py-2">
                  <Link to={editPath(p)} className="font-semibold text-slate-900 hover:text-primary">
                    {p.name}
                  </Link>
                  <span className="block text-xs text-slate-500">{p.code}</span>
                  {p.firstOrder && <Tag>{t('catalogue.promo.firstOrder')}</Tag>}
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{formatMoney(p.price, currency)}</td>
                <td className="py-2 pr-3 text-slate-700">{period(p)}</td>
                <td className="py-2 pr-3 text-slate-700">{details(p)}</td>
                <td className="py-2 pr-3">
                  <CatalogueStatusBadge status={p.status} />
                </td>
                <td className="py-2 pr-4">{actions(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
