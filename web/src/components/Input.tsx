import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './FieldError';

export interface InputProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export const fieldClass =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 disabled:bg-slate-100 aria-invalid:border-red-500 sm:text-sm';

export function Input({ label, error, hint, id, className = '', ...rest }: InputProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
        className={fieldClass}
        {...rest}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errId} message={error} />
    </div>
  );
}
