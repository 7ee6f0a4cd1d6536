import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/FieldError';
import { IMAGE_ACCEPT, imageProblem } from '../logic/images';

/**
 * Chooses one picture (JPEG or PNG, at most 5 MB), refuses any other file before it is sent, and shows
 * a preview. `current` is the picture already saved (a store's logo).
 */
export function ImagePicker({
  label,
  hint,
  file,
  onChange,
  current,
  error,
  testId,
  previewClass = 'max-h-40',
}: {
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
  current?: string | null;
  error?: string;
  testId: string;
  previewClass?: string;
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
    setPreview(picked ? URL.createObjectURL(picked) : null);
    onChange(picked);
  };
  const shown = file ? preview : (current ?? null);
  const message = problem ? t(problem) : error;
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 focus-within:outline-2 focus-within:outline-primary hover:bg-slate-50"
        >
          {t('stores.image.choose')}
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            data-testid={testId}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!picked) return;
              const p = imageProblem(picked);
              setProblem(p);
              choose(p ? null : picked);
            }}
          />
        </label>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-600" data-testid={`${testId}-name`}>
          {file ? file.name : t('stores.image.none')}
        </span>
        {file && (
          <button type="button" className="min-h-11 px-2 text-sm font-medium text-red-700 hover:underline" onClick={() => choose(null)} data-testid={`${testId}-clear`}>
            {t('stores.image.clear')}
          </button>
        )}
      </div>
      {shown && <img src={shown} alt={t('stores.image.preview')} className={`mt-2 w-auto max-w-full rounded-lg object-contain ring-1 ring-slate-200 ${previewClass}`} data-testid={`${testId}-preview`} />}
      {!message && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
