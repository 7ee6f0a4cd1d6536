import { useId, type ReactNode } from 'react';

/** A white card with its heading (a checkout section, a part of an order). */
export function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5" data-testid={testId}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
