/**
 * The HQ CP58 screen's choices kept in the address (`/hqCP58?year=2025&filter=due&search=ali&page=2`), so
 * a filtered list can be linked, reloaded and gone back to. Last year, every row, no search and page 1
 * are left out.
 */
import type { Params } from '@/lib/api';
import { CP58_FILTERS, type Cp58Filter } from '../api/types';
import { readYear } from './year';

export interface Cp58Query {
  /** undefined: last year. */
  year: number | undefined;
  filter: Cp58Filter;
  search: string;
  page: number;
}

/** Rows of a page (the server takes at most 100). */
export const CP58_PER_PAGE = 20;

export const isCp58Filter = (v: string | null | undefined): v is Cp58Filter => (CP58_FILTERS as readonly string[]).includes(v ?? '');

/** The address's choices; anything unreadable falls back to its default. */
export function readQuery(q: URLSearchParams, now: Date = new Date()): Cp58Query {
  const filter = q.get('filter')?.trim().toLowerCase() ?? '';
  const page = Number.parseInt(q.get('page') ?? '1', 10);
  return {
    year: readYear(q.get('year'), now),
    filter: isCp58Filter(filter) ? filter : 'all',
    search: (q.get('search') ?? '').trim(),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The address's query: defaults left out. */
export function writeQuery({ year, filter, search, page }: Cp58Query): URLSearchParams {
  const q = new URLSearchParams();
  if (year !== undefined) q.set('year', String(year));
  if (filter !== 'all') q.set('filter', filter);
  if (search.trim()) q.set('search', search.trim());
  if (page > 1) q.set('page', String(page));
  return q;
}

/** Another year, filter or search goes back to the first page; paging keeps the rest. */
export function withChange(current: Cp58Query, change: Partial<Cp58Query>): Cp58Query {
  if (change.page !== undefined && Object.keys(change).length === 1) return { ...current, page: change.page };
  return { ...current, ...change, page: 1 };
}

/** The search call's parameters for the year shown (always named, so the list and the year picker agree). */
export function searchParams(year: number, { filter, search, page }: Pick<Cp58Query, 'filter' | 'search' | 'page'>): Params {
  return { year, search: search.trim() || undefined, filter: filter === 'all' ? undefined : filter, page, perPage: CP58_PER_PAGE };
}
