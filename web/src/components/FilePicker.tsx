import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileProblem, isImageFile, MAX_UPLOAD_BYTES, type FileProblem } from '@/lib/file-check';
import { FieldError } from './FieldError';

/** The picker's words: its button, the line when nothing is chosen, the remove button, the preview's alt text and the refusals. */
export interface FilePickerTexts extends Record<FileProblem, string> {
  choose: string;
  none: string;
  clear: string;
  preview: string;
}

export interface FilePickerProps {
  label: string;
  hint: string;
  /** The file input's `accept`. */
  accept: string;
  /** The MIME types taken (a file without one is judged by its extension). */
  allowed: readonly string[];
  maxBytes?: number;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The file already saved: its URL (previewed when it is a picture) and the name shown while nothing new is chosen. */
  current?: { url: string; name?: string } | null;
  /** The server's refusal. */
  error?: string;
  testId: string;
  previewClass?: string;
  /** Words in place of the generic ones ("Choose file"…). */
  texts?: Partial<FilePickerTexts>;
}

/**
 * Chooses one optional file, refuses a wrong type or size before it is sent, and previews a picture (the
 * chosen one, else the saved one). The input is `testId`; its name line, remove button and preview are
 * `testId`-name, -clear and -preview.
 */
export function FilePicker({ label, hint, accept, allowed, maxBytes = MAX_UPLOAD_BYTES, file, onChange, current, error, testId, previewClass = 'max-h-40', texts }: FilePickerProps) {
  const { t } = useTranslation();
  const words: FilePickerTexts = {
    choose: t('common.file.choose'),
    none: t('common.file.none'),
    clear: t('common.file.clear'),
    preview: '',
    badType: t('common.file.badType'),
    tooLarge: t('common.file.tooLarge'),
    empty: t('common.file.empty'),
    ...texts,
  };
  const id = useId();
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const choose = (picked: File | null) => {
    setPreview(picked && (picked.type.startsWith('image/') || isImageFile(picked.name)) ? URL.createObjectURL(picked) : null);
    onChange(picked);
  };

  // A picker of pictures only shows the saved file whatever its address; otherwise only a saved picture.
  const picturesOnly = allowed.every((type) => type.startsWith('image/'));
  const shown = file ? preview : current && (picturesOnly || isImageFile(current.url)) ? current.url : null;
  const message = problem ? words[problem] : error;
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 focus-within:outline-2 focus-within:outline-primary hover:bg-slate-50"
        >
          {words.choose}
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
              const p = fileProblem(picked, allowed, maxBytes);
              setProblem(p);
              choose(p ? null : picked);
            }}
          />
        </label>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-600" data-testid={`${testId}-name`}>
          {file ? file.name : (current?.name ?? words.none)}
        </span>
        {file && (
          <button type="button" className="min-h-11 px-2 text-sm font-medium text-red-700 hover:underline" onClick={() => choose(null)} data-testid={`${testId}-clear`}>
            {words.clear}
          </button>
        )}
      </div>
      {shown && <img src={shown} alt={words.preview} className={`mt-2 w-auto max-w-full rounded-lg object-contain ring-1 ring-slate-200 ${previewClass}`} data-testid={`${testId}-preview`} />}
      {!message && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
