/** Filters kept in the address (so a filtered list can be linked, reloaded and gone back to). */
import { BANDS, type Band, type StockType } from '../api/types';

export interface ListFilters {
  branchId: string;
  categoryId: string;
  search: string;
  band: Band | '';
  page: number;
}

export interface HistoryFilters {
  productId: string;
  branchId: string;
  type: StockType | '';
  from: string;
  to: string;
}

const ID_RE = /^\d+$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const id = (v: string | null) => (v && ID_RE.test(v) ? v : '');
const date = (v: string | null) => (v && DATE_RE.test(v) ? v : '');

export function readListFilters(q: URLSearchParams): ListFilters {
  const band = q.get('band') ?? '';
  const page = Number.parseInt(q.get('page') ?? '1', 10);
  return {
    branchId: id(q.get('branchId')),
    categoryId: id(q.get('categoryId')),
    search: q.get('search') ?? '',
    band: (BANDS as readonly string[]).includes(band) ? (band as Band) : '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function readHistoryFilters(q: URLSearchParams): HistoryFilters {
  const type = q.get('type');
  return {
    productId: id(q.get('productId')),
    branchId: id(q.get('branchId')),
    type: type === 'in' || type === 'out' ? type : '',
    from: date(q.get('from')),
    to: date(q.get('to')),
  };
}

/** The query string for filters: blanks and page 1 are left out. */
export function toSearchParams(f: Partial<Record<string, string | number>>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === '' || (k === 'page' && Number(v) <= 1)) continue;
    q.set(k, String(v));
  }
  return q;
}

/** Changing any filter but the page goes back to page 1. */
export function withFilter(current: ListFilters, patch: Partial<ListFilters>): ListFilters {
  const onlyPage = Object.keys(patch).every((k) => k === 'page');
  return { ...current, ...patch, page: onlyPage ? (patch.page ?? current.page) : 1 };
}

/** A date range is usable when either end is open or from ≤ to (ISO dates compare as text). */
export const validRange = (from: string, to: string) => !from || !to || from <= to;

