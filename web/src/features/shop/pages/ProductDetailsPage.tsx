import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { FieldError, FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Tag } from '@/components/StatusBadge';
import { Gallery } from '@/features/catalogue/components/preview/Gallery';
import { QuantityStepper } from '@/features/catalogue/components/preview/QuantityStepper';
import { VariantChooser } from '@/features/catalogue/components/preview/VariantChooser';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { ApiError } from '@/lib/api';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { addToCart, storeCart, useCart, useShopProduct } from '../api/shop';
import type { ShopProduct } from '../api/types';
import { CartButton } from '../components/CartButton';
import { fromCents, isZeroMoney, sameMoney, toCents } from '../logic/money';
import { CART_PATH, parseId, SHOP_PATH } from '../logic/paths';
import { chosenVariant, isSoldOut, maxQuantity, unitPriceFor, unitsInCart } from '../logic/pricing';

/** /my-shop/product-details?id=: images, price, range prices, the variant, the quantity, add to cart. */
export function ProductDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const { data, error, mutate } = useShopProduct(id);
  const notFound = id === null || (error instanceof ApiError && error.status === 404);

  return (
    <div className="mx-auto max-w-4xl space-y-4" data-testid="shop-product-page">
      <div className="flex items-center justify-between gap-2">
        <LinkButton to={SHOP_PATH} variant="ghost" data-testid="back-to-shop">
          {t('shop.product.back')}
        </LinkButton>
        <CartButton />
      </div>
      {notFound ? (
        <>
          <PageTitle>{t('shop.product.title')}</PageTitle>
          <FormMessage testId="shop-product-not-found">{t('shop.product.notFound')}</FormMessage>
        </>
      ) : (
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(product) => <ProductDetails key={product.id} product={product} />}
        </Loaded>
      )}
    </div>
  );
}

function ProductDetails({ product }: { product: ShopProduct }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const { mutate } = useSWRConfig();
  const { data: cart } = useCart();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState<{ field?: string; form?: string } | null>(null);
  const money = (v: string) => formatMoney(v, currency);

  const images = [product.coverImage, ...product.images].filter((x, i, all): x is string => Boolean(x) && all.indexOf(x) === i);
  const variant = chosenVariant(product, chosen);
  const soldOut = product.showStock && isSoldOut(variant, product.preorder);
  const max = Math.max(1, product.showStock ? maxQuantity(variant, product.preorder) : maxQuantity(undefined, false));
  const inCart = unitsInCart(cart, product.id);
  const unit = unitPriceFor(product.quantityRanges, inCart + quantity, product.price);
  const total = fromCents(toCents(unit) * BigInt(quantity));

  const add = async () => {
    if (!variant) return;
    setBusy(true);
    setError(null);
    setAdded(false);
    try {
      await storeCart(mutate, await addToCart({ variantId: variant.id, quantity }));
      setAdded(true);
    } catch (e) {
      const field = e instanceof ApiError ? e.errors?.quantity : undefined;
      setError(field ? { field: String(field) } : { form: e instanceof Error && e.message ? e.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="grid gap-6 md:grid-cols-2" data-testid="shop-product">
      <Gallery images={images} name={product.name} />
      <div className="min-w-0 space-y-4">
        <div>
          {product.categoryName && <p className="text-xs font-medium text-slate-500 uppercase">{product.categoryName}</p>}
          <PageTitle>{product.name}</PageTitle>
          <p className="-mt-3 text-2xl font-bold text-primary" data-testid="shop-product-price">
            {money(product.price)}
          </p>
          {!sameMoney(product.retailPrice, product.price) && (
            <p className="text-sm text-slate-500">
              {t('shop.grid.retailPrice')}: <s>{money(product.retailPrice)}</s>
            </p>
          )}
          {product.point && !isZeroMoney(product.point) && <p className="text-sm text-slate-600">{t('shop.grid.points', { points: product.point })}</p>}
          <div className="mt-2 flex flex-wrap gap-1">
            {product.preorder && <Tag>{t('shop.grid.preorder')}</Tag>}
            {product.firstOrderOnly && <Tag>{t('shop.grid.firstOrderOnly')}</Tag>}
          </div>
        </div>

        {product.quantityRanges.length > 0 && (
          <section aria-labelledby="shop-ranges">
            <h2 id="shop-ranges" className="mb-1 text-sm font-semibold text-slate-800">
              {t('shop.product.ranges')}
            </h2>
            <table className="w-full overflow-hidden rounded-lg bg-white text-sm ring-1 ring-slate-200" data-testid="shop-product-ranges">
              <thead className="bg-slate-50 text-left text-xs text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('shop.product.rangeQuantity')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('shop.product.rangePrice')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {product.quantityRanges.map((r) => (
                  <tr key={`${r.minRange}-${r.maxRange}`}>
                    <td className="px-3 py-2">{t('shop.product.rangeUnits', { min: r.minRange, max: r.maxRange })}</td>
                    <td className="px-3 py-2 text-right font-semibold">{money(r.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}

        {product.options.length > 0 && (
          <VariantChooser
            options={product.options}
            chosen={chosen}
            onChoose={(o, v) => {
              setAdded(false);
              setChosen((c) => ({ ...c, [o]: v }));
            }}
          />
        )}

        <div className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="shop-product-selection">
          {product.options.length > 0 && (
            <p className="text-sm" data-testid="shop-product-variant">
              {variant ? t('shop.product.chosen', { label: variant.label }) : t('shop.product.chooseAll')}
            </p>
          )}
          {product.showStock && variant && variant.stock !== null && (
            <p className={`text-sm ${soldOut ? 'font-semibold text-red-700' : 'text-slate-600'}`} data-testid="shop-product-stock">
              {soldOut ? t('shop.grid.soldOut') : t('shop.grid.stock', { count: variant.stock })}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <QuantityStepper
              label={t('shop.product.quantity')}
              value={quantity}
              min={1}
              max={max}
              onChange={(n) => {
                setAdded(false);
                setError(null);
                setQuantity(n);
              }}
              testId="product-quantity"
            />
            <p className="text-right">
              <span className="block text-xs text-slate-500" data-testid="shop-product-unit">
                {t('shop.product.unitPrice', { price: money(unit) })}
              </span>
              <span className="font-bold" data-testid="shop-product-total">
                {money(total)}
              </span>
            </p>
          </div>
          {inCart > 0 && <p className="text-xs text-slate-500">{t('shop.product.inCart', { count: inCart })}</p>}
          <FieldError message={error?.field} />
          {error?.form && <FormMessage testId="add-to-cart-error">{error.form}</FormMessage>}
          {added && (
            <FormMessage kind="success" testId="add-to-cart-success">
              {t('shop.product.added')}{' '}
              <Link to={CART_PATH} className="font-semibold underline" data-testid="view-cart">
                {t('shop.product.viewCart')}
              </Link>
            </FormMessage>
          )}
          <Button block loading={busy} disabled={!variant || soldOut} onClick={() => void add()} data-testid="add-to-cart">
            {t('shop.product.add')}
          </Button>
        </div>

        {product.description && <p className="text-sm whitespace-pre-line text-slate-700">{product.description}</p>}
        {product.weight && <p className="text-xs text-slate-500">{t('shop.product.weight', { weight: product.weight })}</p>}
      </div>
    </article>
  );
}
