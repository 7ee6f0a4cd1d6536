import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '@/components/LinkButton';
import { useOrderTexts } from '@/features/orders/components/use-order-texts';
import type { EkoopClass, EkoopOrder } from '../api/types';
import { findClass, groupOrders } from '../logic/group';
import { ekoopDetailsPath } from '../logic/paths';
import { EkoopStatus } from './EkoopStatus';

// One element per order: a card on phones, a table-like row from md up.
const COLUMNS = 'grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,1.5fr)_minmax(0,1.4fr)_4rem_minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1.3fr)]';

/**
 * The orders by school, then class, then student. Each class has its packing list (`packLink`); each
 * order links to its details.
 */
export function EkoopOrderList({ rows, classes, packLink }: { rows: EkoopOrder[]; classes: EkoopClass[]; packLink: (storeId: number, className: string) => string }) {
  const { t } = useTranslation();
  const schools = groupOrders(rows);
  return (
    <div className="space-y-6" data-testid="ekoop-order-list">
      {schools.map((school) => (
        <section key={school.storeId} aria-labelledby={`ekoop-school-${school.storeId}`} data-testid="ekoop-school" data-store-id={school.storeId}>
          <div className="mb-2">
            <h2 id={`ekoop-school-${school.storeId}`} className="text-lg font-bold break-words text-slate-900" data-testid="ekoop-school-name">
              {school.schoolName || school.storeName}
            </h2>
            {school.schoolName && school.storeName !== school.schoolName && <p className="text-sm text-slate-500">{t('orders.ekoop.list.store', { name: school.storeName })}</p>}
          </div>
          <div className="space-y-4">
            {school.classes.map((cls) => (
              <ClassSection key={cls.className} storeId={school.storeId} className={cls.className} rows={cls.rows} waiting={findClass(classes, school.storeId, cls.className)?.waiting ?? 0} packLink={packLink} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function ClassSection({ storeId, className, rows, waiting, packLink }: { storeId: number; className: string; rows: EkoopOrder[]; waiting: number; packLink: (storeId: number, className: string) => string }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const name = className || t('orders.ekoop.list.noClass');
  const label = (key: string) => <span className="mr-1 text-xs text-slate-500 md:hidden">{t(key)}:</span>;
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="ekoop-class" data-class={className}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900" data-testid="ekoop-class-name">
            {t('orders.ekoop.list.classHeading', { className: name })}
          </h3>
          <p className="text-xs text-slate-600" data-testid="ekoop-class-count">
            {t('orders.ekoop.list.orderCount', { count: rows.length })}
            {waiting > 0 && <> · {t('orders.ekoop.list.waiting', { count: waiting })}</>}
          </p>
        </div>
        <LinkButton to={packLink(storeId, className)} aria-label={t('orders.ekoop.list.packClassFor', { className: name })} data-testid="ekoop-pack-class">
          {t('orders.ekoop.list.packClass')}
        </LinkButton>
      </div>
      <div className={`hidden gap-x-3 border-b border-slate-200 px-4 py-2 text-xs font-semibold text-slate-500 uppercase md:grid ${COLUMNS}`} aria-hidden="true">
        <span>{t('orders.ekoop.list.student')}</span>
        <span>{t('orders.ekoop.list.parent')}</span>
        <span>{t('orders.ekoop.list.units')}</span>
        <span>{t('orders.ekoop.list.total')}</span>
        <span>{t('orders.ekoop.list.status')}</span>
        <span>{t('orders.ekoop.list.collected')}</span>
      </div>
      <ul className="divide-y divide-slate-100">
        {rows.map((o) => (
          <li key={o.id} className={`grid gap-x-3 gap-y-1 px-4 py-3 text-sm md:items-center ${COLUMNS}`} data-testid="ekoop-order-row" data-order-id={o.id}>
            <div className="flex min-w-0 items-start justify-between gap-2 md:block">
              <div className="min-w-0">
                <Link to={ekoopDetailsPath(o.id)} className="font-semibold break-words text-slate-900 hover:text-primary" data-testid="ekoop-order-link">
                  {o.studentName}
                </Link>
                <p className="text-xs break-all text-slate-500" data-testid="ekoop-order-number">
                  {o.number} · {text.date(o.createdAt)}
                </p>
              </div>
              <span className="shrink-0 md:hidden">
                <EkoopStatus status={o.status} testId="ekoop-status-phone" />
              </span>
            </div>
            <div className="min-w-0" data-testid="ekoop-order-parent">
              {label('orders.ekoop.list.parent')}
              <span className="font-medium break-words text-slate-800">{o.customerName}</span>
              {o.customerPhone && (
                <a href={`tel:${o.customerPhone.replace(/[^\d+]/g, '')}`} className="block text-xs break-all text-primary underline">
                  {o.customerPhone}
                </a>
              )}
            </div>
            <div className="text-slate-700" data-testid="ekoop-order-units">
              {label('orders.ekoop.list.units')}
              {o.totalUnits}
            </div>
            <div className="font-semibold text-slate-900" data-testid="ekoop-order-total">
              {label('orders.ekoop.list.total')}
              {text.money(o.grandTotal)}
            </div>
            <div className="hidden md:block">
              <EkoopStatus status={o.status} />
            </div>
            <div className="min-w-0 text-slate-700" data-testid="ekoop-order-collected">
              {o.collectedBy ? (
                <>
                  {label('orders.ekoop.list.collected')}
                  <span className="break-words">{t('orders.ekoop.list.collectedByAt', { by: o.collectedBy, at: text.dateTime(o.collectedAt) })}</span>
                </>
              ) : (
                <span className="hidden text-slate-400 md:inline">—</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
