import { useTranslation } from 'react-i18next';
import type { AnalyticChart } from '../api/types';
import { totalsOf, type Bucket, type ChartName } from '../logic/charts';
import type { AnalyticsTexts } from './use-analytics-texts';

/** The label column's header for what a point is. */
const LABEL_COLUMN: Record<Bucket, string> = {
  day: 'analytics.column.day',
  month: 'analytics.column.month',
  category: 'analytics.column.category',
  product: 'analytics.column.product',
  state: 'analytics.column.state',
  age: 'analytics.column.age',
};

/**
 * The chart's figures: one row a point (label, amount, units, orders), the chart's total last. A long
 * table (the days of two months) scrolls inside its box, its header kept in view.
 */
export function PointsTable({ chart, bucket, data, title, texts }: { chart: ChartName; bucket: Bucket; data: AnalyticChart; title: string; texts: AnalyticsTexts }) {
  const { t } = useTranslation();
  const totals = totalsOf(chart, data.points);
  const long = data.points.length > 12;
  const cell = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="min-w-0">
    <div className={`min-w-0 overflow-x-auto ${long ? 'max-h-96 overflow-y-auto' : ''}`} data-testid="analytic-table-box">
      <table className="w-full text-sm" data-testid="analytic-table">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-white text-xs text-slate-500">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t(LABEL_COLUMN[bucket])}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('analytics.column.amount')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('analytics.column.units')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('analytics.column.orders')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.points.map((p, i) => (
            <tr key={`${p.label ?? ''}-${i}`} data-testid="analytic-row">
              <th scope="row" className="px-2 py-2 text-left font-normal break-words text-slate-900" data-testid="analytic-label">
                {texts.label(bucket, p.label)}
              </th>
              <td className={cell} data-testid="analytic-amount">
                {texts.money(p.amount)}
              </td>
              <td className={cell} data-testid="analytic-units">
                {texts.number(p.units)}
              </td>
              <td className={cell} data-testid="analytic-orders">
                {texts.number(p.orders)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 bg-white font-semibold text-slate-900">
          <tr className="border-t border-slate-300" data-testid="analytic-total">
            <th scope="row" className="px-2 py-2 text-left">
              {t('analytics.column.total')}
            </th>
            <td className={cell} data-testid="analytic-total-amount">
              {texts.money(data.total)}
            </td>
            <td className={cell} data-testid="analytic-total-units">
              {texts.number(totals.units)}
            </td>
            <td className={cell} data-testid="analytic-total-orders">
              {totals.orders === null ? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">{t('analytics.ordersNotSummed')}</span>
                </>
              ) : (
                texts.number(totals.orders)
              )}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
    {totals.orders === null && (
      <p className="mt-2 text-xs text-slate-500" data-testid="analytic-orders-note">
        {t('analytics.ordersNotSummed')}
      </p>
    )}
    </div>
  );
}
