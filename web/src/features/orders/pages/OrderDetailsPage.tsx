import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { LinkButton } from '@/components/LinkButton';
import type { Order } from '../api/types';
import { ActionDialog } from '../components/ActionDialog';
import { CourierSection } from '../components/CourierSection';
import { Facts } from '../components/Facts';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { FlowBadge, PrintMarks } from '../components/OrderBadges';
import { OrderItems } from '../components/OrderItems';
import { OrderLoader, useOrderScope } from '../components/OrderLoader';
import { OrderTotals } from '../components/OrderTotals';
import { StoreCard } from '../components/StoreCard';
import { useOrderTexts } from '../components/use-order-texts';
import { allowedActions, type ActionButton, type OrderAction } from '../logic/actions';
import { addressLines } from '../logic/display';
import { ORDERS_PATH, pickupPath, printPath } from '../logic/paths';
import type { OrderScope } from '../logic/scope';

/**
 * What another screen of orders (the e-koop orders) changes when it shows an order through this page:
 * where "back" goes, the title bar's links, where the hand-over link goes, actions it offers in its own
 * place, and a block in place of the store card.
 */
export interface OrderDetailsOptions {
  testId?: string;
  listPath?: string;
  titleActions?: (order: Order) => ReactNode;
  pickupTo?: (id: number) => string;
  omitActions?: readonly OrderAction[];
  storeBlock?: (order: Order) => ReactNode;
}

/** /manage-orders/order-details?id=: the whole order, its history, its courier booking (HQ) and what may be done with it. */
export function OrderDetailsPage({ testId = 'order-details-page', ...options }: OrderDetailsOptions = {}) {
  const scope = useOrderScope();
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  return (
    <div className="mx-auto max-w-6xl" data-testid={testId}>
      <OrderLoader backTo={options.listPath}>{(order, reload) => <OrderDetails order={order} scope={scope} reload={reload} initialNotice={notice} options={options} />}</OrderLoader>
    </div>
  );
}

function PrintLinks({ order: o }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2" data-testid="order-print-links">
      <LinkButton to={printPath('invoice', [o.id])} data-testid="order-open-invoice">
        {t('orders.print.invoice')}
      </LinkButton>
      <LinkButton to={printPath('packing-list', [o.id])} data-testid="order-open-packing-list">
        {t('orders.print.packingList')}
      </LinkButton>
      <LinkButton to={printPath('shipping-doc', [o.id])} data-testid="order-open-shipping-label">
        {t('orders.print.shippingLabel')}
      </LinkButton>
      <LinkButton variant="ghost" to={printPath('shipping-template', [o.id])} data-testid="order-open-shipping-template">
        {t('orders.print.shippingTemplate')}
      </LinkButton>
    </div>
  );
}

