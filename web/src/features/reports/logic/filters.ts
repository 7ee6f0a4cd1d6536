/**
 * The report's filters kept in the address (`/reporting?report=kpi&from=2026-10-01&tierId=2…`), under
 * the query names the API takes, so a filtered report can be linked, reloaded and gone back to. Only
 * the filters that apply to the report are read, written and sent.
 */
import type { Params } from '@/lib/api';
import { DEFAULT_REPORT, MAX_PRODUCTS, readReport, statusesOf, takes, type FilterKey, type Report } from './reports';

export interface ReportFilters {
  from: string;
  to: string;
  branchId: string;
  tierId: string;
  agentId: string;
  state: string;
  productIds: number[];
  status: string;
}

export interface ReportQuery {
  report: Report;
  filters: ReportFilters;
  page: number;
}

export const EMPTY_FILTERS: ReportFilters = { from: '', to: '', branchId: '', tierId: '', agentId: '', state: '', productIds: [], status: '' };

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

/** The filters `report` takes, from the address (the others blank). */
export function readFilters(q: URLSearchParams, report: Report): ReportFilters {
  const status = q.get('status')?.trim() ?? '';
  const all: ReportFilters = {
    from: date(q.get('from')),
    to: date(q.get('to')),
    branchId: id(q.get('branchId')),
    tierId: id(q.get('tierId')),
    agentId: id(q.get('agentId')),
    state: q.get('state')?.trim() ?? '',
    productIds: readProductIds(q.get('productIds')),
    status: statusesOf(report).includes(status) ? status : '',
  };
  return onlyFor(report, all);
}

/** Blanks the filters `report` does not take. */
export function onlyFor(report: Report, f: ReportFilters): ReportFilters {
  const out = { ...f };
  for (const key of Object.keys(EMPTY_FILTERS) as FilterKey[]) {
    if (!takes(report, key)) (out as Record<FilterKey, unknown>)[key] = EMPTY_FILTERS[key];
  }
  if (out.status && !statusesOf(report).includes(out.status)) out.status = '';
  return out;
}

export function readQuery(q: URLSearchParams): ReportQuery {
  const report = readReport(q.get('report'));
  const page = Number.parseInt(q.get('page') ?? '1', 10);
  return { report, filters: readFilters(q, report), page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** The call's filter parameters (blanks left out; the product ids comma-separated). */
export function filterParams(report: Report, f: ReportFilters): Params {
  const only = onlyFor(report, f);
  return {
    from: only.from || undefined,
    to: only.to || undefined,
    branchId: only.branchId || undefined,
    tierId: only.tierId || undefined,
    agentId: only.agentId || undefined,
    state: only.state.trim() || undefined,
    productIds: only.productIds.length ? only.productIds.join(',') : undefined,
    status: only.status || undefined,
  };
}

/** The address's query: the report first, then its filters; blanks and page 1 left out. */
export function writeQuery({ report, filters, page }: ReportQuery): URLSearchParams {
  const q = new URLSearchParams();
  q.set('report', report || DEFAULT_REPORT);
  for (const [k, v] of Object.entries(filterParams(report, filters))) if (v !== undefined && v !== null) q.set(k, String(v));
  if (page > 1) q.set('page', String(page));
  return q;
}

/** Another filter goes back to the first page; another report keeps the filters it also takes. */
export function withChange(current: ReportQuery, change: { report?: Report; filters?: Partial<ReportFilters>; page?: number }): ReportQuery {
  const report = change.report ?? current.report;
  const filters = onlyFor(report, { ...current.filters, ...change.filters });
  const onlyPage = change.report === undefined && change.filters === undefined;
  return { report, filters, page: onlyPage ? (change.page ?? current.page) : 1 };
}

/** How many filters are set (the dates count as one each). */
export const activeFilterCount = (f: ReportFilters) =>
  [f.from, f.to, f.branchId, f.tierId, f.agentId, f.state.trim(), f.status].filter(Boolean).length + (f.productIds.length ? 1 : 0);

/** A date range is usable when either end is open or from ≤ to (ISO dates compare as text). */
export const datesInOrder = (f: Pick<ReportFilters, 'from' | 'to'>) => !f.from || !f.to || f.from <= f.to;
