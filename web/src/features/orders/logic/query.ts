/**
 * The order list's state lives in the address (/manage-orders?status=approval&search=…), so a reload, the
 * back button and a shared link show the same list. These functions read it, write it back and build
 * the API call: GET /api/orders (HQ, staff) or GET /api/sales/orders (agents).
 */
import { buildUrl } from '@/lib/api';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod, type ShipmentType } from '../api/types';

export type OrdersView = 'personal' | 'team';
export type SellerFilter = '' | 'hq' | 'upline';

export interface OrderQuery {
  status: OrderStatus;
  search: string;
  /** YYYY-MM-DD, Kuala Lumpur days of creation */
  from: string;
  to: string;
  /** HQ only (the agent's list has no such filters) */
  paymentMethod: '' | PaymentMethod;
  shipmentType: '' | ShipmentType;
  /** HQ only */
  seller: SellerFilter;
  /** agents only */
  view: OrdersView;
  page: number;
}

export const PER_PAGE = 20;
export const DEFAULT_STATUS: OrderStatus = 'unpaid';

export const DEFAULT_QUERY: OrderQuery = {
  status: DEFAULT_STATUS,
  search: '',
  from: '',
  to: '',
  paymentMethod: '',
  shipmentType: '',
  seller: '',
  view: 'personal',
  page: 1,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function asStatus(v: string | null): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(v ?? '') ? (v as OrderStatus) : DEFAULT_STATUS;
}

function oneOf<T extends string>(v: string | null, allowed: readonly T[], fallback: T): T {
  const value = v ?? '';
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The list state in the address; unknown or malformed values fall back to the defaults. */
export function readOrderQuery(params: URLSearchParams): OrderQuery {
  const page = Number(params.get('page'));
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return DATE.test(v) ? v : '';
  };
  return {
    status: asStatus(params.get('status')),
    search: (params.get('search') ?? '').trim(),
    from: date('from'),
    to: date('to'),
    paymentMethod: oneOf(params.get('paymentMethod'), ['', 'manual', 'billplz'] as const, ''),
    shipmentType: oneOf(params.get('shipmentType'), ['', 'courier', 'pickup'] as const, ''),
    seller: oneOf(params.get('seller'), ['', 'hq', 'upline'] as const, ''),
    view: oneOf(params.get('view'), ['personal', 'team'] as const, 'personal'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query for a list state: defaults are left out (a bare /manage-orders is the first tab). */
export function writeOrderQuery(q: OrderQuery, agent: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.status !== DEFAULT_STATUS) out.status = q.status;
  if (agent && q.view !== 'personal') out.view = q.view;
  if (q.search) out.search = q.search;
  if (q.from) out.from = q.from;
  if (q.to) out.to = q.to;
  if (!agent && q.paymentMethod) out.paymentMethod = q.paymentMethod;
  if (!agent && q.shipmentType) out.shipmentType = q.shipmentType;
  if (!agent && q.seller) out.seller = q.seller;
  if (q.page > 1) out.page = String(q.page);
  return out;
}

/** A changed state; any change other than the page goes back to page 1. */
export function changeQuery(q: OrderQuery, patch: Partial<OrderQuery>): OrderQuery {
  return { ...q, page: 1, ...patch };
}

/** The list call for a state: agents send `view` and the dates; HQ the payment, shipment and seller filters too. */
export function ordersListUrl(q: OrderQuery, agent: boolean, perPage = PER_PAGE): string {
  const empty = (v: string) => (v === '' ? undefined : v);
  return buildUrl(agent ? '/api/sales/orders' : '/api/orders', {
    view: agent ? q.view : undefined,
    status: q.status,
    search: empty(q.search),
    from: empty(q.from),
    to: empty(q.to),
    paymentMethod: agent ? undefined : empty(q.paymentMethod),
    shipmentType: agent ? undefined : empty(q.shipmentType),
    seller: agent ? undefined : empty(q.seller),
    page: q.page,
    perPage,
  });
}

/** How many filters (besides the tab and the search) are set: shown on the filter toggle. */
export function activeFilterCount(q: OrderQuery, agent: boolean): number {
  return (agent ? [q.from, q.to] : [q.from, q.to, q.paymentMethod, q.shipmentType, q.seller]).filter(Boolean).length;
}

/** The from/to pair is usable: both blank, one set, or from ≤ to. */
export function datesInOrder(q: Pick<OrderQuery, 'from' | 'to'>): boolean {
  return !q.from || !q.to || q.from <= q.to;
}

