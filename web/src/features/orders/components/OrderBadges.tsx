import { useTranslation } from 'react-i18next';
import type { OrderStatus, PrintedFlags } from '../api/types';
import { STATUS_TONE } from '../logic/display';
import { useOrderTexts } from './use-order-texts';

/** The order's flow label ("Pending Approval") coloured by its status; the status name for screen readers. */
export function FlowBadge({ status, flowLabel, testId = 'order-flow' }: { status: OrderStatus; flowLabel: string; testId?: string }) {
  const text = useOrderTexts();
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[status]}`} data-testid={testId} data-status={status}>
      {text.flow(flowLabel)}
    </span>
  );
}

const DOCS: { key: keyof PrintedFlags; short: string }[] = [
  { key: 'invoice', short: 'INV' },
  { key: 'packingList', short: 'PL' },
  { key: 'shippingLabel', short: 'SL' },
];

/** Three small marks: invoice, packing list and shipping label, filled once printed. */
export function PrintMarks({ printed }: { printed: PrintedFlags }) {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-1" aria-label={t('orders.printed.title')} data-testid="order-printed">
      {DOCS.map((d) => {
        const done = printed[d.key];
        const label = t(done ? 'orders.printed.done' : 'orders.printed.notYet', { document: t(`orders.printed.${d.key}`) });
        return (
          <li
            key={d.key}
            title={label}
            data-testid={`order-printed-${d.key}`}
            data-printed={done}
            className={`inline-flex h-6 min-w-8 items-center justify-center gap-0.5 rounded px-1 text-[10px] font-bold ${done ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-400 ring-1 ring-slate-200'}`}
          >
            <span aria-hidden="true">
              {done ? '✓' : ''}
              {d.short}
            </span>
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
