import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { saveBlob } from '@/lib/download';
import { failureText } from '@/lib/form';
import { EXPORT_JOBS_KEY, exportInput, exportReport, startExport, type ExportFormat } from '../api/reports';
import type { ExportInput, ReportExport } from '../api/types';
import { exportsInBackground, isTooLongToExportAtOnce } from '../logic/exports';
import type { ReportFilters } from '../logic/filters';
import { REPORT_SPECS, type Report } from '../logic/reports';

/** A background export the screen follows, and what started it (to start it again when it failed). */
export interface BackgroundExport {
  input: ExportInput;
  started: ReportExport;
}

/**
 * Exporting the filtered list: a list of up to 100 rows (`total`, when known) is downloaded at once, as
 * before; a longer one, or one the direct export refuses as too long, is exported in the background and
 * followed until its file is ready.
 */
export function useReportExport(report: Report, filters: ReportFilters, total: number | undefined) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [background, setBackground] = useState<BackgroundExport | null>(null);

  const attempt = async (format: ExportFormat, work: () => Promise<void>) => {
    setBusy(format);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(null);
    }
  };

  const startInBackground = async (input: ExportInput) => {
    const started = await startExport(input);
    setBackground({ input, started });
    void mutate(EXPORT_JOBS_KEY);
  };

  const run = (format: ExportFormat) =>
    attempt(format, async () => {
      const input = exportInput(report, filters, format);
      if (exportsInBackground(total)) return startInBackground(input);
      try {
        const file = await exportReport(report, filters, format);
        saveBlob(file.blob, file.filename ?? `${REPORT_SPECS[report].exportCode ?? report}-report.${format}`);
      } catch (err) {
        if (!isTooLongToExportAtOnce(err)) throw err;
        await startInBackground(input);
      }
    });

  /** Starts the followed export again, with the report, format and filters it had. */
  const retry = (again: BackgroundExport) => attempt(again.started.format, () => startInBackground(again.input));

  return { busy, error, background, run, retry, close: () => setBackground(null) };
}

export type ReportExporting = ReturnType<typeof useReportExport>;
