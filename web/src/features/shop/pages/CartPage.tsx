import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { failureText } from '@/lib/form';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { removeCartLine, storeCart, updateCartLine, useCart } from '../api/shop';
import type { Cart } from '../api/types';
import { CartLineRow } from '../components/CartLineRow';
import { MoqProgressBar } from '../components/MoqProgressBar';
import { PendingOrderBanner } from '../components/PendingOrderBanner';
import { CHECKOUT_PATH, SHOP_PATH } from '../logic/paths';

/** /my-shop/shopping-cart: the lines, their problems, the minimum order, an unpaid order, the totals. */
export function CartPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useCart();
  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="cart-page">
      <PageTitle
        actions={
          <LinkButton to={SHOP_PATH} variant="ghost" data-testid="continue-shopping">
            {t('shop.cart.continue')}
          </LinkButton>
        }
      >
        {t('shop.cart.title')}
      </PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(cart) => <CartView cart={cart} />}
      </Loaded>
    </div>
  );
}

function CartView({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (lineId: number, change: () => Promise<Cart>) => {
      setBusyLine(lineId);
      setError(null);
      try {
        await storeCart(mutate, await change());
      } catch (e) {
        setError(failureText(e));
        // The quantity shown goes back to what the server holds.
        await storeCart(mutate, null);
      } finally {
        setBusyLine(null);
      }
    },
    [mutate],
  );
  const quantityOf = useCallback((lineId: number) => (quantity: number) => run(lineId, () => updateCartLine(lineId, quantity)), [run]);

  const problems = cart.problems;

  return (
    <>
      {cart.pendingOrder && <PendingOrderBanner order={cart.pendingOrder} onDeleted={() => storeCart(mutate, null)} />}
      {error && <FormMessage testId="cart-error">{error}</FormMessage>}

      {cart.lines.length === 0 ? (
        <div className="space-y-3 rounded-xl bg-white px-4 py-10 text-center ring-1 ring-slate-200" data-testid="cart-empty">
          <p className="text-sm text-slate-600">{t('shop.cart.empty')}</p>
          <LinkButton to={SHOP_PATH} variant="primary">
            {t('shop.cart.startShopping')}
          </LinkButton>
        </div>
      ) : (
        <ul className="space-y-3" data-testid="cart-lines">
          {cart.lines.map((line) => (
            <CartLineRow key={line.id} line={line} busy={busyLine === line.id} onQuantity={quantityOf(line.id)} onRemove={() => void run(line.id, () => removeCartLine(line.id))} />
          ))}
        </ul>
      )}

      <MoqProgressBar moq={cart.lines.length > 0 ? cart.moq : null} />

      {problems.length > 0 && (
        <section role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200" data-testid="cart-problems">
          <h2 className="font-semibold">{t('shop.cart.problemsTitle')}</h2>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </section>
      )}

      {cart.lines.length > 0 && (
        <section className="sticky bottom-16 z-10 space-y-2 rounded-xl bg-white/95 p-3 shadow-md ring-1 ring-slate-200 backdrop-blur lg:bottom-4" aria-label={t('shop.cart.summary')} data-testid="cart-summary">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('shop.cart.units')}</dt>
            <dd className="text-right" data-testid="cart-units">
              {cart.units}
            </dd>
            <dt className="text-slate-600">{t('shop.totals.weight')}</dt>
            <dd className="text-right">{t('shop.totals.weightValue', { weight: cart.weight })}</dd>
            <dt className="text-slate-600">{t('shop.totals.points')}</dt>
            <dd className="text-right">{cart.points}</dd>
            <dt className="font-semibold text-slate-900">{t('shop.totals.subTotal')}</dt>
            <dd className="text-right text-base font-bold text-slate-900" data-testid="cart-subtotal">
              {formatMoney(cart.subTotal, currency)}
            </dd>
          </dl>
          {!cart.canCheckout && <p className="text-xs text-slate-600">{t('shop.cart.cannotCheckout')}</p>}
          <Button block disabled={!cart.canCheckout} onClick={() => navigate(CHECKOUT_PATH)} data-testid="checkout-button">
            {t('shop.cart.checkout')}
          </Button>
        </section>
      )}
    </>
  );
}
