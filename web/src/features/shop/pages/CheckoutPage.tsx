import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Spinner } from '@/components/Spinner';
import { Textarea } from '@/components/Textarea';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { useAddresses } from '../api/addresses';
import { checkout, quote, quoteKey, usePaymentMethods, useQuote, useShipMethods } from '../api/checkout';
import { CART_KEY, useCart } from '../api/shop';
import type { Cart, PaymentType, Totals } from '../api/types';
import { AddressSection } from '../components/AddressSection';
import { PaymentSection } from '../components/PaymentSection';
import { ShippingSection } from '../components/ShippingSection';
import { TotalsBox } from '../components/TotalsBox';
import { VoucherField } from '../components/VoucherField';
import { checkoutBody, checkoutFailure, resolveChoice, shipChoices, type CheckoutFailure } from '../logic/checkout';
import { CART_PATH, orderPath, pendingPaymentPath, SHOP_PATH, type PendingPaymentState } from '../logic/paths';
import { changedRows } from '../logic/totals';

/** /my-shop/checkout: address, shipping, payment, voucher, notes, the quoted totals, place order. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useCart();
  return (
    <div className="mx-auto max-w-5xl" data-testid="checkout-page">
      <PageTitle
        actions={
          <LinkButton to={CART_PATH} variant="ghost" data-testid="back-to-cart">
            {t('shop.checkout.backToCart')}
          </LinkButton>
        }
      >
        {t('shop.checkout.title')}
      </PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(cart) =>
          cart.lines.length === 0 ? (
            <div className="space-y-3 rounded-xl bg-white px-4 py-10 text-center ring-1 ring-slate-200" data-testid="checkout-empty">
              <p className="text-sm text-slate-600">{t('shop.cart.empty')}</p>
              <LinkButton to={SHOP_PATH} variant="primary">
                {t('shop.cart.startShopping')}
              </LinkButton>
            </div>
          ) : (
            <Checkout cart={cart} />
          )
        }
      </Loaded>
    </div>
  );
}

interface TotalChange {
  before: Totals | undefined;
  totals: Totals;
}

function Checkout({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { currency } = useCompany();
  const money = (v: string) => formatMoney(v, currency);

  // Address: the one chosen while it exists, else the primary (listed first).
  const { data: addresses } = useAddresses();
  const [addressChoice, setAddressChoice] = useState<number | null>(null);
  const addressId = addresses ? (addresses.some((a) => a.id === addressChoice) ? addressChoice : (addresses[0]?.id ?? null)) : null;

  const ship = useShipMethods(addresses ? addressId : undefined);
  const choices = shipChoices(ship.data);
  const [shipChoice, setShipChoice] = useState<string | null>(null);
  const shipKey = resolveChoice(shipChoice, choices.map((c) => c.key));
  const shipping = choices.find((c) => c.key === shipKey) ?? null;

  const payments = usePaymentMethods();
  const [paymentChoice, setPaymentChoice] = useState<PaymentType | null>(null);
  const paymentType = resolveChoice(paymentChoice, (payments.data ?? []).map((m) => m.code));
  const manual = payments.data?.find((m) => m.code === 'manual');

  const [voucherText, setVoucherText] = useState('');
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [notes, setNotes] = useState('');

  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [change, setChange] = useState<TotalChange | null>(null);

  const body = checkoutBody({ addressId, ship: shipping, paymentType, voucherCode: appliedCode });
  const q = useQuote(body);
  const quoteFailure = q.error ? checkoutFailure(q.error, t('errors.generic')) : null;
  const voucherRefused = quoteFailure?.kind === 'voucher' ? quoteFailure.message : null;
  const totals = body && !q.error ? q.data : undefined;
  const quoteReady = Boolean(totals) && !q.isValidating;

  const generic = t('errors.generic');

  const apply = async () => {
    const code = voucherText.trim().toUpperCase();
    setVoucherError(null);
    if (code === '') {
      if (appliedCode) setAppliedCode(null);
      else setVoucherError(t('shop.voucher.enterCode'));
      return;
    }
    const withCode = checkoutBody({ addressId, ship: shipping, paymentType, voucherCode: code });
    if (!withCode) {
      setVoucherError(t('shop.voucher.chooseFirst'));
      return;
    }
    setApplying(true);
    try {
      const answer = await quote(withCode);
      await mutate(quoteKey(withCode), answer, { revalidate: false });
      setVoucherText(code);
      setAppliedCode(code);
    } catch (e) {
      setVoucherError(checkoutFailure(e, generic).message);
    } finally {
      setApplying(false);
    }
  };

  const removeVoucher = () => {
    setAppliedCode(null);
    setVoucherText('');
    setVoucherError(null);
  };

  const place = async (totalPaid: string) => {
    if (!body) return;
    setPlacing(true);
    setFailure(null);
    try {
      const notesText = notes.trim();
      const result = await checkout({ ...body, orderNotes: notesText === '' ? null : notesText, totalPaid });
      setChange(null);
      if (result.paymentUrl && body.paymentType === 'billplz') {
        // Our own payment page (/ejenpay/…) opens in the app; the gateway's bill is another site.
        if (result.paymentUrl.startsWith('/')) navigate(result.paymentUrl);
        else window.location.assign(result.paymentUrl);
        return;
      }
      const state: PendingPaymentState = { grandTotal: result.order.grandTotal ?? totalPaid, bank: body.paymentType === 'manual' ? (manual ?? null) : null };
      navigate(pendingPaymentPath(result.order.id), { state });
      void mutate(CART_KEY);
    } catch (e) {
      const f = checkoutFailure(e, generic);
      if (f.kind === 'total_changed') {
        setChange({ before: totals, totals: f.totals });
        await mutate(quoteKey(body), f.totals, { revalidate: false });
      } else {
        setChange(null);
        if (f.kind === 'voucher') {
          // The voucher no longer applies: quote without it, and say why under the field.
          setVoucherText(appliedCode ?? voucherText);
          setAppliedCode(null);
          setVoucherError(f.message);
        } else setFailure(f);
      }
    } finally {
      setPlacing(false);
    }
  };

  const shownVoucherError = voucherError ?? voucherRefused;
  const appliedVoucher = appliedCode && !shownVoucherError && totals?.voucher ? totals.voucher : null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-4">
        {!cart.canCheckout && (
          <FormMessage testId="checkout-not-ready">
            <span className="block font-semibold">{t('shop.checkout.notReady')}</span>
            {cart.problems.map((p, i) => (
              <span key={i} className="block">
                {p}
              </span>
            ))}
            <Link to={CART_PATH} className="mt-1 inline-block font-semibold underline">
              {t('shop.checkout.backToCart')}
            </Link>
          </FormMessage>
        )}

        <AddressSection selectedId={addressId} onSelect={setAddressChoice} defaultCountry={currency === 'IDR' ? 'ID' : 'MY'} required={shipping?.type !== 'pickup'} />

        <ShippingSection
          addressId={addressId}
          methods={ship.data}
          error={ship.error}
          retry={() => void ship.mutate()}
          chosen={shipKey}
          onChoose={(key) => {
            setFailure(null);
            setShipChoice(key);
          }}
          serverError={quoteFailure?.kind === 'shipment' ? quoteFailure.message : failure?.kind === 'shipment' ? failure.message : null}
        />

        <PaymentSection methods={payments.data} error={payments.error} retry={() => void payments.mutate()} chosen={paymentType} onChoose={setPaymentChoice} />

        <Card title={t('shop.checkout.extras')}>
          <div className="space-y-4">
            <VoucherField
              value={voucherText}
              onChange={(v) => {
                setVoucherText(v);
                setVoucherError(null);
              }}
              applied={appliedVoucher}
              error={shownVoucherError}
              busy={applying}
              onApply={() => void apply()}
              onRemove={removeVoucher}
            />
            <Textarea label={t('shop.checkout.notes')} rows={3} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="order-notes" />
          </div>
        </Card>
      </div>

      <aside className="space-y-4 lg:sticky lg:top-4">
        <Card title={t('shop.checkout.items', { count: cart.lines.length })} data-testid="checkout-items">
          <ul className="divide-y divide-slate-100 text-sm">
            {cart.lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-2 py-1.5">
                <span className="min-w-0 break-words text-slate-700">
                  {l.name}
                  {l.label ? ` – ${l.label}` : ''} <span className="text-slate-500">× {l.quantity}</span>
                </span>
                <span className="shrink-0 font-medium">{money(l.lineTotal)}</span>
              </li>
            ))}
          </ul>
        </Card>

        <Card title={t('shop.totals.title')} data-testid="totals-card">
          {!body ? (
            <p className="text-sm text-slate-600" data-testid="totals-waiting">
              {t('shop.totals.chooseFirst')}
            </p>
          ) : quoteFailure && quoteFailure.kind !== 'voucher' && quoteFailure.kind !== 'shipment' ? (
            <div className="space-y-2">
              <FormMessage testId="totals-error">{quoteFailure.message}</FormMessage>
              <Button variant="secondary" onClick={() => void q.mutate()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : totals ? (
            <div className={q.isValidating ? 'opacity-60' : ''} aria-busy={q.isValidating || undefined}>
              <TotalsBox totals={totals} />
            </div>
          ) : quoteFailure ? (
            <p className="text-sm text-slate-600">{t('shop.totals.unavailable')}</p>
          ) : (
            <div className="flex justify-center py-4 text-primary" data-testid="totals-loading">
              <Spinner />
            </div>
          )}
          {failure && failure.kind !== 'shipment' && <PlaceFailure failure={failure} />}
          <Button
            block
            className="mt-4"
            loading={placing}
            disabled={!cart.canCheckout || !quoteReady || !totals}
            onClick={() => totals && void place(totals.grandTotal)}
            data-testid="place-order"
          >
            {totals ? t('shop.checkout.placeFor', { total: money(totals.grandTotal) }) : t('shop.checkout.place')}
          </Button>
        </Card>
      </aside>

      <Dialog
        open={change !== null}
        wide
        title={t('shop.checkout.changedTitle')}
        onClose={() => setChange(null)}
        testId="total-changed"
        footer={
          change && (
            <>
              <Button variant="secondary" onClick={() => setChange(null)} data-testid="total-changed-cancel">
                {t('common.cancel')}
              </Button>
              <Button loading={placing} onClick={() => void place(change.totals.grandTotal)} data-testid="total-changed-confirm">
                {t('shop.checkout.placeFor', { total: money(change.totals.grandTotal) })}
              </Button>
            </>
          )
        }
      >
        {change && (
          <div className="space-y-3">
            <p>{change.before ? t('shop.checkout.changedFrom', { before: money(change.before.grandTotal), after: money(change.totals.grandTotal) }) : t('shop.checkout.changedMessage', { after: money(change.totals.grandTotal) })}</p>
            <TotalsBox totals={change.totals} changed={changedRows(change.before, change.totals)} testId="new-totals" />
          </div>
        )}
      </Dialog>
    </div>
  );
}

/** Why the order was not placed, with the way forward. */
function PlaceFailure({ failure }: { failure: CheckoutFailure }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      <FormMessage testId={`place-error-${failure.kind}`}>
        <span className="block">{failure.message}</span>
        {failure.kind === 'pending_order' && failure.order && (
          <Link to={orderPath(failure.order.id)} className="mt-1 inline-block font-semibold underline" data-testid="place-error-order">
            {t('shop.pendingOrder.view', { number: failure.order.number })}
          </Link>
        )}
        {(failure.kind === 'out_of_stock' || failure.kind === 'cart' || failure.kind === 'pending_order') && (
          <Link to={CART_PATH} className="mt-1 ml-3 inline-block font-semibold underline">
            {t('shop.checkout.backToCart')}
          </Link>
        )}
      </FormMessage>
    </div>
  );
}
