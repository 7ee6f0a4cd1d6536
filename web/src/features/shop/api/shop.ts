/**
 * The agent's shop and cart (docs/api-orders.md § Shop (agent), § Cart). Every cart change answers
 * with the whole cart, which replaces the cached one.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { AddToCart, Cart, OrderFrom, Shop, ShopProduct } from './types';

export const SHOP_KEY = '/api/sales/my-shop';
export const CART_KEY = '/api/sales/my-shop/get-cart';
export const SHOP_PER_PAGE = 20;

export interface ShopQuery {
  categoryId: string;
  search: string;
  page: number;
}

export const shopKey = (q: ShopQuery) =>
  buildUrl(SHOP_KEY, { categoryId: q.categoryId || undefined, search: q.search || undefined, page: q.page, perPage: SHOP_PER_PAGE });

/** The products, packages and combos the agent may buy, at their tier's price. */
export const useShop = (q: ShopQuery) => useSWR<Shop>(shopKey(q), { keepPreviousData: true });

export const productKey = (id: number) => buildUrl(`${SHOP_KEY}/product`, { id });
/** One product with its images, ranges, options and variants (404 when the agent may not buy it). */
export const useShopProduct = (id: number | null) => useSWR<ShopProduct>(id ? productKey(id) : null);

export const useCart = () => useSWR<Cart>(CART_KEY);

export const addToCart = (item: AddToCart) => api.post<Cart>(`${SHOP_KEY}/cart/add`, item);
/** Quantity 0 removes the line. */
export const updateCartLine = (lineId: number, quantity: number) => api.post<Cart>(`${SHOP_KEY}/cart/update`, { lineId, quantity });
export const removeCartLine = (lineId: number) => api.del<Cart>(`${SHOP_KEY}/cart/remove`, { params: { lineId } });
/** Switching empties package and combo lines (upline orders are products only). */
export const setOrderFrom = (orderFrom: OrderFrom) => api.post<Cart>(`${SHOP_KEY}/cart/order-from`, { orderFrom });

/** Puts the cart a change answered with into the cache (no second request). */
export const storeCart = (mutate: ScopedMutator, cart: Cart | null | undefined) =>
  cart && Array.isArray(cart.lines) ? mutate(CART_KEY, cart, { revalidate: false }) : mutate(CART_KEY);

/** The listing and product pages follow the cart's "order from" (prices and stock): refetch them. */
export const refreshShop = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && (key === SHOP_KEY || key.startsWith(`${SHOP_KEY}?`) || key.startsWith(`${SHOP_KEY}/product?`)));
