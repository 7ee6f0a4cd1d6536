import type { ReactNode } from 'react';

/** One titled part of a long form. */
export function FormSection({ title, intro, children, testId, actions }: { title: string; intro?: ReactNode; children: ReactNode; testId?: string; actions?: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid={testId}>
      <header className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        </div>
        {actions}
      </header>
      <div className="space-y-4">{children}</div>
    </section>
  );
}
