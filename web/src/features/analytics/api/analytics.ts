/**
 * The analytics' calls (docs/api-reports.md, "Analytics"): five charts read through SWR with the same
 * filters. Empty filters are left out of the key.
 */
import useSWR from 'swr';
import { buildUrl } from '@/lib/api';
import { chartPath, type ChartName } from '../logic/charts';
import { filterParams, type AnalyticFilters } from '../logic/filters';
import type { AnalyticChart } from './types';

export const analyticKey = (chart: ChartName, f: AnalyticFilters) => buildUrl(chartPath(chart), filterParams(f));

/** One chart; the one shown stays (dimmed) while other filters load. `enabled` false: no call. */
export const useAnalytic = (chart: ChartName, f: AnalyticFilters, enabled = true) =>
  useSWR<AnalyticChart>(enabled ? analyticKey(chart, f) : null, { keepPreviousData: true });
