import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { OrderLoader } from '@/features/orders/components/OrderLoader';
import { PickupForm } from '@/features/orders/pages/UpdatePickupPage';
import { EkoopBlock } from '../components/EkoopBlock';
import { EKOOP_ORDERS_PATH, ekoopDetailsPath } from '../logic/paths';

/**
 * /manage-orders-ekoop/update-pickup?id=: record who collected an order at the school (the orders'
 * hand-over form, the parent's name filled in), then back to the order.
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
            <PickupForm order={order} collectedBy={order.store?.customerName} detailsTo={ekoopDetailsPath} />
          </div>
        )}
      </OrderLoader>
    </div>
  );
}
