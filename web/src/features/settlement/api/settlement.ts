/**
 * The settlement report's calls (docs/api-reports.md § Settlement): a page of paid Billplz payments with
 * the range's totals and the terms, one payment, the download (fetched with the sign-in token) and HQ's
 * terms.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl, requestFile, type DownloadedFile } from '@/lib/api';
import { filterParams, SETTLEMENT_PER_PAGE, type SettlementFilters } from '../logic/query';
import type { SettlementPayment, SettlementReport, SettlementTerms, SettlementTermsInput } from './types';

export const SETTLEMENT_API = '/api/settlement';
export const REPORT_PATH = `${SETTLEMENT_API}/reportdata`;
export const PAYMENT_PATH = `${SETTLEMENT_API}/getpayment`;
export const DOWNLOAD_PATH = `${SETTLEMENT_API}/downloaddata`;

export const reportKey = (f: SettlementFilters, page: number) => buildUrl(REPORT_PATH, { ...filterParams(f), page, perPage: SETTLEMENT_PER_PAGE });
export const paymentKey = (billId: string) => buildUrl(PAYMENT_PATH, { id: billId });

/** One page of the report; the page shown stays while other filters load. */
export const useSettlementReport = (f: SettlementFilters, page: number) => useSWR<SettlementReport>(reportKey(f, page), { keepPreviousData: true });

/** One payment by its Billplz bill id (404 when there is no such paid bill); no call while `billId` is null. */
export const useSettlementPayment = (billId: string | null) => useSWR<SettlementPayment>(billId ? paymentKey(billId) : null);

export type DownloadFormat = 'csv' | 'xlsx';

/** The download's parameters: the format and the same filters as the list. */
export const downloadParams = (f: SettlementFilters, format: DownloadFormat) => ({ format, ...filterParams(f) });

/** GET /api/settlement/downloaddata: the range's payments (every page) as a CSV or XLSX file. */
export const downloadSettlement = (f: SettlementFilters, format: DownloadFormat): Promise<DownloadedFile> => requestFile(DOWNLOAD_PATH, downloadParams(f, format));

/** Every settlement answer on screen (the report's pages, an open payment) is stale after the terms change: pending rows' expected fees follow them. */
export const reloadSettlement = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(`${SETTLEMENT_API}/`));

/**
 * HQ changes the terms (422 naming `feeFixed`, `feePercent` or `settlementDays`; 422 `billplz_not_set_up`
 * without a Billplz account) → the terms as stored.
 */
export const saveSettlementTerms = (input: SettlementTermsInput) => api.post<SettlementTerms>('/api/settlement/terms', input);
