/**
 * E-koop orders (docs/api-stores.md): HQ (staff who manage orders) reads every school co-op's orders,
 * an agent their own store's. The order itself, its invoice and its hand-over are the orders' calls
 * (features/orders/api).
 */
import useSWR from 'swr';
import { buildUrl } from '@/lib/api';
import type { EkoopOrderPage, PackingList } from './types';

export const EKOOP_ORDERS_URL = '/api/store-program/ekoop/orders';

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

/** The co-op row of one order (found by its number): the school's name, which the order's record does not carry. */
export const useEkoopOrderRow = (number: string | null) => {
  const { data, error } = useSWR<EkoopOrderPage>(number ? ekoopOrdersUrl({ search: number, page: 1, perPage: 5 }) : null);
  return { row: data?.rows.find((r) => r.number === number) ?? null, loading: !data && !error };
};

export const packingListUrl = (storeId: number, className: string | null) =>
  buildUrl('/api/store-program/ekoop/packing-list', { storeId, className: className || undefined });

/** What to pack for a co-op (one class of it, or every class). */
export const usePackingList = (storeId: number | null, className: string | null) => useSWR<PackingList>(storeId ? packingListUrl(storeId, className) : null);
