import { isInvoiceStatus, type InvoiceStatus } from './types';

/** The list's filters and page, as kept in the address bar (?status=&companyId=&page=). */
export interface InvoiceFilters {
  status: InvoiceStatus | '';
  companyId: number | null;
  page: number;
}

export const PER_PAGE = 20;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** Filters from the address bar; anything unreadable is dropped. */
export function readFilters(params: URLSearchParams): InvoiceFilters {
  const status = params.get('status');
  return {
    status: isInvoiceStatus(status) ? status : '',
    companyId: positiveInt(params.get('companyId')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Filters for the address bar: only what differs from "everything, page 1". */
export function filtersToParams(filters: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.companyId !== null) params.set('companyId', String(filters.companyId));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const invoicesBase = '/api/vendor/invoices';

/** GET path of a page of invoices (also the SWR key). */
export function invoicesPath(filters: InvoiceFilters, perPage = PER_PAGE): string {
  const params = filtersToParams(filters);
  params.set('page', String(filters.page));
  params.set('perPage', String(perPage));
  return `${invoicesBase}?${params.toString()}`;
}

export function invoicePath(id: number | string): string {
  return `${invoicesBase}/${id}`;
}

/** True for the list's and the detail's SWR keys: what to refresh after an invoice changes. */
export function isInvoiceKey(key: unknown): boolean {
  return typeof key === 'string' && (key === invoicesBase || key.startsWith(`${invoicesBase}?`) || key.startsWith(`${invoicesBase}/`));
}

/** How many pages (at least one, so "page 1 of 1" reads right on an empty list). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The rows a page shows, 1-based: {from: 21, to: 40}; {from: 0, to: 0} when there are none. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total) };
}
