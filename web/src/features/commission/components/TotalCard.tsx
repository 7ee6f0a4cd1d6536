import type { ReactNode } from 'react';
import { Card } from '@/components/Card';

/** A period's total, large, with a badge and a line under it. */
export function TotalCard({ label, amount, badge, note, testId = 'commission-total' }: { label: string; amount: string; badge?: ReactNode; note?: ReactNode; testId?: string }) {
  return (
    <Card className="mb-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {badge}
      </div>
      <p className="mt-1 text-3xl font-bold break-all text-slate-900 tabular-nums" data-testid={testId}>
        {amount}
      </p>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
    </Card>
  );
}
