import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { LinkButton } from '@/components/LinkButton';
import type { Order } from '@/features/orders/api/types';
import { useOrderScope } from '@/features/orders/components/OrderLoader';
import { OrderDetailsPage } from '@/features/orders/pages/OrderDetailsPage';
import { EkoopBlock } from '../components/EkoopBlock';
import { mayHandOver } from '../logic/pickup';
import { EKOOP_ORDERS_PATH, ekoopInvoicePath, ekoopPickupPath } from '../logic/paths';

/**
 * Print the invoice, and mark the order collected once it is paid and ready: the co-op's agent for their
 * own store, or HQ staff who manage orders.
 */
function EkoopActions({ order: o }: { order: Order }) {
  const { t } = useTranslation();
  const scope = useOrderScope();
  const ready = o.status === 'to_ship';
  const allowed = mayHandOver(o, scope);
  const hint = o.pickup ? null : !ready ? t('orders.ekoop.details.collectWhenReady') : !allowed ? t('orders.ekoop.details.collectNotYours') : null;
  return (
    <div className="flex max-w-full flex-col items-stretch gap-1 sm:items-end" data-testid="ekoop-actions">
      <div className="flex flex-wrap gap-2">
        <LinkButton to={ekoopInvoicePath(o.id)} data-testid="ekoop-open-invoice">
          {t('orders.ekoop.details.printInvoice')}
        </LinkButton>
        {ready && allowed ? (
          <LinkButton variant="primary" to={ekoopPickupPath(o.id)} data-testid="ekoop-mark-collected">
            {t('orders.ekoop.details.markCollected')}
          </LinkButton>
        ) : (
          <Button disabled aria-describedby={hint ? 'ekoop-collect-hint' : undefined} data-testid="ekoop-mark-collected">
            {t('orders.ekoop.details.markCollected')}
          </Button>
        )}
      </div>
      {hint && (
        <p id="ekoop-collect-hint" className="text-xs text-slate-600 sm:text-right" data-testid="ekoop-collect-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** /manage-orders-ekoop/order-details?id=: the order (the orders' details screen) with its school, class, student and parent. */
export function EkoopOrderDetailsPage() {
  return (
    <OrderDetailsPage
      testId="ekoop-order-details-page"
      listPath={EKOOP_ORDERS_PATH}
      titleActions={(o) => <EkoopActions order={o} />}
      pickupTo={ekoopPickupPath}
      omitActions={['pickup']}
      storeBlock={(o) => <EkoopBlock order={o} />}
    />
  );
}
