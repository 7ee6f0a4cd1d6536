/**
 * The e-invoicing screen's choices kept in the address (`/e-invoicing?status=invalid&kind=self-billed&search=ali&page=2`),
 * so a filtered list can be linked, reloaded and gone back to. Every status, every kind, no search and page 1
 * are left out.
 */
import type { Params } from '@/lib/api';
import { EINVOICE_KINDS, EINVOICE_STATUSES, type EinvoiceKind, type EinvoiceStatus, type ExportFormat } from '../api/types';

export interface EinvoiceQuery {
  /** null: every status. */
  status: EinvoiceStatus | null;
  /** null: every kind. */
  kind: EinvoiceKind | null;
  search: string;
  page: number;
}

/** Documents of a page (the server takes at most 100). */
export const EINVOICE_PER_PAGE = 20;
/** The longest search the server takes. */
export const MAX_SEARCH = 100;

export const isStatus = (v: string | null | undefined): v is EinvoiceStatus => (EINVOICE_STATUSES as readonly string[]).includes(v ?? '');
export const isKind = (v: string | null | undefined): v is EinvoiceKind => (EINVOICE_KINDS as readonly string[]).includes(v ?? '');

/** The address's choices; anything unreadable falls back to its default. */
export function readQuery(q: URLSearchParams): EinvoiceQuery {
  const status = q.get('status')?.trim().toLowerCase() ?? '';
  const kind = q.get('kind')?.trim().toLowerCase() ?? '';
  const page = Number.parseInt(q.get('page') ?? '1', 10);
  return {
    status: isStatus(status) ? status : null,
    kind: isKind(kind) ? kind : null,
    search: (q.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The address's query: defaults left out. */
export function writeQuery({ status, kind, search, page }: EinvoiceQuery): URLSearchParams {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  if (kind) q.set('kind', kind);
  if (search.trim()) q.set('search', search.trim());
  if (page > 1) q.set('page', String(page));
  return q;
}

/** Another status, kind or search goes back to the first page; paging keeps the rest. */
export function withChange(current: EinvoiceQuery, change: Partial<EinvoiceQuery>): EinvoiceQuery {
  if (change.page !== undefined && Object.keys(change).length === 1) return { ...current, page: change.page };
  return { ...current, ...change, page: 1 };
}

/** The filters as the API names them (the list's and the export's), defaults left out. */
export function filterParams({ status, kind, search }: Pick<EinvoiceQuery, 'status' | 'kind' | 'search'>): Params {
  return { status: status ?? undefined, kind: kind ?? undefined, search: search.trim() || undefined };
}

/** GET /e-invoice/data's parameters: the filters and the page. */
export const listParams = (q: EinvoiceQuery): Params => ({ ...filterParams(q), page: q.page, perPage: EINVOICE_PER_PAGE });

/** GET /e-invoice/export's parameters: the format, then the same filters as the list (every page). */
export const exportParams = (q: Pick<EinvoiceQuery, 'status' | 'kind' | 'search'>, format: ExportFormat): Params => ({ format, ...filterParams(q) });

/** Whether any filter is set: an empty page then means nothing matches, not that nothing was written. */
export const isFiltered = (q: Pick<EinvoiceQuery, 'status' | 'kind' | 'search'>) => q.status !== null || q.kind !== null || q.search.trim() !== '';
