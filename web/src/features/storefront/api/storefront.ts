/**
 * The public storefront's calls (docs/api-stores.md, "Public storefront"). No sign-in: every call is
 * `silent` so a failure never opens the signed-in app's dialogs (session expired → sign-in) nor clears
 * the device's storage (the cart lives there); the screens show their own messages instead.
 *
 * A 404 (unknown or inactive store, or a product it does not publish) is an answer, not a failure: the
 * reads resolve to `null` for it, so the screens show "not found" without an error in SWR or the console.
 */
import useSWR from 'swr';
import useSWRImmutable from 'swr/immutable';
import useSWRInfinite from 'swr/infinite';
import { statesKey, type StateOption } from '@/features/profile/api/get-attributes';
import { api, ApiError, buildUrl, type Params } from '@/lib/api';
import type {
  CustomerLinkInput,
  CustomerLinkSent,
  CustomerOrders,
  RatingInput,
  StoreCheckoutInput,
  StoreCheckoutResult,
  Storefront,
  StorefrontProductDetail,
  StorefrontProductPage,
  StorefrontVisit,
  StoreQuote,
  StoreQuoteInput,
  TrackedLine,
  TrackedOrder,
} from './types';

export const STOREFRONT_API = '/api/storefront';
/** Products a page: fills the grid's 2 columns on a phone and 4 at desktop. */
export const PRODUCTS_PER_PAGE = 20;

const base = (slug: string) => `${STOREFRONT_API}/${encodeURIComponent(slug)}`;

