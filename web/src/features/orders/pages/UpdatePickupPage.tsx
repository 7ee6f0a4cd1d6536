import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { PageTitle } from '@/components/PageTitle';
import { LinkButton } from '@/components/LinkButton';
import { failureText } from '@/lib/form';
import { ApiError } from '@/lib/api';
import { orderDetailUrl, recordPickup } from '../api/orders';
import type { Order } from '../api/types';
import { Facts } from '../components/Facts';
import { FlowBadge } from '../components/OrderBadges';
import { OrderLoader, useOrderScope } from '../components/OrderLoader';
import { useOrderTexts } from '../components/use-order-texts';
import { detailsPath } from '../logic/paths';

const MAX_NAME = 100;

/** /manage-orders/update-pickup?id=: hand a self-pickup order over and record who collected it. */
export function UpdatePickupPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl" data-testid="update-pickup-page">
      <PageTitle subtitle={t('orders.pickup.intro')}>{t('orders.pickup.title')}</PageTitle>
      <OrderLoader>{(order) => <PickupForm order={order} />}</OrderLoader>
    </div>
  );
}

interface PickupFormProps {
  order: Order;
  /** the name it starts with (the receiver unless said otherwise) */
  collectedBy?: string | null;
  /** the order's details page it returns to (the orders' unless another screen says so) */
  detailsTo?: (id: number) => string;
  /** whether the viewer may hand it over now (the orders' rule unless another screen has its own) */
  ready?: boolean;
  /**
   * records the hand-over and refreshes what shows the order (the orders' call unless another screen
   * has its own); a field refusal on `collectedBy` shows under the field
   */
  record?: (collectedBy: string) => Promise<void>;
  /** the longest name the call takes */
  maxLength?: number;
}

/** The hand-over form: who collected the order, then back to its details with a notice. */
export function PickupForm({ order, collectedBy: initialName, detailsTo = detailsPath, ready: readyFor, record, maxLength = MAX_NAME }: PickupFormProps) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = z.object({
    collectedBy: z
      .string()
      .trim()
      .min(1, t('orders.pickup.collectedByRequired'))
      .max(maxLength, t('orders.pickup.collectedByTooLong', { max: maxLength })),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ collectedBy: string }>({ resolver: zodResolver(schema), defaultValues: { collectedBy: initialName || order.address?.name || order.receiver || '' } });
  const scope = useOrderScope();
  // HQ, or the seller of a team order (the server's flag); the buyer only sees the order.
  const ready = readyFor ?? (order.status === 'to_ship' && order.shipmentType === 'pickup' && (order.canPickup ?? !scope.agent));

  const onSubmit = handleSubmit(async ({ collectedBy }) => {
    setFormError(null);
    try {
      if (record) await record(collectedBy.trim());
      else {
        const updated = await recordPickup(order.id, collectedBy.trim(), scope);
        await mutate(orderDetailUrl(order.id, scope), updated, { revalidate: false });
      }
      navigate(detailsTo(order.id), { state: { notice: t('orders.pickup.done', { number: order.number }) } });
    } catch (err) {
      if (err instanceof ApiError && err.errors?.collectedBy) setError('collectedBy', { type: 'server', message: err.errors.collectedBy });
      else setFormError(failureText(err));
    }
  });

  return (
    <div className="space-y-4">
      <Card>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-bold text-slate-900" data-testid="order-number">
            {order.number}
          </p>
          <FlowBadge status={order.status} flowLabel={order.flowLabel} />
        </div>
        <Facts
          rows={[
            [t('orders.details.agent'), `${order.agent.name} (${order.agent.username})`],
            [t('orders.details.receiver'), order.address?.name ?? order.receiver],
            [t('orders.details.createdAt'), text.dateTime(order.createdAt)],
            [t('orders.details.paymentStatus'), text.paymentStatus(order.paymentStatus)],
            [t('orders.details.items', { count: order.units }), order.items.map((i) => `${i.quantity} × ${i.name}${i.label ? ` · ${i.label}` : ''}`).join(', ')],
          ]}
        />
      </Card>
      {order.pickup ? (
        <FormMessage kind="info" testId="pickup-already">
          {t('orders.details.collectedByAt', { by: order.pickup.collectedBy, at: text.dateTime(order.pickup.collectedAt) })}
        </FormMessage>
      ) : !ready ? (
        <FormMessage kind="info" testId="pickup-not-ready">
          {t('orders.pickup.notReady')}
        </FormMessage>
      ) : (
        <Card>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
            <Input label={t('orders.pickup.collectedBy')} autoComplete="off" error={errors.collectedBy?.message} {...register('collectedBy')} data-testid="pickup-collected-by" />
            {formError && <FormMessage testId="pickup-error">{formError}</FormMessage>}
            <div className="flex flex-wrap justify-end gap-2">
              <LinkButton to={detailsTo(order.id)}>{t('common.cancel')}</LinkButton>
              <Button type="submit" loading={isSubmitting} data-testid="pickup-confirm">
                {t('orders.pickup.confirm')}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}
