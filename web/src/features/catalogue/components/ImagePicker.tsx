import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/FieldError';
import { Spinner } from '@/components/Spinner';
import { IMAGE_ACCEPT, imageProblem } from '../logic/images';

/**
 * A button that chooses one JPEG or PNG image (≤ 10 MB, checked here before upload) and hands it
 * over. `error` is the server's refusal; `busy` while the upload runs.
 */
export function ImagePicker({
  label,
  onPick,
  busy = false,
  error,
  testId,
  variant = 'secondary',
}: {
  label: string;
  onPick: (file: File) => void;
  busy?: boolean;
  error?: string | null;
  testId: string;
  variant?: 'secondary' | 'ghost';
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ? t(problem) : (error ?? undefined);
  const look =
    variant === 'ghost'
      ? 'text-primary hover:bg-primary/10'
      : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50';
  return (
    <div>
      <label
        htmlFor={id}
        className={`inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold focus-within:outline-2 focus-within:outline-primary ${look} ${busy ? 'pointer-events-none opacity-60' : ''}`}
      >
        {busy && <Spinner size="sm" />}
        {label}
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          disabled={busy}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          data-testid={testId}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            e.target.value = '';
            if (!file) return;
            const p = imageProblem(file);
            setProblem(p);
            if (!p) onPick(file);
          }}
        />
      </label>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
