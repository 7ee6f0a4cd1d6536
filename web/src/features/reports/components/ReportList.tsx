import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Pager } from '@/components/Pager';
import type { ReportColumn, ReportTable } from '../api/types';
import { isNumeric } from '../logic/cells';
import { REPORT_PER_PAGE, type Report } from '../logic/reports';
import { NONE, useReportTexts } from './use-report-texts';

/** The column that names a card on phones: the first text column (the order number, the agent, the product). */
const titleIndex = (columns: ReportColumn[]) => Math.max(0, columns.findIndex((c) => c.kind === 'text'));

/**
 * One page of a report's list, with the totals of every page: a table from md up (it scrolls inside its
 * own box when the columns are wider than the screen), a card per row on phones. Money and counts are
 * right-aligned, instants shown in Kuala Lumpur time.
 */
export function ReportList({ report, table, stale = false, onPage }: { report: Report; table: ReportTable; stale?: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const text = useReportTexts(report);
  const { columns, rows } = table;
  if (rows.length === 0 && table.total === 0) return <EmptyState testId="report-empty">{t('reports.empty')}</EmptyState>;

  const totals = table.totals?.some((v) => v !== null && v !== '') ? table.totals : null;
  const title = titleIndex(columns);
  const align = (c: ReportColumn) => (isNumeric(c.kind) ? 'text-right tabular-nums' : 'text-left');
  // The totals row names itself in the first column unless that column has a total of its own.
  const totalCell = (i: number) => (totals?.[i] != null && totals[i] !== '' ? text.cell(columns[i], totals[i]) : i === 0 ? t('reports.totals') : '');

  return (
    <div className={stale ? 'opacity-60' : ''} aria-busy={stale || undefined}>
      <ul className="grid gap-3 md:hidden" data-testid="report-cards">
        {rows.map((row, r) => (
          <li key={r} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="report-card">
            <p className="mb-2 font-semibold break-words text-slate-900">{text.cell(columns[title], row[title] ?? null)}</p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {columns.map((c, i) =>
                i === title ? null : (
                  <div key={c.key} className="contents">
                    <dt className="text-slate-500">{text.column(c.key)}</dt>
                    <dd className={`break-words text-slate-900 ${isNumeric(c.kind) ? 'tabular-nums' : ''}`} data-testid={`report-card-${c.key}`}>
                      {text.cell(c, row[i] ?? null)}
                    </dd>
                  </div>
                ),
              )}
            </dl>
          </li>
        ))}
        {totals && (
          <li className="min-w-0 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="report-card-totals">
            <p className="mb-2 font-semibold text-slate-900">{t('reports.totalsAll')}</p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {columns.map((c, i) =>
                totals[i] == null || totals[i] === '' ? null : (
                  <div key={c.key} className="contents">
                    <dt className="text-slate-500">{text.column(c.key)}</dt>
                    <dd className="font-semibold break-words text-slate-900 tabular-nums">{text.cell(c, totals[i])}</dd>
                  </div>
                ),
              )}
            </dl>
          </li>
        )}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block" data-testid="report-table-box">
        <table className="w-full text-sm" data-testid="report-table">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={`px-3 py-3 whitespace-nowrap first:pl-4 ${align(c)}`} data-testid={`report-col-${c.key}`}>
                  {text.column(c.key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, r) => (
              <tr key={r} data-testid="report-row">
                {columns.map((c, i) => {
                  const value = text.cell(c, row[i] ?? null);
                  return (
                    <td key={c.key} className={`px-3 py-3 first:pl-4 ${align(c)} ${isNumeric(c.kind) || c.kind.startsWith('date') ? 'whitespace-nowrap' : 'max-w-64 break-words'} ${value === NONE ? 'text-slate-400' : 'text-slate-900'}`} data-testid={`report-cell-${c.key}`}>
                      {value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          {totals && (
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
              <tr data-testid="report-totals">
                {columns.map((c, i) => (
                  <td key={c.key} className={`px-3 py-3 whitespace-nowrap first:pl-4 ${align(c)}`} data-testid={`report-total-${c.key}`}>
                    {totalCell(i)}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <Pager summary page={table.page} perPage={table.perPage || REPORT_PER_PAGE} total={table.total} onPage={onPage} />
    </div>
  );
}
