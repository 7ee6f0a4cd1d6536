import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { LinkButton } from '@/components/LinkButton';
import { formatMoney } from '@/lib/format';
import { useStoreQuote } from '../api/storefront';
import type { StoreQuote } from '../api/types';
import { ProductImage } from '../components/ProductImage';
import { QuantityStepper } from '../components/QuantityStepper';
import { useStore, useStoreTitle } from '../components/store-context';
import { useStoreCart } from '../components/use-cart';
import { itemCount, lineKey, lineTotal, type CartLine } from '../logic/cart';
import { cartLinesInput } from '../logic/checkout';
import { sumDecimals } from '../logic/money';
import { checkoutPath, productPath, storePath } from '../logic/paths';

/** A cart line as shown: the server's price for it when the quote has it at this quantity, else the one kept with it. */
interface Shown {
  line: CartLine;
  price: string;
  total: string;
  /** Why it cannot be bought (the server's words), null when it can. */
  problem: string | null;
}

function shownLines(lines: CartLine[], quote: StoreQuote | undefined, settled: boolean, notSold: string): Shown[] {
  return lines.map((line) => {
    const server = quote?.lines.find((s) => s.variantId === line.variantId);
    const priced = server && server.quantity === line.quantity ? server : null;
    return {
      line,
      price: priced?.unitPrice ?? line.price,
      total: priced?.lineTotal ?? lineTotal(line),
      problem: server ? server.problem : settled && quote ? notSold : null,
    };
  });
}

/**
 * /s/:slug/cart — the cart kept on this device: change a quantity, remove a line, the subtotal, and on to
 * the checkout. The server's quote prices the lines (the store's price now) and says why a line cannot be
 * bought; until it answers (or if it cannot) the prices kept with the lines show.
 */
export function CartPage() {
  const { t } = useTranslation();
  const { store, slug } = useStore();
  const title = t('storefront.cart.title');
  useStoreTitle(store.name, title);
  const { cart, change, remove } = useStoreCart(slug);
  const noteId = useId();
  const money = (v: string) => formatMoney(v, store.currency);
  const count = itemCount(cart);
  const input = useMemo(() => ({ lines: cartLinesInput(cart) }), [cart]);
  const q = useStoreQuote(slug, input);
  const settled = Boolean(q.data) && !q.isValidating;
  const shown = shownLines(cart.lines, q.data, settled, t('storefront.cart.notSold'));
  const blocked = settled && (q.data?.ready === false || shown.some((s) => s.problem !== null));

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="cart-page">
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
      {cart.lines.length === 0 ? (
        <div className="space-y-4 rounded-xl bg-white px-4 py-10 text-center ring-1 ring-slate-200" data-testid="cart-empty">
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon name="cart" className="h-7 w-7" />
          </span>
          <p className="text-slate-600">{t('storefront.cart.empty')}</p>
          <LinkButton to={storePath(slug)} variant="primary">
            {t('storefront.cart.continue')}
          </LinkButton>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" data-testid="cart-lines">
            {shown.map((s) => (
              <Line key={lineKey(s.line)} shown={s} slug={slug} money={money} onQuantity={(n) => change(s.line, n)} onRemove={() => remove(s.line)} />
            ))}
          </ul>
          <Link to={storePath(slug)} className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-primary hover:underline">
            <span aria-hidden="true">←</span> {t('storefront.cart.continue')}
          </Link>

          {/* The total and the checkout: at the bottom of a phone's screen while the lines scroll above it. */}
          <section
            aria-label={t('storefront.cart.subtotal')}
            className="sticky bottom-0 z-20 -mx-4 space-y-2 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:rounded-xl sm:border-0 sm:p-4 sm:ring-1 sm:ring-slate-200"
            data-testid="cart-summary"
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-sm text-slate-600">
                {t('storefront.cart.subtotal')} · {t('storefront.cart.items', { count })}
              </span>
              <span className="text-lg font-bold text-slate-900" data-testid="cart-subtotal">
                {money(sumDecimals(shown.map((s) => s.total)))}
              </span>
            </div>
            {blocked ? (
              <Button block disabled aria-describedby={noteId} data-testid="checkout">
                {t('storefront.cart.checkout')}
              </Button>
            ) : (
              <LinkButton to={checkoutPath(slug)} variant="primary" className="w-full" data-testid="checkout">
                {t('storefront.cart.checkout')}
              </LinkButton>
            )}
            <p id={noteId} className={`text-xs ${blocked ? 'font-medium text-red-700' : 'text-slate-500'}`} data-testid="checkout-note">
              {blocked ? t('storefront.cart.fixLines') : t('storefront.cart.priceNote')}
            </p>
          </section>
        </div>
      )}
    </div>
  );
}

function Line({ shown, slug, money, onQuantity, onRemove }: { shown: Shown; slug: string; money: (v: string) => string; onQuantity: (n: number) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const { line } = shown;
  const key = lineKey(line);
  return (
    <li className="flex gap-3 p-3" data-testid={`cart-line-${key}`}>
      <Link to={productPath(slug, line.productId)} className="w-16 shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-200 sm:w-20" tabIndex={-1} aria-hidden="true">
        <ProductImage src={line.imageUrl} alt="" size={80} />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <Link to={productPath(slug, line.productId)} className="line-clamp-2 text-sm font-medium break-words text-slate-900 hover:underline">
              {line.name}
            </Link>
            {line.variantLabel && <p className="text-xs text-slate-500">{line.variantLabel}</p>}
            <p className="text-xs text-slate-500">{t('storefront.cart.each', { price: money(shown.price) })}</p>
            {shown.problem && (
              <p className="mt-0.5 text-xs font-medium text-red-700" data-testid={`line-problem-${key}`}>
                {shown.problem}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('storefront.cart.remove', { name: line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name })}
            className="-mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-primary"
            data-testid={`remove-${key}`}
          >
            <Icon name="close" className="h-5 w-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper label={t('storefront.cart.quantityOf', { name: line.name })} value={line.quantity} onChange={onQuantity} testId={`quantity-${key}`} />
          <span className="font-semibold text-slate-900" data-testid={`line-total-${key}`}>
            {money(shown.total)}
          </span>
        </div>
      </div>
    </li>
  );
}
