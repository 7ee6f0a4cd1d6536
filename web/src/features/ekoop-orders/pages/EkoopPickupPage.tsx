import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { PageTitle } from '@/components/PageTitle';
import { orderDetailUrl } from '@/features/orders/api/orders';
import type { Order } from '@/features/orders/api/types';
import { OrderLoader, useOrderScope } from '@/features/orders/components/OrderLoader';
import { PickupForm } from '@/features/orders/pages/UpdatePickupPage';
import { recordEkoopPickup, reloadEkoop } from '../api/ekoop';
import { EkoopBlock } from '../components/EkoopBlock';
import { canHandOver } from '../logic/pickup';
import { EKOOP_ORDERS_PATH, ekoopDetailsPath } from '../logic/paths';

/** The longest "collected by" the e-koop hand-over takes. */
const MAX_COLLECTED_BY = 80;

/**
 * /manage-orders-ekoop/update-pickup?id=: record who collected an order at the school (the orders'
 * hand-over form, the parent's name filled in, sent to e-koop's own call so the co-op's agent can record
 * it too), then back to the order.
 */
export function EkoopPickupPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl" data-testid="ekoop-pickup-page">
      <PageTitle subtitle={t('orders.ekoop.pickup.intro')}>{t('orders.ekoop.pickup.title')}</PageTitle>
      <OrderLoader backTo={EKOOP_ORDERS_PATH}>
        {(order) => (
          <div className="space-y-4">
            <EkoopBlock order={order} />
            <EkoopPickupForm order={order} />
          </div>
        )}
      </OrderLoader>
    </div>
  );
}

function EkoopPickupForm({ order }: { order: Order }) {
  const scope = useOrderScope();
  const { mutate } = useSWRConfig();
  // The call answers with the co-op row, not the order: the order is read again for its details page.
  const record = async (collectedBy: string) => {
    await recordEkoopPickup(order.id, collectedBy);
    void reloadEkoop(mutate);
    await mutate(orderDetailUrl(order.id, scope));
  };
  return <PickupForm order={order} collectedBy={order.store?.customerName} detailsTo={ekoopDetailsPath} ready={canHandOver(order, scope)} record={record} maxLength={MAX_COLLECTED_BY} />;
}
