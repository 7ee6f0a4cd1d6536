import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { useAnalytic } from '../api/analytics';
import { AnalyticsFilters } from '../components/AnalyticsFilters';
import { ChartCard } from '../components/ChartCard';
import { useAnalyticsTexts } from '../components/use-analytics-texts';
import { CHARTS } from '../logic/charts';
import { filterErrorsOf } from '../logic/errors';
import { datesInOrder, readFilters, writeFilters, type AnalyticFilters } from '../logic/filters';

/**
 * /analytics[?from=&to=&branchId=&tierId=&agentId=&state=&productIds=]: HQ's charts of completed sales
 * (docs/api-reports.md, "Analytics") — over time, by category, product, delivery state and the buyer's
 * age band — each with its table. The filters live in the address under the API's query names and are
 * shared by the five charts; blank dates are the server's this month so far.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const texts = useAnalyticsTexts();
  // A range that ends before it starts is not asked for: the filter says so.
  const ready = datesInOrder(filters);
  const sales = useAnalytic('sales', filters, ready);
  const category = useAnalytic('category', filters, ready);
  const product = useAnalytic('product', filters, ready);
  const state = useAnalytic('state', filters, ready);
  const age = useAnalytic('age', filters, ready);
  const states = { sales, category, product, state, age };
  const errors = Object.assign({}, ...CHARTS.map((c) => filterErrorsOf(states[c].error))) as ReturnType<typeof filterErrorsOf>;
  const refused = !ready || Object.keys(errors).length > 0;
  const range = sales.error ? undefined : sales.data;
  const change = (patch: Partial<AnalyticFilters>) => setParams(writeFilters({ ...filters, ...patch }), { replace: true });

  return (
    <div className="mx-auto max-w-6xl" data-testid="analytics-page">
      <PageTitle subtitle={t('analytics.intro')}>{t('analytics.title')}</PageTitle>
      <AnalyticsFilters filters={filters} errors={errors} onChange={change} />
      {refused ? (
        <FormMessage testId="analytics-refused">{t('analytics.refused')}</FormMessage>
      ) : (
        <>
          {range && (
            <p className="mb-3 text-sm text-slate-600" data-testid="analytics-range">
              {t('analytics.range', { from: texts.day(range.from), to: texts.day(range.to) })}
            </p>
          )}
          <div className="space-y-4">
            {CHARTS.map((c) => (
              <ChartCard key={c} chart={c} state={states[c]} texts={texts} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
