/**
 * Orders (docs/api-orders.md). HQ and staff read and act through /api/orders…; agents through
 * /api/sales/… (their own orders and the ones their downline placed with them).
 */
import useSWR from 'swr';
import { api, ApiError, buildUrl } from '@/lib/api';
import type { PostCall } from '@/lib/schema';
import type { OrderScope } from '../logic/scope';
import type {
  AgentOption,
  ApproveOutcome,
  BulkTrackingResult,
  CourierRates,
  CreateOrderBody,
  Order,
  OrderPage,
  PackageItem,
  PrintDocument,
  ProductDetail,
  ProductListItem,
  Totals,
} from './types';

/** The list for a URL built by logic/query.ts `ordersListUrl`. */
export const useOrderPage = (url: string | null) => useSWR<OrderPage>(url, { keepPreviousData: true });

export const orderDetailUrl = (id: number, scope: Pick<OrderScope, 'agent'>) => buildUrl(scope.agent ? '/api/sales/order' : '/api/orders/detail', { id });

/** One order (404 when it is not the viewer's to see). */
export const useOrder = (id: number | null, scope: Pick<OrderScope, 'agent'>) => useSWR<Order>(id ? orderDetailUrl(id, scope) : null);

export const getOrder = (id: number, scope: Pick<OrderScope, 'agent'>) => api.get<Order>(orderDetailUrl(id, scope));

/**
 * Approves several orders: the outcome of each. HQ sends them in one call; the seller's call takes one
 * order at a time (`{id}`), so an agent's bulk approval is one call per order, each failure kept as its
 * outcome.
 */
export async function approveOrders(ids: number[], scope: Pick<OrderScope, 'agent'>): Promise<ApproveOutcome[]> {
  if (!scope.agent) return api.post<ApproveOutcome[]>('/api/orders/approve', { ids });
  const outcomes: ApproveOutcome[] = [];
  for (const id of ids) {
    try {
      const order = await api.post<Order>('/api/sales/order/approve', { id });
      outcomes.push({ id, number: order?.number, ok: true, message: '' });
    } catch (err) {
      if (!(err instanceof ApiError) || err.status <= 0 || err.status === 401 || err.status === 429) throw err;
      outcomes.push({ id, ok: false, message: err.message });
    }
  }
  return outcomes;
}

/** An action on one order (the call from logic/actions.ts actionCall): the Order, or an outcome list for approve. */
export const postOrderAction = (call: PostCall) => api.post<Order | ApproveOutcome[] | null>(...call);

/** Hands a self-pickup order over: HQ's call, or the seller's for a team order. */
export const recordPickup = (id: number, collectedBy: string, scope: Pick<OrderScope, 'agent'>) =>
  api.post<Order>(scope.agent ? '/api/sales/order/pickup' : '/api/orders/pickup', { id, collectedBy });

export const markPrinted = (ids: number[], document: PrintDocument) => api.post<{ updated: number }>('/api/orders/printed', { ids, document });

/** Multipart `file`: the rows applied and the rows refused, with their line numbers. */
export function uploadTracking(file: File): Promise<BulkTrackingResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<BulkTrackingResult>('/api/orders/bulk-tracking', form);
}

/* The new-order screen (HQ). */

export const useAgentOptions = (search: string, enabled: boolean) =>
  useSWR<AgentOption[]>(enabled ? buildUrl('/api/orders/agents', { search }) : null, { keepPreviousData: true });

export const useProductSearch = (search: string, enabled: boolean) =>
  useSWR<{ items: ProductListItem[] }>(enabled ? buildUrl('/api/product', { search: search || undefined, status: 'published', page: 1, perPage: 10 }) : null, { keepPreviousData: true });

export const getProductDetail = (id: number) => api.get<ProductDetail>('/api/product/detail', { id });

export const usePackages = (enabled: boolean) => useSWR<PackageItem[]>(enabled ? '/api/product/package' : null);

export const courierRatesUrl = (p: { country: string; state: string; weight: string; units: number; subtotal: string | null }) =>
  buildUrl('/api/courier/rate', { country: p.country, state: p.state, weight: p.weight, units: p.units, subtotal: p.subtotal });

export const useCourierRates = (url: string | null) => useSWR<CourierRates>(url, { keepPreviousData: true });

export const quoteOrder = (body: CreateOrderBody) => api.post<Totals>('/api/orders/quote', body);

export const createOrder = (body: CreateOrderBody) => api.post<Order>('/api/orders/create', body);
