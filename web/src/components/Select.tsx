import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { fieldClass } from './Input';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends ComponentProps<'select'> {
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
}

export function Select({ label, options, placeholder, error, id, className = '', ...rest }: SelectProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {/* Remounted when the options arrive, so a form library re-applies the saved value to the new options. */}
      <select key={options.length} id={selectId} aria-invalid={error ? true : undefined} className={fieldClass} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o, i) => (
          <option key={`${o.value}-${i}`} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError message={error} />
    </div>
  );
}
