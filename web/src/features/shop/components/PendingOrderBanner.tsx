import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { failureText } from '@/lib/form';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteOrder } from '../api/orders';
import type { PendingOrderRef } from '../api/types';
import { orderPath, pendingPaymentPath } from '../logic/paths';

/** An unpaid order blocks a new checkout: open it, pay it, or delete it (stock and voucher are returned). */
export function PendingOrderBanner({ order, onDeleted }: { order: PendingOrderRef; onDeleted: () => Promise<unknown> | void }) {
  const { t } = useTranslation();
  const removal = useConfirmAction((o: PendingOrderRef) => deleteOrder(o.id), { errorText: failureText, onDone: () => onDeleted() });

  return (
    <section role="status" className="space-y-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300" data-testid="pending-order-banner">
      <h2 className="text-sm font-semibold text-amber-950">{t('shop.pendingOrder.title')}</h2>
      <p className="text-sm text-amber-900">{t('shop.pendingOrder.message', { number: order.number })}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={orderPath(order.id)} className="inline-flex min-h-11 items-center rounded-lg bg-white px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50" data-testid="pending-order-link">
          {t('shop.pendingOrder.view', { number: order.number })}
        </Link>
        {order.status === 'unpaid' && (
          <Link to={pendingPaymentPath(order.id)} className="inline-flex min-h-11 items-center rounded-lg bg-primary px-3 text-sm font-semibold text-white hover:brightness-110" data-testid="pending-order-pay">
            {t('shop.pendingOrder.pay')}
          </Link>
        )}
        {order.status === 'unpaid' && (
          <Button variant="danger" onClick={() => removal.ask(order)} data-testid="pending-order-delete">
            {t('shop.pendingOrder.delete')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        {...removal.dialog}
        title={t('shop.pendingOrder.confirmTitle', { number: order.number })}
        message={t('shop.pendingOrder.confirmMessage')}
        confirmLabel={t('shop.pendingOrder.delete')}
        testId="pending-order-confirm"
      />
    </section>
  );
}
