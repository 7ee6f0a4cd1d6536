import { useId, type ComponentProps, type ReactNode } from 'react';

/** An on/off switch: a checkbox with role="switch" (works with react-hook-form's register). */
export function Switch({ label, hint, className = '', id, ...rest }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; hint?: ReactNode }) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={`flex items-start justify-between gap-3 py-2 ${className}`}>
      <label htmlFor={inputId} className="min-w-0 flex-1 cursor-pointer">
        <span className="block text-sm font-medium text-slate-800">{label}</span>
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </label>
      <span className="relative inline-flex h-7 w-12 shrink-0 items-center">
        <input id={inputId} type="checkbox" role="switch" className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0" {...rest} />
        <span
          aria-hidden="true"
          className="pointer-events-none h-7 w-12 rounded-full bg-slate-300 transition peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:opacity-50"
        />
        <span aria-hidden="true" className="pointer-events-none absolute left-1 h-5 w-5 rounded-full bg-white shadow transition peer-checked:translate-x-5" />
      </span>
    </div>
  );
}