function OrderDetails({ order, scope, reload, initialNotice, options }: { order: Order; scope: OrderScope; reload: (o?: Order | null) => void; initialNotice: string | null; options: OrderDetailsOptions }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  const [open, setOpen] = useState<ActionButton | null>(null);
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const actions = allowedActions(order, scope).filter((a) => !options.omitActions?.includes(a.action));
  const pickupTo = options.pickupTo ?? pickupPath;
  const o = order;

  const done = (updated: Order | null) => {
    if (!open) return;
    setNotice(t(`orders.actions.done.${open.label}`, { number: o.number }));
    setOpen(null);
    reload(updated);
  };

  return (
    <>
      <PageTitle
        subtitle={<LinkButton variant="ghost" className="-ml-4" to={options.listPath ?? ORDERS_PATH} data-testid="order-back">{t('orders.details.backToList')}</LinkButton>}
        actions={options.titleActions ? options.titleActions(o) : <PrintLinks order={o} />}
      >
        {t('orders.details.titleOf', { number: o.number })}
      </PageTitle>

      {notice && (
        <div className="mb-4">
          <FormMessage kind="success" testId="order-notice">
            {notice}
          </FormMessage>
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <Card>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="text-lg font-bold break-all text-slate-900" data-testid="order-number">
                  {o.number}
                </p>
                <p className="text-sm text-slate-500">{text.dateTime(o.createdAt)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2" data-testid="order-status" data-status={o.status}>
                <span className="text-sm font-semibold text-slate-700">{text.status(o.status)}</span>
                <FlowBadge status={o.status} flowLabel={o.flowLabel} testId="order-flow-label" />
              </div>
            </div>
            <Facts
              testId="order-header"
              rows={[
                [t('orders.details.reference'), o.referenceNumber, 'order-reference'],
                [t('orders.details.invoiceNumber'), o.invoiceNumber, 'order-invoice-number'],
                [t('orders.details.createdAt'), text.dateTime(o.createdAt)],
                [t('orders.details.paidAt'), text.dateTime(o.paidAt), 'order-paid-at'],
                [t('orders.details.approved'), o.approvedAt ? t('orders.details.approvedByAt', { by: o.approvedBy ?? t('orders.history.system'), at: text.dateTime(o.approvedAt) }) : null, 'order-approved'],
                ...(o.holdUntil && o.status === 'unpaid' ? [[t('orders.details.holdUntil'), text.dateTime(o.holdUntil)] as [string, string]] : []),
                [t('orders.details.paymentMethod'), text.method(o.paymentMethod), 'order-payment-method'],
                [t('orders.details.paymentStatus'), text.paymentStatus(o.paymentStatus), 'order-payment-status'],
                [t('orders.details.shipmentType'), text.shipment(o.shipmentType)],
                [t('orders.details.shippingMethod'), o.shippingMethod],
                [t('orders.details.trackingNumber'), o.trackingNumber, 'order-tracking'],
                ...(o.pickup ? [[t('orders.details.collected'), t('orders.details.collectedByAt', { by: o.pickup.collectedBy, at: text.dateTime(o.pickup.collectedAt) }), 'order-collected'] as [string, string, string]] : []),
              ]}
            />
          </Card>

          {options.storeBlock ? options.storeBlock(o) : o.store && <StoreCard store={o.store} />}

          <div className="grid gap-4 md:grid-cols-2">
            <Card title={t('orders.details.agent')} data-testid="order-agent-card">
              <p className="font-semibold text-slate-900">{o.agent.name}</p>
              <p className="text-sm text-slate-600">{[o.agent.username, o.agent.tierName].filter(Boolean).join(' · ')}</p>
              <p className="mt-2 text-sm text-slate-600">
                {t('orders.details.seller')}: <span className="font-medium text-slate-800">{o.seller ? o.seller.name : t('orders.details.sellerHq')}</span>
              </p>
            </Card>
            <Card title={o.shipmentType === 'pickup' ? t('orders.details.receiverPickup') : t('orders.details.receiver')} data-testid="order-address">
              <p className="font-semibold text-slate-900">{o.address?.name ?? o.receiver}</p>
              {addressLines(o.address).map((l) => (
                <p key={l} className="text-sm text-slate-700">
                  {l}
                </p>
              ))}
              {o.address?.phone && <p className="mt-1 text-sm text-slate-600">{o.address.phone}</p>}
              {o.address?.email && <p className="text-sm text-slate-600">{o.address.email}</p>}
            </Card>
          </div>

          <Card title={t('orders.details.items', { count: o.units })}>
            <OrderItems items={o.items} />
            <div className="mt-4 border-t border-slate-100 pt-3">
              <OrderTotals order={o} />
            </div>
          </Card>

          {(o.orderNotes || o.remark) && (
            <Card title={t('orders.details.notes')} data-testid="order-notes">
              {o.orderNotes && (
                <p className="text-sm whitespace-pre-line text-slate-800">
                  <span className="block text-xs text-slate-500">{t('orders.details.orderNotes')}</span>
                  {o.orderNotes}
                </p>
              )}
              {o.remark && (
                <p className="mt-2 text-sm whitespace-pre-line text-slate-800" data-testid="order-remark">
                  <span className="block text-xs text-slate-500">{t('orders.details.remark')}</span>
                  {o.remark}
                </p>
              )}
            </Card>
          )}
        </div>

        <div className="space-y-4">
          <Card title={t('orders.actions.title.section')} data-testid="order-actions">
            {actions.length === 0 ? (
              <p className="text-sm text-slate-500" data-testid="order-no-actions">
                {t('orders.actions.none')}
              </p>
            ) : (
              <div className="flex flex-col gap-2">
                {actions.map((a) =>
                  a.kind === 'link' ? (
                    <LinkButton key={a.action} variant="primary" to={pickupTo(o.id)} data-testid={`order-action-${a.action}`}>
                      {t(`orders.actions.${a.label}`)}
                    </LinkButton>
                  ) : (
                    <Button key={a.action} variant={a.danger ? 'secondary' : 'primary'} className={a.danger ? 'text-red-700' : ''} onClick={() => setOpen(a)} data-testid={`order-action-${a.action}`}>
                      {t(`orders.actions.${a.label}`)}
                    </Button>
                  ),
                )}
              </div>
            )}
          </Card>

          <CourierSection order={o} scope={scope} onOrderChanged={() => reload()} />

          <Card title={t('orders.details.receipt')} data-testid="order-receipt">
            {o.receiptUrl ? (
              <a href={o.receiptUrl} target="_blank" rel="noreferrer" className="block" data-testid="order-receipt-link">
                <img src={o.receiptUrl} alt={t('orders.details.receiptOf', { number: o.number })} className="max-h-64 w-full rounded-lg object-contain ring-1 ring-slate-200" loading="lazy" />
                <span className="mt-1 block text-sm text-primary">
                  {t('orders.details.openReceipt')} <span className="sr-only">({t('common.openInNewTab')})</span>
                </span>
              </a>
            ) : (
              <p className="text-sm text-slate-500">{o.paymentMethod === 'manual' ? t('orders.details.noReceipt') : t('orders.details.gatewayPaid')}</p>
            )}
          </Card>

          <Card title={t('orders.printed.title')}>
            <PrintMarks printed={o.printed} />
          </Card>

          <Card title={t('orders.history.title')}>
            <HistoryTimeline history={o.history} />
          </Card>
        </div>
      </div>

      {open && open.action !== 'pickup' && (
        <ActionDialog key={open.action} button={{ ...open, action: open.action }} order={o} scope={scope} onCancel={() => setOpen(null)} onDone={done} />
      )}
    </>
  );
}
