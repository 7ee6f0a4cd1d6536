import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Icon } from '@/components/Icon';
import { Input } from '@/components/Input';
import { LinkButton } from '@/components/LinkButton';
import { Spinner } from '@/components/Spinner';
import { ApiError } from '@/lib/api';
import { failureText, placeServerErrors } from '@/lib/form';
import { formatMoney } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { placeStoreOrder, useStoreQuote } from '../api/storefront';
import type { Storefront, StoreQuote, StoreQuoteInput } from '../api/types';
import { AddressFields } from '../components/AddressFields';
import { OrderTotals } from '../components/OrderTotals';
import { Panel } from '../components/Panel';
import { SchoolPickup } from '../components/SchoolPickup';
import { useStore, useStoreTitle } from '../components/store-context';
import { useStoreCart } from '../components/use-cart';
import { lineKey, type Cart } from '../logic/cart';
import {
  cartLinesInput,
  CHECKOUT_FIELDS,
  checkoutFailure,
  checkoutInput,
  checkoutSchema,
  deliveryOf,
  emptyCheckoutValues,
  SERVER_FIELD_RENAME,
  type CheckoutFailure,
  type CheckoutField,
  type CheckoutValues,
  type Delivery,
} from '../logic/checkout';
import { cartPath, storePath } from '../logic/paths';

/**
 * /s/:slug/checkout — the customer pays for their cart: their details, then the delivery address and a
 * courier (or, in an e-koop store, the student and class: collected at the school), the server's quote of
 * the order, and "Pay" which places the order and opens Billplz's payment page. One column on a phone,
 * the form beside the order's summary at desktop.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { store, slug } = useStore();
  const title = t('storefront.checkout.title');
  useStoreTitle(store.name, title);
  const { cart, clear } = useStoreCart(slug);
  // The order is placed and the browser is on its way to the payment page (the cart is already empty).
  const [leaving, setLeaving] = useState(false);

  const placed = (paymentUrl: string) => {
    setLeaving(true);
    clear();
    window.location.assign(paymentUrl);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4" data-testid="checkout-page">
      <Link to={cartPath(slug)} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline" data-testid="back-to-cart">
        <span aria-hidden="true">←</span> {t('storefront.checkout.backToCart')}
      </Link>
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
      {leaving ? (
        <div role="status" className="flex items-center gap-3 rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200" data-testid="checkout-redirecting">
          <Spinner />
          {t('storefront.checkout.redirecting')}
        </div>
      ) : cart.lines.length === 0 ? (
        <div className="space-y-4 rounded-xl bg-white px-4 py-10 text-center ring-1 ring-slate-200" data-testid="checkout-empty">
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon name="cart" className="h-7 w-7" />
          </span>
          <p className="text-slate-600">{t('storefront.cart.empty')}</p>
          <LinkButton to={storePath(slug)} variant="primary">
            {t('storefront.cart.continue')}
          </LinkButton>
        </div>
      ) : (
        <CheckoutForm store={store} slug={slug} cart={cart} onPlaced={placed} />
      )}
    </div>
  );
}

/** A total the server answered differently from the one the customer saw: the customer confirms the new one. */
interface TotalChange {
  before: string;
  after: string;
}

