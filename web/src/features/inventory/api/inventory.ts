import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, buildUrl } from '@/lib/api';
import type { Category, HistoryPage, InventoryPage, InventoryRow, InventorySelect, StorePayload } from './types';
import type { HistoryFilters, ListFilters } from '../logic/filters';

export const PER_PAGE = 20;
const LIST = '/api/inventory';
const SELECT = '/api/inventory/select';
const HISTORY = '/api/inventory/update-history';

/** GET /api/inventory (branch defaults to the main branch on the server). */
export function useInventory(f: ListFilters) {
  const key = buildUrl(LIST, {
    branchId: f.branchId || undefined,
    categoryId: f.categoryId || undefined,
    search: f.search.trim() || undefined,
    band: f.band || undefined,
    page: f.page,
    perPage: PER_PAGE,
  });
  return useSWR<InventoryPage>(key, { keepPreviousData: true });
}

/** GET /api/inventory/select: the branches and at most 50 matching products with their variants. */
export function useInventorySelect(search: string, branchId?: string | number | null, enabled = true) {
  const key = enabled ? buildUrl(SELECT, { search: search.trim() || undefined, branchId: branchId || undefined }) : null;
  return useSWR<InventorySelect>(key, { keepPreviousData: true });
}

/** The branches only (from the select call without a search). */
export function useBranchOptions() {
  const { data, error } = useSWR<InventorySelect>(SELECT, { revalidateIfStale: false });
  return { branches: data?.branches, error };
}

/** Product categories for the filter; staff without create product may be refused: the filter then hides. */
export function useCategories() {
  return useSWR<Category[]>('/api/setup/product/category', { revalidateIfStale: false });
}

/** POST /api/inventory/store: all rows at once, all or nothing → the changed inventory rows. */
export const storeStock = (payload: StorePayload) => api.post<InventoryRow[] | null>('/api/inventory/store', payload);

/** GET /api/inventory/update-history, newest first, paged by hasMore ("load more"). */
export function useStockHistory(f: HistoryFilters, enabled = true) {
  return useSWRInfinite<HistoryPage>((index, previous: HistoryPage | null) => {
    if (!enabled || (previous && !previous.hasMore)) return null;
    return buildUrl(HISTORY, {
      productId: f.productId || undefined,
      branchId: f.branchId || undefined,
      type: f.type || undefined,
      from: f.from || undefined,
      to: f.to || undefined,
      page: index + 1,
      perPage: PER_PAGE,
    });
  });
}

/** DELETE /api/inventory/delete-history/{id}: the stock it moved goes back (409 when it already left). */
export const deleteHistoryEntry = (id: number) => api.del<null>(`/api/inventory/delete-history/${id}`);
