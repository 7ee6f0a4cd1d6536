import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useReportSummary, useReportTable, useReportTotal } from '../api/reports';
import { Breakdown } from '../components/Breakdown';
import { ExportButtons } from '../components/ExportButtons';
import { ExportProgress } from '../components/ExportProgress';
import { FigureCards } from '../components/FigureCards';
import { ReportFilters } from '../components/ReportFilters';
import { RecentExports } from '../components/RecentExports';
import { ReportList } from '../components/ReportList';
import { ReportSwitcher } from '../components/ReportSwitcher';
import { useReportExport } from '../components/use-report-export';
import { useReportTexts } from '../components/use-report-texts';
import { filterErrorsOf } from '../logic/errors';
import { readQuery, withChange, writeQuery, type ReportFilters as Filters, type ReportQuery } from '../logic/filters';
import { REPORT_SPECS } from '../logic/reports';

type Change = { filters?: Partial<Filters>; page?: number };

/** One report: its filters, the range the server answered, the figures and breakdown, and the list. */
function ReportView({ query, change }: { query: ReportQuery; change: (c: Change) => void }) {
  const { t } = useTranslation();
  const { report, filters, page } = query;
  const text = useReportTexts(report);
  const summary = useReportSummary(report, filters);
  const table = useReportTable(report, filters, page);
  const listed = REPORT_SPECS[report].list !== null;
  const errors = { ...filterErrorsOf(table.error), ...filterErrorsOf(summary.error) };
  const refused = Object.keys(errors).length > 0;
  const range = summary.data;

  return (
    <>
      <ReportFilters report={report} filters={filters} errors={errors} onChange={(patch) => change({ filters: patch })} />
      {refused ? (
        <FormMessage testId="report-refused">{t('reports.refused')}</FormMessage>
      ) : (
        <>
          {range && (
            <p className="mb-3 text-sm text-slate-600" data-testid="report-range">
              {t('reports.range', { from: text.day(range.from), to: text.day(range.to) })}
            </p>
          )}
          <section aria-label={t('reports.summary')} className="space-y-4">
            <Loaded data={summary.data} error={summary.error} retry={() => void summary.mutate()}>
              {(s) => (
                <>
                  <FigureCards report={report} figures={s.figures} stale={summary.isLoading} />
                  <Breakdown report={report} rows={s.breakdown} />
                </>
              )}
            </Loaded>
          </section>
          {listed && (
            <section aria-label={t('reports.list')} className="mt-6">
              <h2 className="mb-3 text-base font-semibold text-slate-900">{t('reports.list')}</h2>
              <Loaded data={table.data} error={table.error} retry={() => void table.mutate()}>
                {(tb) => <ReportList report={report} table={tb} stale={table.isLoading} onPage={(p) => change({ page: p })} />}
              </Loaded>
            </section>
          )}
        </>
      )}
    </>
  );
}

/**
 * /reporting[?report=transaction|payment-method|recruitment|kpi|agent|customer|inventory|product-sales][&from=&to=&branchId=&tierId=&agentId=&state=&productIds=&status=][&page=]:
 * HQ's master reports (docs/api-reports.md). The report and its filters live in the address under the
 * API's query names; each report shows its figures, its breakdown and (but payment methods) its list,
 * 20 a page, exportable as CSV or XLSX: at once up to 100 rows, in the background beyond (its progress
 * under the buttons, then Download). Recent exports lists the user's exports of the last 7 days.
 */
export function ReportingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const { report } = query;
  const go = (c: Parameters<typeof withChange>[1]) => setParams(writeQuery(withChange(query, c)));
  const exporting = useReportExport(report, query.filters, useReportTotal(report, query.filters, query.page));
  const { background } = exporting;

  return (
    <div className="mx-auto max-w-6xl" data-testid="reporting-page">
      <PageTitle subtitle={t('reports.intro')} actions={<ExportButtons report={report} exporting={exporting} />}>
        {t('reports.title')}
      </PageTitle>
      {/* Under the buttons (right-aligned from sm up), yet outside the title row, so the title stays put as the card comes and goes. */}
      <div className="mb-4 flex flex-col items-stretch gap-2 sm:items-end">
        {background && (
          <ExportProgress
            key={background.started.id}
            started={background.started}
            retrying={exporting.busy !== null}
            onRetry={() => void exporting.retry(background)}
            onClose={exporting.close}
          />
        )}
        <RecentExports />
      </div>
      <ReportSwitcher value={report} onChange={(r) => go({ report: r })} />
      <div role="tabpanel" id={`panel-${report}`} aria-labelledby={`tab-${report}`} className="min-w-0">
        {/* Another report starts afresh: no figures or columns of the one before while it loads. */}
        <ReportView key={report} query={query} change={go} />
      </div>
    </div>
  );
}
