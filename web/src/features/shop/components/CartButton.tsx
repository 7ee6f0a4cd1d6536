import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import { useCart } from '../api/shop';
import { CART_PATH } from '../logic/paths';

/** The cart with its number of lines, on every shop screen. */
export function CartButton() {
  const { t } = useTranslation();
  const { data } = useCart();
  const count = data?.lines.length ?? 0;
  return (
    <Link
      to={CART_PATH}
      aria-label={t('shop.cartButton', { count })}
      className="relative inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
      data-testid="cart-button"
    >
      <Icon name="cart" className="h-5 w-5" />
      <span className="hidden sm:inline">{t('shop.cart.title')}</span>
      <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-white" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
