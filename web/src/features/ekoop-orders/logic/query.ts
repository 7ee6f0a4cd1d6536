/**
 * The e-koop list's state lives in the address (/manage-orders-ekoop?store=3&class=5A&status=to_ship), so a
 * reload, the back button and a shared link show the same list; `pack` and `packClass` open a class's
 * packing list over it (back returns to the same list).
 */
import { ORDER_STATUSES, type OrderStatus } from '@/features/orders/api/types';
import { ekoopOrdersUrl } from '../api/ekoop';

/** The status tabs: every order, then the statuses a collected-at-school order goes through. */
export const EKOOP_TABS = ['all', 'unpaid', 'approval', 'to_ship', 'completed', 'cancelled', 'refund'] as const;
export type EkoopTab = (typeof EKOOP_TABS)[number];

export const PER_PAGE = 50;

export interface EkoopQuery {
  storeId: number | null;
  className: string;
  status: EkoopTab;
  search: string;
  page: number;
}

export const DEFAULT_EKOOP_QUERY: EkoopQuery = { storeId: null, className: '', status: 'all', search: '', page: 1 };

/** A class's packing list: the store (a school co-op) and the class, or every class of the store. */
export interface PackingTarget {
  storeId: number;
  className: string | null;
}

const positive = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

export function readEkoopQuery(params: URLSearchParams): EkoopQuery {
  const status = params.get('status') ?? '';
  return {
    storeId: positive(params.get('store')),
    className: (params.get('class') ?? '').trim(),
    status: (EKOOP_TABS as readonly string[]).includes(status) ? (status as EkoopTab) : 'all',
    search: (params.get('search') ?? '').trim(),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The address query for a state: defaults left out (a bare /manage-orders-ekoop is every order). */
export function writeEkoopQuery(q: EkoopQuery, packing: PackingTarget | null = null): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.storeId) out.store = String(q.storeId);
  if (q.className) out.class = q.className;
  if (q.status !== 'all') out.status = q.status;
  if (q.search) out.search = q.search;
  if (q.page > 1) out.page = String(q.page);
  if (packing) {
    out.pack = String(packing.storeId);
    if (packing.className) out.packClass = packing.className;
  }
  return out;
}

/** A changed state; any change other than the page goes back to page 1. */
export function changeEkoopQuery(q: EkoopQuery, patch: Partial<EkoopQuery>): EkoopQuery {
  return { ...q, page: 1, ...patch };
}

export function readPacking(params: URLSearchParams): PackingTarget | null {
  const storeId = positive(params.get('pack'));
  return storeId ? { storeId, className: (params.get('packClass') ?? '').trim() || null } : null;
}

/** The list call for a state. */
export function ekoopListUrl(q: EkoopQuery): string {
  return ekoopOrdersUrl({ storeId: q.storeId, className: q.className, status: q.status === 'all' ? '' : q.status, search: q.search, page: q.page, perPage: PER_PAGE });
}

export const isOrderStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);
