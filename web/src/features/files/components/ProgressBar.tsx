import { useTranslation } from 'react-i18next';

/** How much of the upload has been sent; at 100% the server is still storing it (and making the thumbnail). */
export function ProgressBar({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="space-y-1" data-testid="upload-progress">
      <div
        role="progressbar"
        aria-label={t('files.upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="upload-progress-text">
        {percent < 100 ? t('files.upload.sending', { percent }) : t('files.upload.processing')}
      </p>
    </div>
  );
}
