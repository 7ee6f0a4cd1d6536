/**
 * The master reports' calls (docs/api-reports.md): a summary and a paged list per report, read through
 * SWR with the same filters, and the export fetched with the sign-in token: at once for a short list, in
 * the background (started, polled, then downloaded) for a long one.
 */
import useSWR from 'swr';
import { api, buildUrl, requestFile, type DownloadedFile, type Params } from '@/lib/api';
import { EXPORT_POLL_MS, isFinished } from '../logic/exports';
import { filterParams, type ReportFilters } from '../logic/filters';
import { REPORT_PER_PAGE, REPORT_SPECS, type Report } from '../logic/reports';
import type { ExportFormat, ExportInput, ReportExport, ReportSummary, ReportTable } from './types';

export type { ExportFormat };

export const summaryKey = (report: Report, f: ReportFilters) => buildUrl(REPORT_SPECS[report].summary, filterParams(report, f));

/** null for a report without a list (payment methods). */
export function listKey(report: Report, f: ReportFilters, page: number): string | null {
  const path = REPORT_SPECS[report].list;
  return path ? buildUrl(path, { ...filterParams(report, f), page, perPage: REPORT_PER_PAGE }) : null;
}

/** The figures and the breakdown; the ones shown stay while other filters load. */
export const useReportSummary = (report: Report, f: ReportFilters) => useSWR<ReportSummary>(summaryKey(report, f), { keepPreviousData: true });

/** One page of the list (no call for payment methods). */
export const useReportTable = (report: Report, f: ReportFilters, page: number) => useSWR<ReportTable>(listKey(report, f, page), { keepPreviousData: true });

/**
 * How many rows the list has for these filters, once that page is loaded (undefined while it loads, when it
 * failed and for payment methods). The same call as the list's, so no second request.
 */
export const useReportTotal = (report: Report, f: ReportFilters, page: number): number | undefined => useSWR<ReportTable>(listKey(report, f, page)).data?.total;

export const EXPORT_PATH = '/api/report/export';

/** The export's parameters: the report, the format and the same filters as the list. */
export function exportParams(report: Report, f: ReportFilters, format: ExportFormat) {
  return { report: REPORT_SPECS[report].exportCode ?? report, format, ...filterParams(report, f) };
}

/** GET /api/report/export: the whole filtered list as a CSV or XLSX file, the totals row last. */
export const exportReport = (report: Report, f: ReportFilters, format: ExportFormat): Promise<DownloadedFile> =>
  requestFile(EXPORT_PATH, exportParams(report, f, format));

/** POST /api/report/export/start's body: exportParams with the ids as numbers, as the server reads them. */
export function exportInput(report: Report, f: ReportFilters, format: ExportFormat): ExportInput {
  const { branchId, tierId, agentId, ...rest }: Params = exportParams(report, f, format);
  const id = (v: Params[string]) => (v === undefined || v === null ? undefined : Number(v));
  return { ...rest, branchId: id(branchId), tierId: id(tierId), agentId: id(agentId) } as ExportInput;
}

/** POST /api/report/export/start: the export is queued; its progress is then polled. */
export const startExport = (input: ExportInput) => api.post<ReportExport>('/api/report/export/start', input);

export const exportJobKey = (id: number) => buildUrl('/api/report/export/job', { id });

/** GET /api/report/export/job, every second until the export is ready or failed; `started` is shown meanwhile. */
export const useExportJob = (started: ReportExport) =>
  useSWR<ReportExport>(exportJobKey(started.id), { fallbackData: started, refreshInterval: (job) => (job && isFinished(job) ? 0 : EXPORT_POLL_MS) });

export const EXPORT_JOBS_KEY = '/api/report/export/jobs';

/** GET /api/report/export/jobs: the signed-in user's exports of the last 7 days, newest first; asked again every second while one is under way. */
export const useRecentExports = () =>
  useSWR<ReportExport[]>(EXPORT_JOBS_KEY, { refreshInterval: (jobs) => (jobs?.some((j) => !isFinished(j)) ? EXPORT_POLL_MS : 0) });

/** GET /api/report/export/download: a ready export's file (409 while it is not ready). */
export const downloadExport = (id: number): Promise<DownloadedFile> => requestFile('/api/report/export/download', { id });
