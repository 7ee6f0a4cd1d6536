import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import type { AnalyticChart } from '../api/types';
import { bucketOf, CHART_SHAPES, isEmptyChart, type ChartName } from '../logic/charts';
import { AnalyticChartView } from './AnalyticChartView';
import { PointsTable } from './PointsTable';
import type { AnalyticsTexts } from './use-analytics-texts';

/** The SWR state of one chart's call. */
export interface ChartState {
  data: AnalyticChart | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: KeyedMutator<AnalyticChart>;
}

/** The card's subtitle: by day or by month for the sales, the top ten for categories and products. */
function introKey(chart: ChartName, data: AnalyticChart | undefined): string | null {
  if (chart === 'sales') return data?.bucket === 'month' ? 'analytics.chart.sales.byMonth' : 'analytics.chart.sales.byDay';
  return `analytics.chart.${chart}.intro`;
}

/**
 * One chart in its card: the drawing with its table beside it (below it on phones), a spinner while it
 * loads, the failure with a retry, or a line saying nothing was sold. Another filter's answer dims the
 * one shown until it arrives.
 */
export function ChartCard({ chart, state, texts }: { chart: ChartName; state: ChartState; texts: AnalyticsTexts }) {
  const { t } = useTranslation();
  const title = t(`analytics.chart.${chart}.title`);
  const intro = introKey(chart, state.error ? undefined : state.data);
  // A failed call shows its error, not the answer of the filters before; another filter's answer dims the one shown.
  const data = state.error ? undefined : state.data;
  const stale = data !== undefined && state.isLoading;
  return (
    <Card aria-labelledby={`chart-${chart}-title`} className="min-w-0" data-testid={`chart-${chart}`}>
      <header className="mb-4">
        <h2 id={`chart-${chart}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-slate-600">{t(intro)}</p>}
      </header>
      <Loaded data={data} error={state.error} retry={() => void state.mutate()}>
        {(data) => {
          const bucket = bucketOf(chart, data.bucket);
          if (isEmptyChart(data.points)) return <EmptyState testId={`chart-${chart}-empty`}>{t('analytics.empty')}</EmptyState>;
          return (
            <div className={`grid min-w-0 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start ${stale ? 'opacity-60' : ''}`} aria-busy={stale || undefined}>
              <AnalyticChartView shape={CHART_SHAPES[chart]} bucket={bucket} points={data.points} texts={texts} />
              <PointsTable chart={chart} bucket={bucket} data={data} title={title} texts={texts} />
            </div>
          );
        }}
      </Loaded>
    </Card>
  );
}
