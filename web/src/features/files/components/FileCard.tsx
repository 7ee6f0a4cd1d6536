import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { saveBlob } from '@/lib/download';
import { failureText } from '@/lib/form';
import { formatDate } from '@/lib/format';
import { downloadFile, type MarketingFile } from '../api/files';
import { formatSize, isImageKind, kindLabel } from '../logic/files';

/**
 * One file: its preview (the image's thumbnail, or a PDF sign), name, description, type, size and
 * date, and Download (fetched with the sign-in token and saved under the file's name); managers also
 * get Delete.
 */
export function FileCard({ file, onDelete }: { file: MarketingFile; onDelete?: (file: MarketingFile) => void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const got = await downloadFile(file.id);
      saveBlob(got.blob, got.filename ?? file.fileName);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="file-card">
      <div className="flex aspect-[4/3] items-center justify-center bg-slate-100" data-testid="file-preview">
        {isImageKind(file.kind) && file.thumbUrl ? (
          <img src={file.thumbUrl} alt={file.name} loading="lazy" className="h-full w-full object-cover" data-testid="file-thumb" />
        ) : (
          <PdfSign kind={file.kind} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold break-words text-slate-900 sm:text-base" data-testid="file-name">
          {file.name}
        </h3>
        {file.description && (
          <p className="line-clamp-3 text-xs break-words whitespace-pre-line text-slate-600 sm:text-sm" data-testid="file-description">
            {file.description}
          </p>
        )}
        <p className="mt-auto pt-1 text-xs text-slate-500" data-testid="file-meta">
          <span className="font-semibold text-slate-700">{kindLabel(file.kind)}</span> · {formatSize(file.sizeBytes, i18n.language)}
        </p>
        <p className="text-xs text-slate-500">
          <time dateTime={file.createdAt} data-testid="file-date">
            {formatDate(file.createdAt, i18n.language)}
          </time>
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="secondary" className="px-3 sm:flex-1" loading={busy} onClick={() => void download()} aria-label={t('files.file.downloadNamed', { name: file.name })} data-testid="file-download">
            {t('files.file.download')}
          </Button>
          {onDelete && (
            <Button variant="ghost" className="px-3 text-red-700 hover:bg-red-50" onClick={() => onDelete(file)} aria-label={t('files.file.deleteNamed', { name: file.name })} data-testid="file-delete">
              {t('files.file.delete')}
            </Button>
          )}
        </div>
        {error && <FormMessage testId="file-download-error">{error}</FormMessage>}
      </div>
    </article>
  );
}

/** A document sign with its type, for a file without a picture (a PDF). */
function PdfSign({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col items-center text-red-600" role="img" aria-label={t('files.file.pdf')} data-testid="file-pdf-icon">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="h-14 w-14">
        <path d="M6 2h8l5 5v15H6z" />
        <path d="M14 2v5h5" />
      </svg>
      <span className="-mt-7 rounded bg-red-600 px-1.5 text-[0.65rem] leading-4 font-bold text-white">{kindLabel(kind)}</span>
    </span>
  );
}
