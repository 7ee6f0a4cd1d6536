import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { StatusBadge, type Tone } from '@/components/StatusBadge';
import { formatDateTime } from '@/lib/format';
import { useRecentExports } from '../api/reports';
import type { ExportStatus, ReportExport } from '../api/types';
import { useExportDownload } from './use-export-download';

const TONES: Record<ExportStatus, Tone> = { queued: 'neutral', running: 'info', ready: 'success', failed: 'danger' };

/** "Recent exports": a button that opens the signed-in user's exports of the last 7 days (asked for only when open), ready ones downloadable. */
export function RecentExports() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="flex w-full flex-col items-stretch gap-2 sm:w-96 sm:items-end" data-testid="recent-exports">
      <Button variant="ghost" className="w-full sm:w-auto" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} data-testid="recent-exports-toggle">
        {t('reports.export.recent')}
        <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </Button>
      <div id={listId} hidden={!open} className="w-full">
        {open && <RecentExportList />}
      </div>
    </div>
  );
}

function RecentExportList() {
  const { t } = useTranslation();
  const jobs = useRecentExports();
  const { download, downloading, error } = useExportDownload();
  return (
    <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <p className="mb-2 text-xs text-slate-600">{t('reports.export.recentIntro')}</p>
      <Loaded data={jobs.data} error={jobs.error} retry={() => void jobs.mutate()}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState testId="recent-exports-empty">{t('reports.export.recentNone')}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="recent-exports-list">
              {list.map((job) => (
                <RecentExport key={job.id} job={job} downloading={downloading === job.id} onDownload={() => void download(job)} />
              ))}
            </ul>
          )
        }
      </Loaded>
      {error && <FormMessage testId="recent-export-error">{error}</FormMessage>}
    </div>
  );
}

function RecentExport({ job, downloading, onDownload }: { job: ReportExport; downloading: boolean; onDownload: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2" data-testid="recent-export" data-id={job.id}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-slate-900" data-testid="recent-export-name">
          {t(`reports.report.${job.report}`, { defaultValue: job.report })} · {job.format.toUpperCase()}
        </p>
        <p className="text-xs text-slate-600" data-testid="recent-export-created">
          {formatDateTime(job.createdAt, i18n.language) || job.createdAt}
        </p>
        {job.status === 'failed' && job.error && <p className="text-xs break-words text-red-700">{job.error}</p>}
      </div>
      <StatusBadge status={job.status} tone={TONES[job.status] ?? 'neutral'} testId="recent-export-status">
        {t(`reports.export.status.${job.status}`, { defaultValue: job.status })}
      </StatusBadge>
      {job.status === 'ready' && (
        <Button variant="secondary" className="w-full sm:w-auto" loading={downloading} onClick={onDownload} data-testid="recent-export-download">
          {t('reports.export.download')}
        </Button>
      )}
    </li>
  );
}
