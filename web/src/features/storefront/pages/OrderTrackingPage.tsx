import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { KeyedMutator } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Icon } from '@/components/Icon';
import { Textarea } from '@/components/Textarea';
import { failureText } from '@/lib/form';
import { formatDateTime, formatMoney } from '@/lib/format';
import { rateProduct, useTrackedOrder } from '../api/storefront';
import type { Storefront, TrackedLine, TrackedOrder, TrackedStatus } from '../api/types';
import { OrderTotals } from '../components/OrderTotals';
import { Panel } from '../components/Panel';
import { Star } from '../components/RatingStars';
import { DetailRow, SchoolPickup } from '../components/SchoolPickup';
import { Bone } from '../components/Skeleton';
import { StarInput } from '../components/StarInput';
import { useStore, useStoreTitle } from '../components/store-context';
import { isPickup, STATUS_TONE, statusTexts, stepText, trackedStatus } from '../logic/order';
import { myOrdersPath, storePath } from '../logic/paths';

/**
 * /s/:slug/order/:token — the customer follows their order from the link in its e-mail (Billplz sends them
 * here after paying): its status in plain words, the steps so far, "Pay now" while it waits for payment,
 * the delivery or the school pickup, the lines and totals, and once completed a rating of each product.
 */
export function OrderTrackingPage() {
  const { t } = useTranslation();
  const { store, slug } = useStore();
  const { token = '' } = useParams();
  const { data: order, error, mutate } = useTrackedOrder(slug, token);
  useStoreTitle(store.name, order ? t('storefront.order.title', { number: order.number }) : t('storefront.order.pageTitle'));

  const back = (
    <nav className="flex flex-wrap items-center justify-between gap-x-4" aria-label={t('storefront.order.links')}>
      <Link to={storePath(slug)} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline" data-testid="back-to-store">
        <span aria-hidden="true">←</span> {t('storefront.product.back')}
      </Link>
      <Link to={myOrdersPath(slug)} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline" data-testid="all-my-orders">
        {t('storefront.order.allMyOrders')} <span aria-hidden="true">→</span>
      </Link>
    </nav>
  );

  if (order === null) {
    return (
      <div className="mx-auto max-w-3xl space-y-4" data-testid="order-not-found">
        {back}
        <section className="flex flex-col items-center rounded-xl bg-white px-4 py-10 text-center ring-1 ring-slate-200">
          <span className="mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon name="box" className="h-7 w-7" />
          </span>
          <h1 className="text-xl font-bold text-slate-900">{t('storefront.order.notFound.title')}</h1>
          <p className="mt-2 text-slate-600">{t('storefront.order.notFound.message')}</p>
        </section>
      </div>
    );
  }
  if (!order && error) {
    return (
      <div className="mx-auto max-w-3xl space-y-4" data-testid="order-error">
        {back}
        <FormMessage>{t('storefront.order.loadFailed')}</FormMessage>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {back}
      {order ? <OrderView order={order} store={store} slug={slug} token={token} mutate={mutate} /> : <OrderSkeleton label={t('storefront.order.loading')} />}
    </div>
  );
}

const BANNER: Record<string, string> = {
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
  danger: 'bg-red-50 text-red-900 ring-red-200',
};

function OrderView({ order, store, slug, token, mutate }: { order: TrackedOrder; store: Storefront; slug: string; token: string; mutate: KeyedMutator<TrackedOrder | null> }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, store.currency);
  const when = (v: string | null) => formatDateTime(v, i18n.language);
  const status = trackedStatus(order.status);
  const pickup = isPickup(order.shipmentType);
  const texts = status ? statusTexts(status, pickup) : null;
  const tone = status ? STATUS_TONE[status] : 'neutral';

  const rated = (line: TrackedLine) =>
    void mutate((o) => (o ? { ...o, lines: o.lines.map((l) => (l.productId === line.productId ? { ...l, stars: line.stars } : l)) } : o), { revalidate: false });

  return (
    <article className="space-y-4" data-testid="order">
      <header>
        <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl" data-testid="order-number">
          {t('storefront.order.title', { number: order.number })}
        </h1>
        <p className="text-sm text-slate-600">{t('storefront.order.placedAt', { time: when(order.createdAt) })}</p>
      </header>

      <section className={`rounded-xl p-4 ring-1 ${BANNER[tone]}`} data-testid="order-status" data-status={order.status}>
        <p className="text-lg font-bold">{texts ? t(texts.title) : order.status}</p>
        {texts && <p className="mt-1 text-sm">{t(texts.message)}</p>}
      </section>

      {order.paymentUrl && (
        <section className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="order-pay">
          <a
            href={order.paymentUrl}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            data-testid="pay-now"
          >
            {t('storefront.order.payNow', { total: money(order.grandTotal) })}
          </a>
          {order.payBefore && (
            <p className="text-sm text-slate-700" data-testid="pay-before">
              {t('storefront.order.payBefore', { time: when(order.payBefore) })}
            </p>
          )}
        </section>
      )}

      <Panel title={t('storefront.order.progress')} testId="order-steps">
        <Steps order={order} pickup={pickup} when={when} />
      </Panel>

      {pickup ? (
        <SchoolPickup store={store} title={t('storefront.order.pickupTitle')} testId="order-pickup">
          {order.studentName && <DetailRow label={t('storefront.order.student')} value={order.studentName} testId="order-student" />}
          {order.className && <DetailRow label={t('storefront.order.class')} value={order.className} testId="order-class" />}
          {order.collectedBy && (
            <DetailRow
              label={t('storefront.order.collectedBy')}
              value={order.collectedAt ? t('storefront.order.collectedByAt', { name: order.collectedBy, time: when(order.collectedAt) }) : order.collectedBy}
              testId="order-collected"
            />
          )}
        </SchoolPickup>
      ) : (
        <Panel title={t('storefront.order.deliveryTitle')} testId="order-delivery">
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <DetailRow label={t('storefront.order.recipient')} value={`${order.customerName} · ${order.customerPhone}`} />
            {order.address && <DetailRow label={t('storefront.order.address')} value={order.address} testId="order-address" />}
            {order.shippingMethod && <DetailRow label={t('storefront.order.courier')} value={order.shippingMethod} testId="order-courier" />}
            <DetailRow label={t('storefront.order.tracking')} value={order.trackingNumber || t('storefront.order.trackingLater')} testId="order-tracking" />
          </dl>
        </Panel>
      )}

      <Panel title={t('storefront.order.items')} testId="order-lines">
        <ul className="divide-y divide-slate-100">
          {order.lines.map((line, i) => (
            <li key={`${line.productId ?? 'x'}-${i}`} className="space-y-2 py-3 first:pt-0" data-testid="order-line">
              <div className="flex justify-between gap-2 text-sm">
                <span className="min-w-0 break-words text-slate-800">
                  <span className="font-medium">{line.name}</span>
                  {line.label ? ` – ${line.label}` : ''}
                  <span className="block text-xs text-slate-500">{t('storefront.order.quantityEach', { quantity: line.quantity, price: money(line.unitPrice) })}</span>
                </span>
                <span className="shrink-0 font-semibold text-slate-900">{money(line.lineTotal)}</span>
              </div>
              {line.canRate && line.productId !== null && <RateLine line={line} slug={slug} token={token} onRated={rated} />}
            </li>
          ))}
        </ul>
        <OrderTotals totals={order} money={money} testId="order-totals" shipping={pickup ? t('storefront.totals.atSchool') : undefined} />
      </Panel>
    </article>
  );
}

