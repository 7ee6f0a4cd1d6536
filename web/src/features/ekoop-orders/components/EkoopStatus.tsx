import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/features/orders/api/types';
import { STATUS_TONE } from '@/features/orders/logic/display';

/** An e-koop order's status in the co-op's words ("Ready to collect", "Collected"), coloured as the orders' badges. */
export function EkoopStatus({ status, testId = 'ekoop-status' }: { status: OrderStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[status] ?? 'bg-slate-100 text-slate-800'}`} data-testid={testId} data-status={status}>
      {t(`orders.ekoop.status.${status}`, { defaultValue: status })}
    </span>
  );
}
