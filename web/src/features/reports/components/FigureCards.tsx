import type { ReportFigure } from '../api/types';
import type { Report } from '../logic/reports';
import { useReportTexts } from './use-report-texts';

/** The summary's figures as cards: two a row on phones, more on wider screens. */
export function FigureCards({ report, figures, stale = false }: { report: Report; figures: ReportFigure[]; stale?: boolean }) {
  const text = useReportTexts(report);
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 ${stale ? 'opacity-60' : ''}`} aria-busy={stale || undefined} data-testid="report-figures">
      {figures.map((f) => (
        <li key={f.key} className="min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4" data-testid="report-figure" data-key={f.key}>
          <p className="text-xs font-medium text-slate-500 sm:text-sm" data-testid="report-figure-label">
            {text.figureLabel(f.key)}
          </p>
          <p className="mt-1 text-lg font-bold break-words text-slate-900 tabular-nums sm:text-xl" data-testid="report-figure-value">
            {text.figureValue(f)}
          </p>
        </li>
      ))}
    </ul>
  );
}
