import { useTranslation } from 'react-i18next';
import { useCourierBooking } from '../api/courier';
import type { Order } from '../api/types';
import { mayHaveBooking } from '../logic/courier';
import { useOrderScope } from './OrderLoader';

/**
 * Above an order's shipping label, on screen only: the courier's own label (PDF) when HQ booked a
 * courier for the order. Nothing otherwise (no booking, no label yet, an agent printing).
 */
export function CourierLabelLink({ order }: { order: Order }) {
  const { t } = useTranslation();
  const scope = useOrderScope();
  const { data } = useCourierBooking(mayHaveBooking(order, scope) ? order.id : null);
  const url = data?.booking?.labelUrl;
  if (!url) return null;
  return (
    <p className="mx-auto mb-2 flex w-full max-w-[210mm] justify-center print:hidden" data-testid="courier-label">
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-primary ring-1 ring-slate-300 hover:bg-slate-50"
        data-testid="courier-label-pdf"
      >
        {t('orders.courier.labelPdfOf', { number: order.number })}
        <span className="sr-only"> ({t('common.openInNewTab')})</span>
      </a>
    </p>
  );
}
