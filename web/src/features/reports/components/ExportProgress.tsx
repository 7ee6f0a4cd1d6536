import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Icon } from '@/components/Icon';
import { intlLocale } from '@/lib/format';
import { useExportJob } from '../api/reports';
import type { ReportExport } from '../api/types';
import { DIRECT_EXPORT_MAX_ROWS, exportPercent } from '../logic/exports';
import { useExportDownload } from './use-export-download';

/**
 * A background export under the export buttons: its file name and a progress bar of the rows written,
 * asked for every second until the file is ready (then Download) or the export failed (then its error and
 * Try again). The card can be closed; the export stays in Recent exports.
 */
export function ExportProgress({ started, retrying, onRetry, onClose }: { started: ReportExport; retrying: boolean; onRetry: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const { data: job = started } = useExportJob(started);
  const { download, downloading, error } = useExportDownload();
  const count = new Intl.NumberFormat(intlLocale(i18n.language)).format;

  return (
    <section aria-labelledby={nameId} className="w-full min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:w-80" data-testid="export-progress" data-status={job.status}>
      <div className="flex items-start justify-between gap-2">
        <h2 id={nameId} className="min-w-0 pt-2 text-sm font-semibold break-all text-slate-900" data-testid="export-file-name">
          {job.fileName}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
          aria-label={t('reports.export.close')}
          data-testid="export-close"
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="mt-1 space-y-2">
        {(job.status === 'queued' || job.status === 'running') && (
          <>
            <p className="text-xs text-slate-600">{t('reports.export.background', { max: DIRECT_EXPORT_MAX_ROWS })}</p>
            <ExportBar job={job} labelId={nameId} count={count} />
          </>
        )}
        {/* Always there, so that screen readers announce the file being ready (not every row written). */}
        <p role="status" className={job.status === 'ready' ? 'text-sm font-medium text-emerald-700' : 'sr-only'} data-testid="export-ready">
          {job.status === 'ready' ? t('reports.export.ready', { count: job.rowsTotal, rows: count(job.rowsTotal) }) : ''}
        </p>
        {job.status === 'ready' && (
          <>
            <Button block loading={downloading === job.id} onClick={() => void download(job)} data-testid="export-download">
              {t('reports.export.download')}
            </Button>
          </>
        )}
        {job.status === 'failed' && (
          <>
            <FormMessage testId="export-failed">{job.error || t('reports.export.failed')}</FormMessage>
            <Button block variant="secondary" loading={retrying} onClick={onRetry} data-testid="export-retry">
              {t('common.retry')}
            </Button>
          </>
        )}
        {error && <FormMessage testId="export-download-error">{error}</FormMessage>}
      </div>
    </section>
  );
}

/** The rows written of those to write; indeterminate while the export waits or its rows are not counted yet. */
function ExportBar({ job, labelId, count }: { job: ReportExport; labelId: string; count: (n: number) => string }) {
  const { t } = useTranslation();
  const percent = exportPercent(job);
  const words =
    percent === null
      ? t(job.status === 'queued' ? 'reports.export.queued' : 'reports.export.counting')
      : t('reports.export.rows', { done: count(job.rowsDone), total: count(job.rowsTotal), percent });
  return (
    <>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={percent === null ? undefined : job.rowsTotal}
        aria-valuenow={percent === null ? undefined : job.rowsDone}
        aria-valuetext={words}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
        data-testid="export-bar"
      >
        {percent === null ? (
          <div className="h-full w-full rounded-full bg-primary/40 motion-safe:animate-pulse" />
        ) : (
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        )}
      </div>
      <p className="text-xs text-slate-600 tabular-nums" data-testid="export-rows">
        {words}
      </p>
    </>
  );
}
