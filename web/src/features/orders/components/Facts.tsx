import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode, testId?: string];

/** Label / value pairs; blank values show a dash. */
export function Facts({ rows, testId }: { rows: Fact[]; testId?: string }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]" data-testid={testId}>
      {rows.map(([label, value, id]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="mb-1 min-w-0 break-words text-slate-900 sm:mb-0" data-testid={id}>
            {value === '' || value == null ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
