/**
 * The master reports' calls (docs/api-reports.md): a summary and a paged list per report, read through
 * SWR with the same filters, and the export fetched with the sign-in token.
 */
import useSWR from 'swr';
import { buildUrl, requestFile, type DownloadedFile } from '@/lib/api';
import { filterParams, type ReportFilters } from '../logic/filters';
import { REPORT_PER_PAGE, REPORT_SPECS, type Report } from '../logic/reports';
import type { ReportSummary, ReportTable } from './types';

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

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_PATH = '/api/report/export';

/** The export's parameters: the report, the format and the same filters as the list. */
export function exportParams(report: Report, f: ReportFilters, format: ExportFormat) {
  return { report: REPORT_SPECS[report].exportCode ?? report, format, ...filterParams(report, f) };
}

/** GET /api/report/export: the whole filtered list as a CSV or XLSX file, the totals row last. */
export const exportReport = (report: Report, f: ReportFilters, format: ExportFormat): Promise<DownloadedFile> =>
  requestFile(EXPORT_PATH, exportParams(report, f, format));
