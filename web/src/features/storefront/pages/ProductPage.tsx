import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Tag } from '@/components/StatusBadge';
import { formatMoney } from '@/lib/format';
import { useStorefrontProduct } from '../api/storefront';
import type { Storefront, StorefrontProductDetail } from '../api/types';
import { ImageCarousel } from '../components/ImageCarousel';
import { QuantityStepper } from '../components/QuantityStepper';
import { RatingStars } from '../components/RatingStars';
import { Bone } from '../components/Skeleton';
import { useStore, useStoreTitle } from '../components/store-context';
import { useStoreCart } from '../components/use-cart';
import { VariantPicker } from '../components/VariantPicker';
import { MAX_QUANTITY, quantityOf } from '../logic/cart';
import { timesQuantity } from '../logic/money';
import { cartPath, parseId, storePath } from '../logic/paths';

/** /s/:slug/p/:productId — one product: images, price, description, the variant, the quantity, add to cart. */
export function ProductPage() {
  const { t } = useTranslation();
  const { store, slug } = useStore();
  const { productId } = useParams();
  const id = parseId(productId);
  const { data: product, error, mutate } = useStorefrontProduct(slug, id);
  useStoreTitle(store.name, product?.name);

  const back = (
    <Link to={storePath(slug)} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline" data-testid="back-to-store">
      <span aria-hidden="true">←</span> {t('storefront.product.back')}
    </Link>
  );

  if (id === null || product === null) {
    return (
      <div className="space-y-4" data-testid="product-not-found">
        {back}
        <FormMessage kind="info">{t('storefront.product.notFound')}</FormMessage>
      </div>
    );
  }
  if (!product && error) {
    return (
      <div className="space-y-4" data-testid="product-error">
        {back}
        <FormMessage>{t('storefront.product.loadFailed')}</FormMessage>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {back}
      {product ? <ProductView key={product.id} product={product} store={store} slug={slug} /> : <ProductSkeleton label={t('storefront.loading')} />}
    </div>
  );
}

function ProductView({ product, store, slug }: { product: StorefrontProductDetail; store: Storefront; slug: string }) {
  const { t } = useTranslation();
  const { cart, add } = useStoreCart(slug);
  const money = (v: string) => formatMoney(v, store.currency);
  const variants = product.variants;
  const [chosenId, setChosenId] = useState<number | null>(() => variants.find((v) => v.inStock)?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);

  const variant = variants.find((v) => v.id === chosenId && v.inStock) ?? null;
  const soldOut = !variants.some((v) => v.inStock);
  // The one variant of a product without options has no label: nothing to choose.
  const showPicker = variants.length > 1 || (variants.length === 1 && variants[0].label !== '');
  const inCart = variant ? quantityOf(cart, { productId: product.id, variantId: variant.id }) : 0;
  const room = MAX_QUANTITY - inCart;
  const canAdd = variant !== null && room > 0;

  const addToCart = () => {
    if (!variant || room <= 0) return;
    add({
      productId: product.id,
      variantId: variant.id,
      name: product.name,
      variantLabel: variant.label || null,
      price: product.price,
      imageUrl: product.images[0] ?? null,
      quantity: Math.min(quantity, room),
    });
    setAdded(true);
    setQuantity(1);
  };

  return (
    <article className="flex flex-col gap-4 md:grid md:grid-cols-2 md:grid-rows-[auto_auto_1fr] md:gap-x-8 md:gap-y-4" data-testid="product">
      <div className="min-w-0 md:row-span-3">
        <ImageCarousel images={product.images} name={product.name} />
      </div>

      <div className="min-w-0 space-y-3 md:col-start-2">
        <div className="space-y-1">
          <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl" data-testid="product-title">
            {product.name}
          </h1>
          <p className="text-2xl font-bold text-primary" data-testid="product-price">
            {money(product.price)}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <RatingStars average={product.ratingAverage} count={product.ratingCount} size="md" />
            {product.preorder && <Tag testId="product-preorder">{t('storefront.product.preorder')}</Tag>}
            {soldOut && (
              <span className="rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white" data-testid="product-out-of-stock">
                {t('storefront.product.outOfStock')}
              </span>
            )}
          </div>
        </div>
        {showPicker && (
          <VariantPicker
            variants={variants}
            chosen={variant?.id ?? null}
            onChoose={(id) => {
              setAdded(false);
              setChosenId(id);
            }}
          />
        )}
      </div>

      {product.description.trim() && (
        <section aria-labelledby="product-description" className="min-w-0 md:col-start-2 md:row-start-3">
          <h2 id="product-description" className="mb-1 text-sm font-semibold text-slate-800">
            {t('storefront.product.description')}
          </h2>
          <p className="text-sm break-words whitespace-pre-line text-slate-700" data-testid="product-description">
            {product.description}
          </p>
        </section>
      )}

      {/* The buying bar: at the thumb's reach on a phone (it sticks to the bottom while the product is in view), in the column at desktop. */}
      <div
        className="sticky bottom-0 z-20 -mx-4 space-y-2 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur md:static md:col-start-2 md:row-start-2 md:mx-0 md:rounded-xl md:border-0 md:p-4 md:ring-1 md:ring-slate-200"
        data-testid="buy-bar"
      >
        {added && (
          <FormMessage kind="success" testId="added-to-cart">
            {t('storefront.product.added')}{' '}
            <Link to={cartPath(slug)} className="font-semibold underline" data-testid="view-cart">
              {t('storefront.product.viewCart')}
            </Link>
          </FormMessage>
        )}
        {variant && room <= 0 && <p className="text-sm text-slate-600" data-testid="cart-full">{t('storefront.product.cartFull', { max: MAX_QUANTITY })}</p>}
        {canAdd && quantity > 1 && (
          <p className="text-right text-sm text-slate-600" data-testid="product-total">
            {t('storefront.product.total', { total: money(timesQuantity(product.price, quantity)) })}
          </p>
        )}
        <div className="flex items-center gap-3">
          <QuantityStepper
            label={t('storefront.product.quantity')}
            value={quantity}
            max={Math.max(1, room)}
            disabled={!canAdd}
            onChange={(n) => {
              setAdded(false);
              setQuantity(n);
            }}
            testId="product-quantity"
          />
          <Button className="flex-1" disabled={!canAdd} onClick={addToCart} data-testid="add-to-cart">
            {soldOut ? t('storefront.product.outOfStock') : t('storefront.product.add')}
          </Button>
        </div>
      </div>
    </article>
  );
}

function ProductSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4 md:grid md:grid-cols-2 md:gap-8" data-testid="product-loading">
      <Bone className="aspect-square w-full rounded-xl" />
      <div className="space-y-3">
        <Bone className="h-7 w-3/4" />
        <Bone className="h-7 w-1/3" />
        <Bone className="h-11 w-full" />
        <Bone className="h-24 w-full" />
      </div>
    </div>
  );
}
