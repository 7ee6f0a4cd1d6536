/**
 * The store's cart on this device: localStorage under the store's slug (logic/cart.ts holds the rules),
 * shared by every screen that shows it (the header's count, the product page, the cart page) and by the
 * browser's other tabs (the `storage` event). Where localStorage is out of reach (some private modes) the
 * cart lives in memory for this page's life.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { addLine, cartStorageKey, emptyCart, parseCart, removeLine, serializeCart, setQuantity, type Cart, type CartLine } from '../logic/cart';

const listeners = new Set<() => void>();
/** The last text read or written per slug, and its cart: the same cart object while the text is the same. */
const snapshots = new Map<string, { text: string | null; cart: Cart }>();
/** The cart text per slug when localStorage refuses it. */
const memory = new Map<string, string | null>();

function readText(slug: string): string | null {
  if (memory.has(slug)) return memory.get(slug) ?? null;
  try {
    return localStorage.getItem(cartStorageKey(slug));
  } catch {
    return null;
  }
}

function readCart(slug: string): Cart {
  const text = readText(slug);
  const known = snapshots.get(slug);
  if (known && known.text === text) return known.cart;
  const cart = parseCart(text);
  snapshots.set(slug, { text, cart });
  return cart;
}

function writeCart(slug: string, cart: Cart): void {
  const text = cart.lines.length ? serializeCart(cart) : null;
  try {
    if (text === null) localStorage.removeItem(cartStorageKey(slug));
    else localStorage.setItem(cartStorageKey(slug), text);
    memory.delete(slug);
  } catch {
    memory.set(slug, text);
  }
  snapshots.set(slug, { text, cart });
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('rk.storefront.cart.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

type LineRef = Pick<CartLine, 'productId' | 'variantId'>;

export function useStoreCart(slug: string) {
  const cart = useSyncExternalStore(
    subscribe,
    () => readCart(slug),
    () => readCart(slug),
  );
  const add = useCallback((line: CartLine) => writeCart(slug, addLine(readCart(slug), line)), [slug]);
  const change = useCallback((line: LineRef, quantity: number) => writeCart(slug, setQuantity(readCart(slug), line, quantity)), [slug]);
  const remove = useCallback((line: LineRef) => writeCart(slug, removeLine(readCart(slug), line)), [slug]);
  /** Empties the cart (the order is placed). */
  const clear = useCallback(() => writeCart(slug, emptyCart()), [slug]);
  return useMemo(() => ({ cart, add, change, remove, clear }), [cart, add, change, remove, clear]);
}

/** Tests: forget what was read and kept in memory. */
export function forgetCarts(): void {
  snapshots.clear();
  memory.clear();
}
