/**
 * E-koop orders (docs/api-stores.md): HQ (staff who manage orders) reads every school co-op's orders,
 * an agent their own store's. The order itself and its invoice are the orders' calls
 * (features/orders/api); the hand-over at the school is e-koop's own (the co-op's agent records it too).
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { EkoopOrder, EkoopOrderPage, PackingList } from './types';

const EKOOP_API = '/api/store-program/ekoop';
export const EKOOP_ORDERS_URL = `${EKOOP_API}/orders`;

export interface EkoopListParams {
  storeId?: number | null;
  className?: string;
  status?: string;
  search?: string;
  page?: number;
  perPage?: number;
}

/** The list call; blank filters are left out. */
export function ekoopOrdersUrl(p: EkoopListParams): string {
  const blank = (v: string | undefined) => (v ? v : undefined);
  return buildUrl(EKOOP_ORDERS_URL, {
    storeId: p.storeId ?? undefined,
    className: blank(p.className),
    status: blank(p.status),
    search: blank(p.search),
    page: p.page,
    perPage: p.perPage,
  });
}

export const useEkoopOrders = (url: string | null) => useSWR<EkoopOrderPage>(url, { keepPreviousData: true });

export const packingListUrl = (storeId: number, className: string | null) =>
  buildUrl(`${EKOOP_API}/packing-list`, { storeId, className: className || undefined });

/** What to pack for a co-op (one class of it, or every class). */
export const usePackingList = (storeId: number | null, className: string | null) => useSWR<PackingList>(storeId ? packingListUrl(storeId, className) : null);

/**
 * Records who collected an order at the school (the co-op's agent for their own store, or HQ staff who
 * manage orders): the order's co-op row, now completed. 404 when it is not an e-koop order the caller
 * may see, 422 on `collectedBy` when blank, 409 when it is not waiting to be collected.
 */
export const recordEkoopPickup = (id: number, collectedBy: string) => api.post<EkoopOrder>('/api/store-program/ekoop/pickup', { id, collectedBy });

/** Reloads the co-op lists and packing lists after an order changed. */
export const reloadEkoop = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(`${EKOOP_API}/`));
