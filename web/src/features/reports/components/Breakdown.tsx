import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import type { ReportBreakdownRow } from '../api/types';
import { barWidth } from '../logic/cells';
import type { Report } from '../logic/reports';
import { useReportTexts } from './use-report-texts';

/**
 * The summary's table, biggest first, as a ranked list with bars (the bar is the row's count against
 * the biggest): orders by status, payments by method, agents by tier or status, customers by state,
 * stock by branch, products by sales.
 */
export function Breakdown({ report, rows }: { report: Report; rows: ReportBreakdownRow[] }) {
  const { t } = useTranslation();
  const text = useReportTexts(report);
  const headingId = useId();
  const biggest = Math.max(0, ...rows.map((r) => r.count));
  return (
    <Card aria-labelledby={headingId} data-testid="report-breakdown">
      <h2 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        {t(`reports.breakdown.${report}`)}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="report-breakdown-empty">
          {t('reports.empty')}
        </p>
      ) : (
        <ol className="space-y-3">
          {rows.map((r, i) => {
            const label = text.breakdownLabel(r.label);
            const count = t(`reports.count.${report}`, { count: r.count, value: text.number(r.count) });
            return (
              <li key={`${r.label ?? ''}-${i}`} className="min-w-0" data-testid="report-breakdown-row">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words text-slate-900">
                    <span className="mr-1 text-slate-400 tabular-nums">{i + 1}.</span>
                    <span className="font-medium" data-testid="report-breakdown-label">
                      {label}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end text-right text-slate-700 tabular-nums sm:flex-row sm:gap-3" data-testid="report-breakdown-figures">
                    <span>{count}</span>
                    {r.amount !== null && <span className="font-semibold text-slate-900">{text.money(r.amount)}</span>}
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${barWidth(r.count, biggest)}%` }} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
