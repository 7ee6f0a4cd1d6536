import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { saveBlob } from '@/lib/download';
import { exportReport, type ExportFormat } from '../api/reports';
import type { ReportFilters } from '../logic/filters';
import { REPORT_SPECS, type Report } from '../logic/reports';

/** CSV and XLSX of the whole filtered list (fetched with the sign-in token, saved as a file), as the agent database exports. */
export function ExportButtons({ report, filters }: { report: Report; filters: ReportFilters }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const code = REPORT_SPECS[report].exportCode;
  if (!code) return null;

  const run = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      const file = await exportReport(report, filters, format);
      saveBlob(file.blob, file.filename ?? `${code}-report.${format}`);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('errors.generic'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex w-full flex-col items-stretch gap-2 sm:w-auto sm:items-end" data-testid="report-export">
      <div className="grid grid-cols-2 gap-2 sm:flex">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} variant="secondary" loading={busy === format} disabled={busy !== null} onClick={() => void run(format)} data-testid={`export-${format}`}>
            {t(`reports.export.${format}`)}
          </Button>
        ))}
      </div>
      {error && <FormMessage testId="export-error">{error}</FormMessage>}
    </div>
  );
}