/** GET that answers `null` for a 404 and throws any other failure (the screen offers a retry). */
export async function getOrNull<T>(path: string, params?: Params): Promise<T | null> {
  try {
    return await api.get<T>(path, params, { silent: true });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** SWR's fetcher for these reads: the key is the whole URL. */
const fetchOrNull = <T>(url: string) => getOrNull<T>(url);

/**
 * The storefront's SWR fetcher (the store layout gives it to its pages): a silent GET, so the shared
 * lookups read by key alone (the address lists) fail without the signed-in app's dialogs too.
 */
export const fetchSilent = <T>(url: string) => api.get<T>(url, undefined, { silent: true });

export const storefrontKey = (slug: string) => base(slug);
/** The store; `null` when there is no active store under this slug on this company's host. */
export const useStorefront = (slug: string) => useSWR<Storefront | null>(storefrontKey(slug), fetchOrNull<Storefront>);

export interface ProductQuery {
  search?: string;
  categoryId?: number | null;
}

export const productsKey = (slug: string, q: ProductQuery, page: number, perPage = PRODUCTS_PER_PAGE) =>
  buildUrl(`${base(slug)}/products`, { search: q.search?.trim() || undefined, categoryId: q.categoryId ?? undefined, page, perPage });

/**
 * The product grid, a page at a time ("load more" asks for the next page). A page answered `null` (the
 * store closed meanwhile) ends the list.
 */
export function useStorefrontProducts(slug: string, q: ProductQuery) {
  return useSWRInfinite<StorefrontProductPage | null>(
    (index, previous: StorefrontProductPage | null) => {
      if (index > 0 && (!previous || previous.page * previous.perPage >= previous.total)) return null;
      return productsKey(slug, q, index + 1);
    },
    fetchOrNull<StorefrontProductPage>,
    { revalidateFirstPage: false },
  );
}

export const productKey = (slug: string, id: number) => buildUrl(`${base(slug)}/product`, { id });
/** One product; `null` when the store does not publish it. */
export const useStorefrontProduct = (slug: string, id: number | null) =>
  useSWR<StorefrontProductDetail | null>(id === null ? null : productKey(slug, id), fetchOrNull<StorefrontProductDetail>);

/** Counts a visit for today (the store layout calls it once per browser session and store). */
export const recordVisit = (slug: string) => api.post<StorefrontVisit>(`${STOREFRONT_API}/${encodeURIComponent(slug)}/visit`, undefined, { silent: true });

/**
 * The quote of a cart (`null` while there is nothing to price). The key is the URL and the body as JSON,
 * so equal bodies share the answer; the last answer stays shown while the next one loads.
 */
export const quoteKey = (slug: string, input: StoreQuoteInput | null): [string, string] | null =>
  input && input.lines.length > 0 ? [`${base(slug)}/quote`, JSON.stringify(input)] : null;

export const quoteCart = (slug: string, input: StoreQuoteInput) => api.post<StoreQuote>(`${STOREFRONT_API}/${encodeURIComponent(slug)}/quote`, input, { silent: true });

export const useStoreQuote = (slug: string, input: StoreQuoteInput | null) =>
  useSWR<StoreQuote, unknown, [string, string] | null>(quoteKey(slug, input), ([, json]) => quoteCart(slug, JSON.parse(json) as StoreQuoteInput), { keepPreviousData: true });

/**
 * Places the order and opens its Billplz bill. Refusals: 422 `validation` (data.errors by field),
 * `cart_not_ready` (data.problems), `payment_unavailable`; 409 `total_changed` (data.grandTotal),
 * `out_of_stock`.
 */
export const placeStoreOrder = (slug: string, input: StoreCheckoutInput) =>
  api.post<StoreCheckoutResult>(`${STOREFRONT_API}/${encodeURIComponent(slug)}/checkout`, input, { silent: true });

export const trackedOrderKey = (slug: string, token: string) => `${base(slug)}/order/${encodeURIComponent(token)}`;
/** While an order waits for payment its page looks again this often (Billplz's callback may settle it after the customer is back). */
export const UNPAID_REFRESH_MS = 15_000;

/** The order a tracking link opens; `null` when this store has no order under the token. */
export const useTrackedOrder = (slug: string, token: string) =>
  useSWR<TrackedOrder | null>(token ? trackedOrderKey(slug, token) : null, fetchOrNull<TrackedOrder>, {
    refreshInterval: (order) => (order?.status === 'unpaid' ? UNPAID_REFRESH_MS : 0),
  });

/** Rates a product of a completed order (rating again changes it); answers the line with its stars. */
export const rateProduct = (slug: string, token: string, input: RatingInput) =>
  api.post<TrackedLine>(`${STOREFRONT_API}/${encodeURIComponent(slug)}/order/${encodeURIComponent(token)}/rating`, input, { silent: true });

/**
 * Asks for a link to the customer's orders by e-mail. The answer is the same whether or not the e-mail has
 * orders; a 422 `validation` names `email` in data.errors.
 */
export const sendMyOrdersLink = (slug: string, input: CustomerLinkInput) =>
  api.post<CustomerLinkSent>(`${STOREFRONT_API}/${encodeURIComponent(slug)}/my-orders/link`, input, { silent: true });

/** The refusal of a key that is unknown or past its 30 days. */
export const KEY_EXPIRED = 'customer_key_expired';

export const myOrdersKey = (slug: string, key: string) => buildUrl(`${base(slug)}/my-orders`, { key });

/** The orders a key opens; `null` when the key is unknown or expired (404 `customer_key_expired`). */
export async function getMyOrders(url: string): Promise<CustomerOrders | null> {
  try {
    return await api.get<CustomerOrders>(url, undefined, { silent: true });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404 && e.error === KEY_EXPIRED) return null;
    throw e;
  }
}

/** The customer's orders (no call without a key). */
export const useMyOrders = (slug: string, key: string | null) => useSWR<CustomerOrders | null>(key ? myOrdersKey(slug, key) : null, getMyOrders);

/** The states of a country (public, the list the agent's address form reads), for a Malaysian address. */
export const useStates = (country: string | null) => useSWRImmutable<StateOption[]>(country ? statesKey(country) : null, fetchSilent<StateOption[]>);
