/**
 * The customer's cart in one store, kept on this device (localStorage, one cart per store slug) until the
 * order is placed. Pure functions: a cart in, a new cart out.
 *
 * A line is one product variant; adding the same variant again adds to its line. Quantities stay whole
 * numbers from 1 to 99. The price is the one shown when the line was added: the cart and the checkout
 * show the server's quote of it, and the order is priced on the server.
 */
import { isDecimal, sumDecimals, timesQuantity } from './money';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
export const CART_VERSION = 1;

export interface CartLine {
  productId: number;
  variantId: number;
  name: string;
  /** The variant's label ("Red / L"), null when there is none to show. */
  variantLabel: string | null;
  /** The unit price, a decimal string. */
  price: string;
  imageUrl: string | null;
  quantity: number;
}

export interface Cart {
  version: typeof CART_VERSION;
  lines: CartLine[];
}

export const emptyCart = (): Cart => ({ version: CART_VERSION, lines: [] });

/** A whole number within 1..99 (anything unreadable is 1). */
export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)));
}

const sameLine = (a: Pick<CartLine, 'productId' | 'variantId'>, b: Pick<CartLine, 'productId' | 'variantId'>) =>
  a.productId === b.productId && a.variantId === b.variantId;

/** A line's key (React keys, test ids): "7-21". */
export const lineKey = (line: Pick<CartLine, 'productId' | 'variantId'>) => `${line.productId}-${line.variantId}`;

/** Adds a line, or the quantity to the same variant's line (at most 99); the newest name, price and image win. */
export function addLine(cart: Cart, line: CartLine): Cart {
  const existing = cart.lines.find((l) => sameLine(l, line));
  if (!existing) return { ...cart, lines: [...cart.lines, { ...line, quantity: clampQuantity(line.quantity) }] };
  return {
    ...cart,
    lines: cart.lines.map((l) => (l === existing ? { ...line, quantity: clampQuantity(l.quantity + clampQuantity(line.quantity)) } : l)),
  };
}

/** Sets a line's quantity, kept within 1..99 (removing is its own action). */
export function setQuantity(cart: Cart, key: Pick<CartLine, 'productId' | 'variantId'>, quantity: number): Cart {
  return { ...cart, lines: cart.lines.map((l) => (sameLine(l, key) ? { ...l, quantity: clampQuantity(quantity) } : l)) };
}

export function removeLine(cart: Cart, key: Pick<CartLine, 'productId' | 'variantId'>): Cart {
  return { ...cart, lines: cart.lines.filter((l) => !sameLine(l, key)) };
}

/** Units of one variant already in the cart (0 when none). */
export function quantityOf(cart: Cart, key: Pick<CartLine, 'productId' | 'variantId'>): number {
  return cart.lines.find((l) => sameLine(l, key))?.quantity ?? 0;
}

export const lineTotal = (line: Pick<CartLine, 'price' | 'quantity'>) => timesQuantity(line.price, line.quantity);

/** The sum of the lines, exact (decimal strings, no float). */
export const subtotal = (cart: Cart) => sumDecimals(cart.lines.map(lineTotal));

/** Units in the cart (the cart button's count). */
export const itemCount = (cart: Cart) => cart.lines.reduce((n, l) => n + l.quantity, 0);

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function readLine(raw: unknown): CartLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const l = raw as Record<string, unknown>;
  if (!isId(l.productId) || !isId(l.variantId)) return null;
  if (typeof l.name !== 'string' || !isDecimal(l.price) || typeof l.quantity !== 'number') return null;
  return {
    productId: l.productId,
    variantId: l.variantId,
    name: l.name,
    variantLabel: typeof l.variantLabel === 'string' && l.variantLabel ? l.variantLabel : null,
    price: l.price,
    imageUrl: typeof l.imageUrl === 'string' && l.imageUrl ? l.imageUrl : null,
    quantity: clampQuantity(l.quantity),
  };
}

/**
 * A cart from what localStorage held: anything unreadable (another version, a hand edit) gives an
 * empty cart, and a bad line is dropped rather than the whole cart. Duplicate lines are merged.
 */
export function parseCart(text: string | null): Cart {
  if (!text) return emptyCart();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return emptyCart();
  }
  if (!raw || typeof raw !== 'object' || (raw as { version?: unknown }).version !== CART_VERSION) return emptyCart();
  const lines = (raw as { lines?: unknown }).lines;
  if (!Array.isArray(lines)) return emptyCart();
  return lines.map(readLine).reduce<Cart>((cart, line) => (line ? addLine(cart, line) : cart), emptyCart());
}

export const serializeCart = (cart: Cart) => JSON.stringify(cart);

/** The localStorage key of a store's cart. */
export const cartStorageKey = (slug: string) => `rk.storefront.cart.${slug}`;
