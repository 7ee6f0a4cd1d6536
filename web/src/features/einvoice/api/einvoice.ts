/**
 * The e-invoice calls (docs/api-einvoice.md): HQ's MyInvois connection, the documents with their counts and
 * their export (also staff who read the reports), a round now, correcting and sending an invalid document
 * again, cancelling a valid one, and the UBL JSON as last sent. Every call answers an IDR company 422
 * `not_malaysian`.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl, requestFile, type DownloadedFile } from '@/lib/api';
import { exportParams, listParams, type EinvoiceQuery } from '../logic/query';
import type { Einvoice, EinvoiceConnection, EinvoiceConnectionInput, EinvoiceDocument, EinvoicePage, EinvoiceRound, ExportFormat } from './types';

export const EINVOICE_API = '/api/e-invoice';
export const SETTINGS_PATH = `${EINVOICE_API}/settings`;
export const DATA_PATH = `${EINVOICE_API}/data`;
export const EXPORT_PATH = `${EINVOICE_API}/export`;
export const DOCUMENT_PATH = `${EINVOICE_API}/document`;

/** GET /e-invoice/data of the filters and page shown. */
export const dataKey = (q: EinvoiceQuery) => buildUrl(DATA_PATH, listParams(q));
export const documentKey = (id: number) => buildUrl(DOCUMENT_PATH, { id });

/** HQ's connection; no call while `enabled` is false (staff: the API answers them 403). */
export const useEinvoiceSettings = (enabled: boolean) => useSWR<EinvoiceConnection>(enabled ? SETTINGS_PATH : null);

/** One page of documents; the page shown stays while another loads. */
export const useEinvoices = (q: EinvoiceQuery) => useSWR<EinvoicePage>(dataKey(q), { keepPreviousData: true });

/** A document's UBL JSON as last sent; no call while `id` is null. */
export const useEinvoiceDocument = (id: number | null) => useSWR<EinvoiceDocument>(id === null ? null : documentKey(id));

/**
 * Connects MyInvois: the server logs in with the credentials before keeping them. Wrong ones: 422
 * `myinvois_refused` (MyInvois's words in the message); MyInvois not reachable: 409 `myinvois_unreachable`;
 * a blank field: 422 naming it.
 */
export const connectMyInvois = (input: EinvoiceConnectionInput) => api.post<EinvoiceConnection>('/api/e-invoice/settings', input);

/** Stops sending (the documents written stay). */
export const disconnectMyInvois = () => api.post<boolean>('/api/e-invoice/disconnect');

/** A round now: writes what came due, sends what waits, asks after what was sent. 422 `myinvois_not_connected` before connecting. */
export const sendNow = () => api.post<EinvoiceRound>('/api/e-invoice/submit');

/** An invalid document goes back to pending, the buyer's TIN corrected when given (422 `buyerTin`; 409 `not_invalid`). */
export const resubmitEinvoice = (id: number, buyerTin?: string) => api.post<Einvoice>('/api/e-invoice/resubmit', buyerTin ? { id, buyerTin } : { id });

/** Cancels a valid document at MyInvois within 72 hours of its validation (409 `not_cancellable`). */
export const cancelEinvoice = (id: number, reason: string) => api.post<Einvoice>('/api/e-invoice/cancel', { id, reason });

/** GET /e-invoice/export: the filtered documents (every page) as a CSV or XLSX file. */
export const exportEinvoices = (q: Pick<EinvoiceQuery, 'status' | 'kind' | 'search'>, format: ExportFormat): Promise<DownloadedFile> => requestFile(EXPORT_PATH, exportParams(q, format));

/** Every e-invoice answer on screen (the connection, the pages, an open document) is stale after a change. */
export const reloadEinvoices = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(`${EINVOICE_API}/`));
