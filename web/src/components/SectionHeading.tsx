import type { ReactNode } from 'react';

/** A section's title, an optional intro and actions on the right. */
export function SectionHeading({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      </div>
      {actions}
    </div>
  );
}
