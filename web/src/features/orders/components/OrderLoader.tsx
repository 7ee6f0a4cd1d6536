import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/Card';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { ApiError } from '@/lib/api';
import { useOrder } from '../api/orders';
import type { Order } from '../api/types';
import { ORDERS_PATH } from '../logic/paths';
import { orderScope, type OrderScope } from '../logic/scope';

/** The `?id=` of the address, or null when missing or not a positive whole number. */
export function useOrderId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function useOrderScope(): OrderScope {
  return orderScope(useCurrentUser());
}

/** `backTo`: the list to go back to (the orders list unless another screen of orders says so). */
export function OrderNotFound({ backTo = ORDERS_PATH }: { backTo?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('orders.details.title')}</PageTitle>
      <Card data-testid="order-not-found">
        <p className="mb-3 text-slate-700">{t('orders.details.notFound')}</p>
        <LinkButton to={backTo}>{t('orders.details.backToList')}</LinkButton>
      </Card>
    </>
  );
}

/** Loads the order of `?id=` for the signed-in user's side and renders it; a missing or unknown id says so. */
export function OrderLoader({ children, backTo }: { children: (order: Order, reload: (o?: Order | null) => void) => ReactNode; backTo?: string }) {
  const id = useOrderId();
  const scope = useOrderScope();
  const { data, error, mutate } = useOrder(id, scope);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 403))) return <OrderNotFound backTo={backTo} />;
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(order) => children(order, (o) => void (o ? mutate(o, { revalidate: false }) : mutate()))}
    </Loaded>
  );
}
