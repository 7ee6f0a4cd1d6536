/** What the product page works out: the chosen variant, the price for a quantity, how many may be added. */
import type { Cart, QuantityRange, ShopProduct, ShopVariant } from '../api/types';
import { toCents } from './money';

/** The server takes 1–9999 a line. */
export const MAX_QUANTITY = 9999;

/** The variant made of exactly these option values (any order). */
export function findVariant(variants: readonly ShopVariant[], valueIds: readonly number[]): ShopVariant | undefined {
  const wanted = [...valueIds].sort((a, b) => a - b).join(',');
  return variants.find((v) => [...v.optionValueIds].sort((a, b) => a - b).join(',') === wanted);
}

/** The variant the choices make: the only one of a product without options; undefined until every option is chosen. */
export function chosenVariant(product: Pick<ShopProduct, 'options' | 'variants'>, chosen: Record<number, number>): ShopVariant | undefined {
  if (product.options.length === 0) return product.variants[0];
  if (!product.options.every((o) => chosen[o.id] !== undefined)) return undefined;
  return findVariant(product.variants, product.options.map((o) => chosen[o.id]));
}

/**
 * The unit price when `units` of the product are in the cart: the price of the range covering them when it
 * is lower than the tier price, else the tier price.
 */
export function unitPriceFor(ranges: readonly QuantityRange[], units: number, tierPrice: string): string {
  const range = ranges.find((r) => units >= r.minRange && units <= r.maxRange);
  return range && toCents(range.price) < toCents(tierPrice) ? range.price : tierPrice;
}

/** Units of this product already in the cart (all its variants). */
export function unitsInCart(cart: Pick<Cart, 'lines'> | undefined, productId: number): number {
  return (cart?.lines ?? []).filter((l) => l.kind === 'product' && l.productId === productId).reduce((n, l) => n + l.quantity, 0);
}

/** The most that may be added: the stock when it is shown (not for preorders), capped at the server's limit. */
export function maxQuantity(variant: Pick<ShopVariant, 'stock'> | undefined, preorder: boolean): number {
  if (!variant || preorder || variant.stock === null) return MAX_QUANTITY;
  return Math.max(0, Math.min(MAX_QUANTITY, variant.stock));
}

/** Out of stock: the stock is shown and none is left (preorders may still be ordered). */
export const isSoldOut = (variant: Pick<ShopVariant, 'stock'> | undefined, preorder: boolean) =>
  !preorder && variant !== undefined && variant.stock !== null && variant.stock <= 0;
