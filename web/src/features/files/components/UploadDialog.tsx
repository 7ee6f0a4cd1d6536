import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FieldError, FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Textarea } from '@/components/Textarea';
import { failureText, placeServerErrors } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { uploadFile, type MarketingFile, type MarketingFolder } from '../api/files';
import { DESCRIPTION_MAX, FILE_ACCEPT, FILE_NAME_MAX, fileProblem, formatSize, stemOf, fileRefusal } from '../logic/files';
import { uploadSchema, type UploadValues } from '../logic/schemas';
import { ProgressBar } from './ProgressBar';

const FIELDS = ['name', 'description'] as const;

/**
 * Adds a file to a folder: name (required), description and the file (JPG, PNG or PDF up to 20 MB,
 * checked here before anything is sent), sent as multipart with a progress bar. The server's refusals
 * (413 too large, 415 or 422 on the file, 422 on a field) show where they belong; cancelling stops the upload.
 */
export function UploadDialog({ folder, onClose, onUploaded }: { folder: Pick<MarketingFolder, 'id' | 'name'>; onClose: () => void; onUploaded: (file: MarketingFile) => Promise<void> | void }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<UploadValues>({ resolver: zodResolver(uploadSchema), defaultValues: { name: '', description: '' } });

  const uploading = progress !== null;

  const choose = (picked: File | null) => {
    setFormError(null);
    if (!picked) return;
    const problem = fileProblem(picked);
    if (problem) {
      setFile(null);
      setFileError(`files.upload.${problem}`);
      return;
    }
    setFile(picked);
    setFileError(undefined);
    if (!getValues('name').trim()) setValue('name', stemOf(picked.name).slice(0, FILE_NAME_MAX), { shouldValidate: true });
  };

  /** No file chosen (and no refusal of one already showing): say so, beside the fields' own errors. */
  const needFile = () => {
    if (!file && !fileError) setFileError('files.upload.fileRequired');
    return !file;
  };

  const upload = async (values: UploadValues) => {
    setFormError(null);
    if (needFile() || !file) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    try {
      const saved = await uploadFile({ folderId: folder.id, name: values.name.trim(), description: values.description.trim(), file }, setProgress, abort.signal);
      await onUploaded(saved);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      const refusal = fileRefusal(err, t('errors.generic'));
      if (refusal) {
        setFileError(refusal);
      } else {
        let placed = placeServerErrors(err, setError, FIELDS);
        placed = placeServerErrors(err, (_n: 'file', e) => setFileError(e.message), ['file']) || placed;
        if (!placed) setFormError(failureText(err));
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
    }
  };

  const close = () => {
    controller.current?.abort();
    onClose();
  };

  const fileMessage = errorText(fileError);
  return (
    <Dialog open wide title={t('files.upload.title', { folder: folder.name })} onClose={close} testId="upload-dialog">
      <form onSubmit={(e) => void handleSubmit(upload, needFile)(e)} noValidate className="space-y-4">
        <Input
          label={t('files.upload.name')}
          maxLength={FILE_NAME_MAX}
          disabled={uploading}
          error={errorText(errors.name?.message)}
          data-testid="upload-name"
          {...register('name')}
        />
        <Textarea
          label={t('files.upload.description')}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          disabled={uploading}
          error={errorText(errors.description?.message)}
          data-testid="upload-description"
          {...register('description')}
        />
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{t('files.upload.file')}</span>
          <div className="flex flex-wrap items-center gap-3">
            <label
              htmlFor={inputId}
              className={`inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 focus-within:outline-2 focus-within:outline-primary hover:bg-slate-50 ${uploading ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`}
            >
              {t('files.upload.choose')}
              <input
                id={inputId}
                type="file"
                accept={FILE_ACCEPT}
                className="sr-only"
                disabled={uploading}
                aria-invalid={fileMessage ? true : undefined}
                aria-describedby={fileMessage ? `${inputId}-error` : `${inputId}-hint`}
                data-testid="upload-file"
                onChange={(e) => {
                  const picked = e.target.files?.[0] ?? null;
                  e.target.value = '';
                  choose(picked);
                }}
              />
            </label>
            <span className="min-w-0 flex-1 text-sm break-all text-slate-600" data-testid="upload-file-name">
              {file ? `${file.name} (${formatSize(file.size, i18n.language)})` : t('files.upload.none')}
            </span>
          </div>
          {!fileMessage && (
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
              {t('files.upload.hint')}
            </p>
          )}
          <FieldError id={`${inputId}-error`} message={fileMessage} />
        </div>
        {progress !== null && <ProgressBar fraction={progress} />}
        {formError && <FormMessage testId="upload-error">{formError}</FormMessage>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={uploading ? () => controller.current?.abort() : close} data-testid="upload-cancel">
            {uploading ? t('files.upload.stop') : t('common.cancel')}
          </Button>
          <Button type="submit" loading={uploading} data-testid="upload-submit">
            {t('files.upload.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
