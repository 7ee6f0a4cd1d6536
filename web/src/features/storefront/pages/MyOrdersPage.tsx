import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Icon } from '@/components/Icon';
import { Input } from '@/components/Input';
import { LinkButton } from '@/components/LinkButton';
import { StatusBadge } from '@/components/StatusBadge';
import { failureText, placeServerErrors } from '@/lib/form';
import { formatDate, formatMoney } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { sendMyOrdersLink, useMyOrders } from '../api/storefront';
import type { CustomerOrders, CustomerOrderSummary, Storefront } from '../api/types';
import { Bone } from '../components/Skeleton';
import { useStore, useStoreTitle } from '../components/store-context';
import { expireCustomerKey, forgetCustomerKey, keepCustomerKey, useCustomerKey } from '../components/use-customer-key';
import { keyOf, MY_ORDERS_LINK_FIELDS, myOrdersLinkSchema, type MyOrdersLinkValues } from '../logic/my-orders';
import { listStatusText, STATUS_TONE, trackedStatus } from '../logic/order';
import { storePath } from '../logic/paths';

/**
 * /s/:slug/my-orders — a customer's store orders without a password. The link in the "my orders" e-mail
 * carries a key (`?key=`): the page keeps it on this device and takes it out of the address (and of the
 * history), then lists every store order of the company placed with the e-mail, each opening its tracking
 * page. Without a key (or once it expired) the page asks for the e-mail to send a new link to.
 */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const { store, slug } = useStore();
  useStoreTitle(store.name, t('storefront.myOrders.title'));
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const saved = useCustomerKey();
  const linkKey = keyOf(search);
  // The link's key until it is kept, then the kept one.
  const key = linkKey ?? saved.key;

  useEffect(() => {
    if (!linkKey) return;
    keepCustomerKey(linkKey);
    void navigate(pathname, { replace: true });
  }, [linkKey, pathname, navigate]);

  const { data: orders, error, mutate } = useMyOrders(slug, key);
  const expired = orders === null;
  useEffect(() => {
    if (expired && key) expireCustomerKey(key);
  }, [expired, key]);

  let body;
  if (!key || expired) {
    body = <LinkForm slug={slug} expired={expired || saved.expired} />;
  } else if (orders) {
    body = <OrderList orders={orders} store={store} slug={slug} />;
  } else if (error) {
    body = (
      <div className="space-y-3" data-testid="my-orders-error">
        <FormMessage>{t('storefront.myOrders.loadFailed')}</FormMessage>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
          <Button variant="ghost" onClick={forgetCustomerKey} data-testid="my-orders-forget">
            {t('storefront.myOrders.useAnother')}
          </Button>
        </div>
      </div>
    );
  } else {
    body = <ListSkeleton label={t('storefront.myOrders.loading')} />;
  }

  return (
    <div className="mx-auto max-w-3xl min-w-0 space-y-4" data-testid="my-orders-page">
      <Link to={storePath(slug)} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline" data-testid="back-to-store">
        <span aria-hidden="true">←</span> {t('storefront.product.back')}
      </Link>
      {body}
    </div>
  );
}

/** The customer's orders, newest first, as cards that open their tracking pages. */
function OrderList({ orders, store, slug }: { orders: CustomerOrders; store: Storefront; slug: string }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-4" data-testid="my-orders">
      <header className="space-y-1">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('storefront.myOrders.title')}</h1>
        <p className="text-sm break-words text-slate-600" data-testid="my-orders-email">
          {t('storefront.myOrders.placedWith', { email: orders.email })}
        </p>
        <button type="button" className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline" onClick={forgetCustomerKey} data-testid="my-orders-forget">
          {t('storefront.myOrders.useAnother')}
        </button>
      </header>
      {orders.orders.length === 0 ? (
        <div className="space-y-4 rounded-xl bg-white px-4 py-10 text-center ring-1 ring-slate-200" data-testid="my-orders-empty">
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon name="box" className="h-7 w-7" />
          </span>
          <p className="text-slate-600">{t('storefront.myOrders.empty')}</p>
          <LinkButton to={storePath(slug)} variant="primary">
            {t('storefront.cart.continue')}
          </LinkButton>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t('storefront.myOrders.title')}>
          {orders.orders.map((o) => (
            <li key={o.path}>
              <OrderCard order={o} currency={store.currency} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order, currency }: { order: CustomerOrderSummary; currency: string }) {
  const { t, i18n } = useTranslation();
  const status = trackedStatus(order.status);
  return (
    <Link
      to={order.path}
      className="block min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200 transition hover:ring-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      data-testid="my-order"
    >
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-semibold break-all text-slate-900" data-testid="my-order-number">
          {t('storefront.order.title', { number: order.number })}
        </span>
        <StatusBadge status={order.status} tone={status ? STATUS_TONE[status] : 'neutral'} testId="my-order-status">
          {status ? t(listStatusText(status)) : order.status}
        </StatusBadge>
      </span>
      <span className="mt-1 block text-sm break-words text-slate-600">
        {formatDate(order.createdAt, i18n.language)} · {order.storeName}
      </span>
      <span className="mt-2 flex items-end justify-between gap-3 text-sm">
        <span className="text-slate-600">{t('storefront.cart.items', { count: order.units })}</span>
        <span className="shrink-0 font-semibold text-slate-900" data-testid="my-order-total">
          {formatMoney(order.grandTotal, currency)}
        </span>
      </span>
    </Link>
  );
}

/** "See your orders": the e-mail to send a link to, then the answer (the same whether or not it has orders). */
function LinkForm({ slug, expired }: { slug: string; expired: boolean }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MyOrdersLinkValues>({ resolver: zodResolver(myOrdersLinkSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendMyOrdersLink(slug, { email: values.email });
      setSent(true);
    } catch (e) {
      if (!placeServerErrors(e, setError, MY_ORDERS_LINK_FIELDS)) setFailure(failureText(e));
    }
  });

  return (
    <section className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6" data-testid="my-orders-link">
      <header className="space-y-1">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('storefront.myOrders.askTitle')}</h1>
        <p className="text-sm text-slate-600">{t('storefront.myOrders.askHint')}</p>
      </header>
      {expired && !sent && (
        <FormMessage kind="info" testId="my-orders-expired">
          {t('storefront.myOrders.expired')}
        </FormMessage>
      )}
      {sent ? (
        <div className="space-y-3">
          <FormMessage kind="success" testId="my-orders-sent">
            {t('storefront.myOrders.sent')}
          </FormMessage>
          <Button
            variant="ghost"
            onClick={() => {
              reset();
              setSent(false);
            }}
            data-testid="my-orders-again"
          >
            {t('storefront.myOrders.useAnother')}
          </Button>
        </div>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3" data-testid="my-orders-form">
          <Input
            id="my-orders-email"
            label={t('storefront.checkout.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errorText(errors.email?.message)}
            data-testid="my-orders-email-input"
            {...register('email')}
          />
          {failure && <FormMessage testId="my-orders-failure">{failure}</FormMessage>}
          <Button type="submit" block loading={isSubmitting} data-testid="my-orders-send">
            {t('storefront.myOrders.send')}
          </Button>
        </form>
      )}
    </section>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3" data-testid="my-orders-loading">
      <Bone className="h-7 w-1/2" />
      <Bone className="h-24 w-full" />
      <Bone className="h-24 w-full" />
    </div>
  );
}
