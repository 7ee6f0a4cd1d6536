import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { fieldClass } from './Input';

export function Textarea({ label, error, id, className = '', rows = 4, ...rest }: ComponentProps<'textarea'> & { label: ReactNode; error?: string }) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea id={inputId} rows={rows} aria-invalid={error ? true : undefined} className={fieldClass} {...rest} />
      <FieldError message={error} />
    </div>
  );
}
