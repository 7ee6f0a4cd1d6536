/**
 * The settlement report's filters kept in the address (`/settlement-report?from=2026-11-01&to=…&status=pending&page=2`),
 * under the query names the API takes, so a filtered report can be linked, reloaded and gone back to.
 */
import type { Params } from '@/lib/api';
import { SETTLEMENT_STATUSES, type SettlementStatus } from '../api/types';

export interface SettlementFilters {
  from: string;
  to: string;
  /** '' for every payment. */
  status: SettlementStatus | '';
}

export interface SettlementQuery {
  filters: SettlementFilters;
  page: number;
}

export type FilterKey = keyof SettlementFilters;

export const EMPTY_FILTERS: SettlementFilters = { from: '', to: '', status: '' };

/** Rows of a page. */
export const SETTLEMENT_PER_PAGE = 20;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const date = (v: string | null) => (v && DATE_RE.test(v.trim()) ? v.trim() : '');

export const isSettlementStatus = (v: string | null | undefined): v is SettlementStatus => (SETTLEMENT_STATUSES as readonly string[]).includes(v ?? '');

/** The filters and page of the address; anything unreadable is left blank (page 1). */
export function readQuery(q: URLSearchParams): SettlementQuery {
  const status = q.get('status')?.trim().toLowerCase() ?? '';
  const page = Number.parseInt(q.get('page') ?? '1', 10);
  return {
    filters: { from: date(q.get('from')), to: date(q.get('to')), status: isSettlementStatus(status) ? status : '' },
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The calls' filter parameters (blanks left out: the server's range is this month so far). */
export function filterParams(f: SettlementFilters): Params {
  return { from: f.from || undefined, to: f.to || undefined, status: f.status || undefined };
}

/** The address's query: the filters, blanks and page 1 left out. */
export function writeQuery({ filters, page }: SettlementQuery): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filterParams(filters))) if (v !== undefined && v !== null) q.set(k, String(v));
  if (page > 1) q.set('page', String(page));
  return q;
}

/** Another filter goes back to the first page; paging keeps the filters. */
export function withChange(current: SettlementQuery, change: { filters?: Partial<SettlementFilters>; page?: number }): SettlementQuery {
  if (change.filters) return { filters: { ...current.filters, ...change.filters }, page: 1 };
  return { filters: current.filters, page: change.page ?? current.page };
}

/** How many filters are set. */
export const activeFilterCount = (f: SettlementFilters) => [f.from, f.to, f.status].filter(Boolean).length;

/** A date range is usable when either end is open or from ≤ to (ISO dates compare as text). */
export const datesInOrder = (f: Pick<SettlementFilters, 'from' | 'to'>) => !f.from || !f.to || f.from <= f.to;
