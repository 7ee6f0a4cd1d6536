import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/FieldError';
import { fileProblem, isImageFile } from '../helpers';

/**
 * Chooses one optional file, checks its type and size before upload (the server checks again),
 * and previews an image. `current` names the file already saved.
 */
export function FilePicker({
  label,
  hint,
  accept,
  allowed,
  file,
  onChange,
  current,
  error,
  testId,
}: {
  label: string;
  hint: string;
  accept: string;
  allowed: readonly string[];
  file: File | null;
  onChange: (file: File | null) => void;
  current?: { url: string; name: string } | null;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const choose = (picked: File | null) => {
    setPreview(picked && picked.type.startsWith('image/') ? URL.createObjectURL(picked) : null);
    onChange(picked);
  };

  const shownUrl = (file ? preview : null) ?? (!file && current && isImageFile(current.url) ? current.url : null);
  const message = problem ? t(problem) : error;
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 focus-within:outline-2 focus-within:outline-primary hover:bg-slate-50"
        >
          {t('marketing.file.choose')}
          <input
            id={id}
            type="file"
            accept={accept}
            className="sr-only"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            data-testid={testId}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!picked) return;
              const p = fileProblem(picked, allowed);
              setProblem(p);
              choose(p ? null : picked);
            }}
          />
        </label>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-600" data-testid={`${testId}-name`}>
          {file ? file.name : current ? current.name : t('marketing.file.none')}
        </span>
        {file && (
          <button type="button" className="min-h-11 px-2 text-sm font-medium text-red-700 hover:underline" onClick={() => choose(null)}>
            {t('marketing.file.clear')}
          </button>
        )}
      </div>
      {shownUrl && <img src={shownUrl} alt="" className="mt-2 max-h-40 rounded-lg object-contain ring-1 ring-slate-200" />}
      {!message && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
