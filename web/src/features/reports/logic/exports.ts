/**
 * Exporting a report's list: up to DIRECT_EXPORT_MAX_ROWS rows the file is made at once; a longer list is
 * exported in the background (the server refuses it at once), its progress polled until the file is ready.
 */
import { ApiError } from '@/lib/api';
import type { ReportExport } from '../api/types';

/** The most rows the direct export writes; a longer list is refused with 422 on `report`. */
export const DIRECT_EXPORT_MAX_ROWS = 100;

/** How often a background export's progress is asked for, in milliseconds. */
export const EXPORT_POLL_MS = 1000;

/** Whether the list, as far as the screen knows its row count, is too long to export at once (unknown: try at once). */
export const exportsInBackground = (total: number | undefined) => total !== undefined && total > DIRECT_EXPORT_MAX_ROWS;

/** The direct export's refusal of a list too long for it (the rows were counted after the screen loaded them). */
export const isTooLongToExportAtOnce = (error: unknown) => error instanceof ApiError && error.status === 422 && Boolean(error.errors?.report);

/** A ready or failed export changes no more. */
export const isFinished = (job: Pick<ReportExport, 'status'>) => job.status === 'ready' || job.status === 'failed';

/** The percent of rows written, or null while it cannot be told (queued, or the rows not counted yet). */
export function exportPercent(job: Pick<ReportExport, 'status' | 'rowsDone' | 'rowsTotal'>): number | null {
  if (job.status === 'ready') return 100;
  if (job.status === 'queued' || job.rowsTotal <= 0) return null;
  return Math.min(100, Math.floor((job.rowsDone / job.rowsTotal) * 100));
}