function CheckoutForm({ store, slug, cart, onPlaced }: { store: Storefront; slug: string; cart: Cart; onPlaced: (paymentUrl: string) => void }) {
  const { t } = useTranslation();
  const money = (v: string) => formatMoney(v, store.currency);
  const delivery = deliveryOf(store);
  const reasonId = useId();

  const schema = useMemo(() => checkoutSchema(delivery), [delivery]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({ resolver: zodResolver(schema), defaultValues: emptyCheckoutValues() });
  const [state, regencyCode, districtCode, villageCode] = useWatch({ control, name: ['state', 'regencyCode', 'districtCode', 'villageCode'] });

  const [courierId, setCourierId] = useState<number | null>(null);
  const [courierError, setCourierError] = useState<string | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [change, setChange] = useState<TotalChange | null>(null);

  // The quote follows the cart, and for a courier store the state and the courier.
  const lines = useMemo(() => cartLinesInput(cart), [cart]);
  const input: StoreQuoteInput = delivery === 'school' ? { lines } : { lines, state: state || null, courierId: state ? courierId : null };
  const q = useStoreQuote(slug, input);
  const quote = q.data;
  const quoting = q.isValidating || (!quote && !q.error);
  const quoteError = q.error && !q.isValidating ? q.error : null;
  // A quote refusing the courier (not offered to this state any more) asks for another one.
  const courierRefused = quoteError instanceof ApiError ? (quoteError.errors?.courierId ?? null) : null;
  // A cart line the quote does not name is not sold (any more).
  const missing = quote && !quoting ? cart.lines.filter((l) => !quote.lines.some((s) => s.variantId === l.variantId)) : [];

  const err = (f: CheckoutField) => errorText(errors[f]?.message);
  const field = (f: CheckoutField) => ({ id: `checkout-${f}`, error: err(f), 'data-testid': `checkout-${f}`, ...register(f) });

  const chooseCourier = (id: number) => {
    setCourierId(id);
    setCourierError(null);
    setChange(null);
  };
  const stateChanged = () => {
    setCourierId(null);
    setCourierError(null);
    setChange(null);
  };

  // Why "Pay" cannot be pressed yet, in the customer's words (null: it can).
  const reason = quoteError && !courierRefused
    ? t('storefront.checkout.reason.quoteFailed')
    : quoting || !quote
      ? t('storefront.checkout.reason.quoting')
      : !quote.ready || missing.length > 0
        ? t('storefront.checkout.reason.notReady')
        : !quote.paymentAvailable
          ? t('storefront.checkout.reason.noPayment')
          : delivery !== 'school' && (courierId === null || courierRefused)
            ? t('storefront.checkout.reason.chooseCourier')
            : null;
  const total = change?.after ?? quote?.grandTotal ?? null;

  const onSubmit = handleSubmit(async (values) => {
    if (reason !== null || total === null) return;
    setFailure(null);
    try {
      const result = await placeStoreOrder(slug, checkoutInput(cart, values, delivery, courierId, total));
      onPlaced(result.paymentUrl);
    } catch (e) {
      const f = checkoutFailure(e, t('errors.generic'));
      setChange(null);
      if (f.kind === 'total_changed') {
        setChange({ before: total, after: f.grandTotal });
        void q.mutate();
      } else if (f.kind === 'courier') {
        setCourierError(f.message);
      } else if (f.kind === 'fields' && placeServerErrors(e, setError, CHECKOUT_FIELDS, SERVER_FIELD_RENAME)) {
        setFailure({ kind: 'fields', message: t('storefront.checkout.fixErrors') });
      } else {
        if (f.kind === 'cart_not_ready' || f.kind === 'out_of_stock') void q.mutate();
        setFailure(f);
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start" data-testid="checkout-form">
      <div className="min-w-0 space-y-4">
        <Panel title={t('storefront.checkout.details')} testId="checkout-details">
          <div className="grid gap-3 sm:grid-cols-2">
            <Input className="sm:col-span-2" label={t('storefront.checkout.name')} autoComplete="name" {...field('name')} />
            <Input label={t('storefront.checkout.phone')} type="tel" inputMode="tel" autoComplete="tel" hint={t('storefront.checkout.phoneHint')} {...field('phone')} />
            <Input label={t('storefront.checkout.email')} type="email" inputMode="email" autoComplete="email" hint={t('storefront.checkout.emailHint')} {...field('email')} />
          </div>
        </Panel>

        {delivery === 'school' ? (
          <Panel title={t('storefront.checkout.student')} testId="checkout-student">
            <p className="text-sm text-slate-600">{t('storefront.checkout.studentHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Input label={t('storefront.checkout.studentName')} autoComplete="off" {...field('studentName')} />
              <Input label={t('storefront.checkout.className')} autoComplete="off" {...field('className')} />
            </div>
            <SchoolPickup store={store} title={t('storefront.checkout.pickupTitle')} testId="checkout-school" />
          </Panel>
        ) : (
          <Panel title={t('storefront.checkout.delivery')} testId="checkout-delivery">
            <AddressFields
              country={delivery}
              values={{ state, regencyCode, districtCode, villageCode }}
              register={register}
              setValue={setValue}
              errors={{ address1: err('address1'), address2: err('address2'), postCode: err('postCode'), city: err('city'), state: err('state'), regencyCode: err('regencyCode'), districtCode: err('districtCode'), villageCode: err('villageCode') }}
              onStateChange={stateChanged}
            />
            <CourierChoice
              delivery={delivery}
              state={state}
              quote={quote}
              quoting={quoting}
              chosen={courierId}
              onChoose={chooseCourier}
              error={courierError ?? courierRefused}
              money={money}
            />
          </Panel>
        )}
      </div>

      <aside className="min-w-0 lg:sticky lg:top-20">
        <Panel title={t('storefront.checkout.summary')} testId="checkout-summary">
          <SummaryLines cart={cart} quote={quote} missing={missing.map((l) => l.variantId)} money={money} />
          {quote ? (
            <div className={quoting ? 'opacity-60' : ''} aria-busy={quoting || undefined}>
              <OrderTotals
                totals={quote}
                money={money}
                testId="checkout-totals"
                shipping={delivery === 'school' ? t('storefront.totals.atSchool') : courierId === null ? t('storefront.totals.shippingLater') : undefined}
              />
            </div>
          ) : quoteError ? null : (
            <div className="flex justify-center py-4 text-primary" data-testid="checkout-quoting">
              <Spinner />
            </div>
          )}
          {quoteError && !courierRefused && (
            <div className="space-y-2">
              <FormMessage testId="quote-error">{failureText(quoteError)}</FormMessage>
              <Button variant="secondary" onClick={() => void q.mutate()}>
                {t('common.retry')}
              </Button>
            </div>
          )}

          {change && (
            <FormMessage kind="info" testId="total-changed">
              <span className="block font-semibold">{t('storefront.checkout.changedTitle')}</span>
              {t('storefront.checkout.changedMessage', { before: money(change.before), after: money(change.after) })}
            </FormMessage>
          )}
          {failure && <Failure failure={failure} slug={slug} />}

          <Button type="submit" block loading={isSubmitting} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined} data-testid="pay">
            {total && reason === null ? t('storefront.checkout.payTotal', { total: money(total) }) : t('storefront.checkout.pay')}
          </Button>
          {reason ? (
            <p id={reasonId} className="text-sm text-slate-600" data-testid="pay-reason">
              {reason}
              {quote && (!quote.ready || missing.length > 0) && (
                <>
                  {' '}
                  <Link to={cartPath(slug)} className="font-semibold text-primary underline">
                    {t('storefront.checkout.backToCart')}
                  </Link>
                </>
              )}
            </p>
          ) : (
            <p className="text-xs text-slate-500">{t('storefront.checkout.payNote')}</p>
          )}
        </Panel>
      </aside>
    </form>
  );
}

const RADIO = 'mt-0.5 h-5 w-5 shrink-0 accent-[var(--rk-primary)]';

/** The couriers that deliver to the chosen state, with what each charges (from the quote). */
function CourierChoice({
  delivery,
  state,
  quote,
  quoting,
  chosen,
  onChoose,
  error,
  money,
}: {
  delivery: Delivery;
  state: string;
  quote: StoreQuote | undefined;
  quoting: boolean;
  chosen: number | null;
  onChoose: (id: number) => void;
  error: string | null;
  money: (v: string) => string;
}) {
  const { t } = useTranslation();
  const options = state && quote ? quote.courierOptions : [];
  return (
    <fieldset className="min-w-0 space-y-2" aria-busy={quoting || undefined} data-testid="courier-options">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('storefront.checkout.courier')}</legend>
      {!state ? (
        <p className="text-sm text-slate-600" data-testid="courier-need-state">
          {t(delivery === 'ID' ? 'storefront.checkout.courierNeedProvince' : 'storefront.checkout.courierNeedState')}
        </p>
      ) : options.length > 0 ? (
        options.map((o) => (
          <label key={o.courierId} className={`flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ${chosen === o.courierId ? 'bg-primary/5 ring-2 ring-primary' : 'ring-slate-200'}`}>
            <input type="radio" name="checkout-courier" className={RADIO} checked={chosen === o.courierId} disabled={quoting} onChange={() => onChoose(o.courierId)} data-testid={`courier-${o.courierId}`} />
            <span className="min-w-0 flex-1 text-sm font-semibold break-words text-slate-900">{o.name}</span>
            <span className="shrink-0 text-sm font-semibold text-slate-900">{money(o.total)}</span>
          </label>
        ))
      ) : quoting ? (
        <p className="text-sm text-slate-600">{t('storefront.checkout.courierLoading')}</p>
      ) : (
        <p className="text-sm text-slate-600" data-testid="courier-none">
          {t('storefront.checkout.courierNone')}
        </p>
      )}
      {error && <FormMessage testId="courier-error">{error}</FormMessage>}
    </fieldset>
  );
}

/** The order's lines at the server's prices, each with why it cannot be bought; the cart's own lines until the first quote. */
function SummaryLines({ cart, quote, missing, money }: { cart: Cart; quote: StoreQuote | undefined; missing: number[]; money: (v: string) => string }) {
  const { t } = useTranslation();
  const rows = quote
    ? [
        ...quote.lines.map((l) => ({ key: String(l.variantId), name: l.name, label: l.label, quantity: l.quantity, total: money(l.lineTotal), problem: l.problem })),
        ...cart.lines.filter((l) => missing.includes(l.variantId)).map((l) => ({ key: lineKey(l), name: l.name, label: l.variantLabel ?? '', quantity: l.quantity, total: '', problem: t('storefront.cart.notSold') })),
      ]
    : cart.lines.map((l) => ({ key: lineKey(l), name: l.name, label: l.variantLabel ?? '', quantity: l.quantity, total: '', problem: null }));
  return (
    <ul className="divide-y divide-slate-100 text-sm" data-testid="checkout-lines">
      {rows.map((r) => (
        <li key={r.key} className="py-2" data-testid="checkout-line">
          <div className="flex justify-between gap-2">
            <span className="min-w-0 break-words text-slate-700">
              {r.name}
              {r.label ? ` – ${r.label}` : ''} <span className="whitespace-nowrap text-slate-500">× {r.quantity}</span>
            </span>
            <span className="shrink-0 font-medium text-slate-900">{r.total}</span>
          </div>
          {r.problem && (
            <p className="mt-0.5 text-xs font-medium text-red-700" data-testid="checkout-line-problem">
              {r.problem}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Why the order was not placed, with the way forward. */
function Failure({ failure, slug }: { failure: CheckoutFailure; slug: string }) {
  const { t } = useTranslation();
  const toCart = failure.kind === 'cart_not_ready' || failure.kind === 'out_of_stock';
  return (
    <FormMessage testId={`checkout-error-${failure.kind}`}>
      {failure.kind === 'cart_not_ready' ? (
        <>
          <span className="block font-semibold">{t('storefront.checkout.notReadyTitle')}</span>
          {(failure.problems.length > 0 ? failure.problems : [failure.message]).map((p, i) => (
            <span key={i} className="block">
              {p}
            </span>
          ))}
        </>
      ) : (
        <span className="block">{failure.message}</span>
      )}
      {toCart && (
        <Link to={cartPath(slug)} className="mt-1 inline-block font-semibold underline">
          {t('storefront.checkout.backToCart')}
        </Link>
      )}
    </FormMessage>
  );
}