/** The steps reached, with their times, then (for an order under way) the ones still to come. */
function Steps({ order, pickup, when }: { order: TrackedOrder; pickup: boolean; when: (v: string) => string }) {
  const { t } = useTranslation();
  const status = trackedStatus(order.status);
  const flow: TrackedStatus[] = pickup ? ['unpaid', 'to_ship', 'completed'] : ['unpaid', 'to_ship', 'delivery', 'completed'];
  const at = status === 'approval' ? 'unpaid' : status;
  const upcoming = at && flow.includes(at) ? flow.slice(flow.indexOf(at) + 1) : [];
  const reached = order.steps.map((s) => ({ status: trackedStatus(s.status), raw: s.status, at: s.at }));
  return (
    <ol className="space-y-0">
      {reached.map((s, i) => {
        const last = i === reached.length - 1;
        return (
          <li key={`${s.raw}-${i}`} className="relative flex gap-3 pb-4 last:pb-0" data-testid="order-step" aria-current={last ? 'step' : undefined}>
            {(!last || upcoming.length > 0) && <span className="absolute top-5 left-[9px] h-full w-0.5 bg-primary/40" aria-hidden="true" />}
            <span className={`relative mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${last ? 'bg-primary ring-4 ring-primary/20' : 'bg-primary'}`} aria-hidden="true" />
            <span className="min-w-0 text-sm">
              <span className={`block break-words ${last ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>{s.status ? t(stepText(s.status, pickup)) : s.raw}</span>
              <span className="block text-xs text-slate-500">{when(s.at)}</span>
            </span>
          </li>
        );
      })}
      {upcoming.map((s, i) => (
        <li key={s} className="relative flex gap-3 pb-4 last:pb-0" data-testid="order-step-next">
          {i < upcoming.length - 1 && <span className="absolute top-5 left-[9px] h-full w-0.5 bg-slate-200" aria-hidden="true" />}
          <span className="relative mt-0.5 inline-flex h-5 w-5 shrink-0 rounded-full bg-white ring-2 ring-slate-300" aria-hidden="true" />
          <span className="min-w-0 text-sm text-slate-500">
            <span className="sr-only">{t('storefront.order.next')}: </span>
            {t(stepText(s, pickup))}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Stars (and an optional comment) for one product of a completed order; rating again changes it. */
function RateLine({ line, slug, token, onRated }: { line: TrackedLine; slug: string; token: string; onRated: (line: TrackedLine) => void }) {
  const { t } = useTranslation();
  // The stars given (the order's, then the one just sent).
  const [saved, setSaved] = useState<number | null>(line.stars);
  const [editing, setEditing] = useState(line.stars === null);
  const [stars, setStars] = useState<number | null>(line.stars);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const testId = `rate-${line.productId}`;

  if (!editing && saved !== null) {
    return (
      <div className="space-y-1" data-testid={testId}>
        {thanked && (
          <FormMessage kind="success" testId={`${testId}-thanks`}>
            {t('storefront.rate.thanks')}
          </FormMessage>
        )}
        <div className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="text-slate-600">{t('storefront.rate.yours')}</span>
          <span role="img" aria-label={t('storefront.rate.stars', { count: saved })} className="inline-flex" data-testid={`${testId}-given`}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} fill={n <= saved ? 'full' : 'empty'} size="h-5 w-5" />
            ))}
          </span>
          <button
            type="button"
            className="inline-flex min-h-11 items-center px-2 font-semibold text-primary hover:underline"
            onClick={() => {
              setThanked(false);
              setEditing(true);
            }}
            data-testid={`${testId}-change`}
          >
            {t('storefront.rate.change')}
          </button>
        </div>
      </div>
    );
  }

  const send = async () => {
    if (stars === null || line.productId === null) return;
    setSending(true);
    setError(null);
    try {
      const answer = await rateProduct(slug, token, { productId: line.productId, stars, comment: comment.trim() === '' ? null : comment.trim() });
      const given = answer.stars ?? stars;
      setSaved(given);
      onRated({ ...line, stars: given });
      setThanked(true);
      setEditing(false);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3" data-testid={testId}>
      <StarInput label={t('storefront.rate.label', { name: line.name })} value={stars} onChange={setStars} disabled={sending} testId={`${testId}-stars`} />
      <Textarea label={t('storefront.rate.comment')} rows={2} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} disabled={sending} data-testid={`${testId}-comment`} />
      {error && <FormMessage testId={`${testId}-error`}>{error}</FormMessage>}
      <Button variant="secondary" loading={sending} disabled={stars === null} onClick={() => void send()} data-testid={`${testId}-send`}>
        {t('storefront.rate.send')}
      </Button>
    </div>
  );
}

function OrderSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4" data-testid="order-loading">
      <Bone className="h-7 w-1/2" />
      <Bone className="h-20 w-full" />
      <Bone className="h-40 w-full" />
    </div>
  );
}
