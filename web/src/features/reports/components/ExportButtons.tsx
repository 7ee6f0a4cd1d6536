import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { REPORT_SPECS, type Report } from '../logic/reports';
import type { ReportExporting } from './use-report-export';

/**
 * CSV and XLSX of the whole filtered list (fetched with the sign-in token, saved as a file), as the agent
 * database exports; a list too long to export at once is exported in the background (ExportProgress).
 */
export function ExportButtons({ report, exporting }: { report: Report; exporting: ReportExporting }) {
  const { t } = useTranslation();
  const { busy, error, run } = exporting;
  if (!REPORT_SPECS[report].exportCode) return null;

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
