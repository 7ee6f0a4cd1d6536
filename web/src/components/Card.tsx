import type { ComponentProps, ReactNode } from 'react';

export function Card({ title, actions, className = '', children, ...rest }: ComponentProps<'section'> & { title?: ReactNode; actions?: ReactNode }) {
  return (
    <section className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 ${className}`} {...rest}>
      {(title || actions) && (
        <header className="mb-4 flex items-center justify-between gap-2">
          {title && <h2 className="text-base font-semibold text-slate-900">{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}
