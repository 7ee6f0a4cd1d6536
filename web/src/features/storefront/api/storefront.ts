/**
 * The public storefront's calls (docs/api-stores.md, "Public storefront"). No sign-in: every call is
 * `silent` so a failure never opens the signed-in app's dialogs (session expired → sign-in) nor clears
 * the device's storage (the cart lives there); the screens show their own messages instead.
 *
 * A 404 (unknown or inactive store, or a product it does not publish) is an answer, not a failure: the
 * reads resolve to `null` for it, so the screens show "not found" without an error in SWR or the console.
 */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, ApiError, buildUrl, type Params } from '@/lib/api';
import type { Storefront, StorefrontProductDetail, StorefrontProductPage, StorefrontVisit } from './types';

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
