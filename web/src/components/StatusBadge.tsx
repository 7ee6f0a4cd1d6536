import type { ReactNode } from 'react';

/** The colours a status can take; each area maps its statuses to one of these. */
export type Tone = 'success' | 'warning' | 'info' | 'danger' | 'neutral';

const TONES: Record<Tone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  neutral: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A status as a coloured pill; `status` is kept in data-status for tests and styling. */
export function StatusBadge({ status, tone, children, testId, className = '' }: { status: string; tone: Tone; children: ReactNode; testId: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[tone]} ${className}`}
      data-testid={testId}
      data-status={status}
    >
      {children}
    </span>
  );
}

/** A small neutral tag (Preorder, First order only, …). */
export function Tag({ children, testId }: { children: string; testId?: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700" data-testid={testId}>
      {children}
    </span>
  );
}
