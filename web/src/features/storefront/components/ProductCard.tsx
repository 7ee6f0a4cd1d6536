import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import type { StorefrontProduct } from '../api/types';
import { productPath } from '../logic/paths';
import { ProductImage } from './ProductImage';
import { RatingStars } from './RatingStars';

/** One product in the store's grid: cover, name, price, "out of stock", rating. */
export function ProductCard({ product, slug, currency }: { product: StorefrontProduct; slug: string; currency: string }) {
  const { t } = useTranslation();
  return (
    <li className="min-w-0" data-testid="product-card">
      <Link to={productPath(slug, product.id)} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:ring-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
        <span className="relative block">
          <ProductImage src={product.coverUrl} alt={product.name} size={400} className={product.inStock ? '' : 'opacity-60'} />
          {!product.inStock && (
            <span className="absolute top-2 left-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white" data-testid="out-of-stock">
              {t('storefront.grid.outOfStock')}
            </span>
          )}
        </span>
        <span className="flex flex-1 flex-col gap-1 p-3">
          <span className="line-clamp-2 text-sm font-medium break-words text-slate-900" data-testid="product-name">
            {product.name}
          </span>
          <span className="mt-auto text-base font-bold text-primary" data-testid="product-price">
            {formatMoney(product.price, currency)}
          </span>
          <RatingStars average={product.ratingAverage} count={product.ratingCount} />
        </span>
      </Link>
    </li>
  );
}
