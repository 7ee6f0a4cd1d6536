/**
 * The filters of /analytics kept in the address (`/analytics?from=2026-10-01&tierId=2&productIds=4,9`),
 * under the query names the API takes, so a filtered view can be linked, reloaded and gone back to. The
 * five charts share them. Blank dates mean the server's default: this month so far.
 */
import type { Params } from '@/lib/api';

export interface AnalyticFilters {
  from: string;
  to: string;
  branchId: string;
  tierId: string;
  agentId: string;
  state: string;
  productIds: number[];
}

export type FilterKey = keyof AnalyticFilters;

export const FILTER_KEYS: readonly FilterKey[] = ['from', 'to', 'branchId', 'tierId', 'agentId', 'state', 'productIds'];

export const EMPTY_FILTERS: AnalyticFilters = { from: '', to: '', branchId: '', tierId: '', agentId: '', state: '', productIds: [] };

/** The most products the charts filter by (more is 422). */
export const MAX_PRODUCTS = 10;

const ID_RE = /^[1-9]\d{0,17}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const id = (v: string | null) => (v && ID_RE.test(v.trim()) ? v.trim() : '');
const date = (v: string | null) => (v && DATE_RE.test(v.trim()) ? v.trim() : '');

/** Product ids of `1,5,9` (blanks, repeats and non-ids dropped), at most MAX_PRODUCTS. */
export function readProductIds(raw: string | null | undefined): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => ID_RE.test(s))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_PRODUCTS);
}

/** The filters of the address; a value that cannot be one (a date that is not YYYY-MM-DD, an id that is not a number) is left blank. */
export function readFilters(q: URLSearchParams): AnalyticFilters {
  return {
    from: date(q.get('from')),
    to: date(q.get('to')),
    branchId: id(q.get('branchId')),
    tierId: id(q.get('tierId')),
    agentId: id(q.get('agentId')),
    state: q.get('state')?.trim() ?? '',
    productIds: readProductIds(q.get('productIds')),
  };
}

/** The calls' parameters (blanks left out; the product ids comma-separated). */
export function filterParams(f: AnalyticFilters): Params {
  return {
    from: f.from || undefined,
    to: f.to || undefined,
    branchId: f.branchId || undefined,
    tierId: f.tierId || undefined,
    agentId: f.agentId || undefined,
    state: f.state.trim() || undefined,
    productIds: f.productIds.length ? f.productIds.join(',') : undefined,
  };
}

/** The address's query for the filters (blanks left out). */
export function writeFilters(f: AnalyticFilters): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filterParams(f))) if (v !== undefined && v !== null) q.set(k, String(v));
  return q;
}

/** How many filters are set (each date counts as one, the products as one). */
export const activeFilterCount = (f: AnalyticFilters) =>
  [f.from, f.to, f.branchId, f.tierId, f.agentId, f.state.trim()].filter(Boolean).length + (f.productIds.length ? 1 : 0);

/** A date range is usable when either end is open or from ≤ to (ISO dates compare as text). */
export const datesInOrder = (f: Pick<AnalyticFilters, 'from' | 'to'>) => !f.from || !f.to || f.from <= f.to;
