import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '../api/types';
import { detailsPath } from '../logic/paths';
import { FlowBadge, PrintMarks } from './OrderBadges';
import { StoreBadge } from './StoreCard';
import { useOrderTexts } from './use-order-texts';

// One element per order: a card on phones, a table-like row from md up (no hidden duplicate of each row).
const COLUMNS = 'grid-cols-[2rem_minmax(0,1fr)] md:grid-cols-[2rem_minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,1.1fr)_minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1.1fr)_6.5rem]';
// The same without the checkbox column (an agent's own orders have no bulk actions).
const COLUMNS_PLAIN = 'grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,1.1fr)_minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1.1fr)_6.5rem]';

interface Props {
  orders: OrderSummary[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (all: boolean) => void;
  /** false: no checkboxes (nothing can be done to several of these orders at once) */
  selectable?: boolean;
}

/** The orders of a tab, each with its checkbox when they can be selected. */
export function OrderList({ orders, selected, onToggle, onToggleAll, selectable = true }: Props) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const allChecked = orders.length > 0 && orders.every((o) => selected.has(o.id));
  const someChecked = !allChecked && orders.some((o) => selected.has(o.id));

  const label = (key: string) => <span className="mr-1 text-xs text-slate-500 md:hidden">{t(key)}:</span>;

  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className={`items-center gap-x-3 border-b border-slate-200 px-4 py-2 text-xs font-semibold text-slate-500 uppercase ${selectable ? `grid ${COLUMNS}` : `hidden md:grid ${COLUMNS_PLAIN}`}`}>
        {selectable && (
          <input
            type="checkbox"
            className="h-5 w-5 accent-primary"
            checked={allChecked}
            ref={(el) => {
              if (el) el.indeterminate = someChecked;
            }}
            onChange={(e) => onToggleAll(e.target.checked)}
            aria-label={t('orders.list.selectAll')}
            data-testid="orders-select-all"
          />
        )}
        {selectable && <span className="md:hidden">{t('orders.list.selectAll')}</span>}
        <span className="hidden md:block">{t('orders.list.order')}</span>
        <span className="hidden md:block">{t('orders.list.agent')}</span>
        <span className="hidden md:block">{t('orders.list.receiver')}</span>
        <span className="hidden md:block">{t('orders.list.total')}</span>
        <span className="hidden md:block">{t('orders.list.payment')}</span>
        <span className="hidden md:block">{t('orders.list.status')}</span>
        <span className="hidden md:block">{t('orders.list.printed')}</span>
      </div>
      <ul className="divide-y divide-slate-100" data-testid="order-list">
        {orders.map((o) => {
          const checked = selected.has(o.id);
          return (
            <li
              key={o.id}
              className={`grid gap-x-3 gap-y-1 px-4 py-3 text-sm md:items-center ${selectable ? COLUMNS : COLUMNS_PLAIN} ${checked ? 'bg-primary/5' : ''}`}
              data-testid="order-row"
              data-order-id={o.id}
              data-order-number={o.number}
            >
              {selectable && (
                <div className="row-span-7 pt-0.5 md:row-span-1 md:pt-0">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-primary"
                    checked={checked}
                    onChange={() => onToggle(o.id)}
                    aria-label={t('orders.list.select', { number: o.number })}
                    data-testid="order-checkbox"
                  />
                </div>
              )}
              <div className="flex min-w-0 items-start justify-between gap-2 md:block">
                <div className="min-w-0">
                  <Link to={detailsPath(o.id)} className="font-semibold break-all text-slate-900 hover:text-primary" data-testid="order-link">
                    {o.number}
                  </Link>
                  <p className="text-xs text-slate-500" data-testid="order-date">
                    {text.dateTime(o.createdAt)}
                  </p>
                  {o.store && <StoreBadge store={o.store} />}
                </div>
                <span className="md:hidden">
                  <FlowBadge status={o.status} flowLabel={o.flowLabel} testId="order-flow-phone" />
                </span>
              </div>
              <div className="min-w-0" data-testid="order-agent">
                {label('orders.list.agent')}
                <span className="font-medium text-slate-800">{o.agent.name}</span>
                <span className="block truncate text-xs text-slate-500">{[o.agent.username, o.agent.tierName].filter(Boolean).join(' · ')}</span>
              </div>
              <div className="min-w-0 truncate text-slate-700" data-testid="order-receiver">
                {label('orders.list.receiver')}
                {o.receiver || '—'}
              </div>
              <div className="font-semibold text-slate-900" data-testid="order-total">
                {label('orders.list.total')}
                {text.money(o.grandTotal)}
              </div>
              <div className="min-w-0 text-slate-700" data-testid="order-payment">
                {label('orders.list.payment')}
                {text.method(o.paymentMethod)}
                <span className="block text-xs text-slate-500">{text.paymentStatus(o.paymentStatus)}</span>
              </div>
              <div className="hidden md:block">
                <FlowBadge status={o.status} flowLabel={o.flowLabel} />
                {o.trackingNumber && <span className="mt-0.5 block truncate text-xs text-slate-500">{o.trackingNumber}</span>}
              </div>
              <div className="pt-1 md:pt-0">
                <PrintMarks printed={o.printed} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
