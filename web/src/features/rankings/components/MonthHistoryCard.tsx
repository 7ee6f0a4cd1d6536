import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { useCommissionHistory, useUserSales } from '../api/own';
import type { MonthCommission } from '../api/types';
import { historyRows, type MonthRow } from '../logic/own';
import { useRankingTexts } from './use-ranking-texts';

/**
 * "Last 12 months": the agent's own sales, group sales and commission month by month, newest first — a
 * table from md up, a list of rows on phones. A month not closed yet shows its commission as provisional.
 * Agents only.
 */
export function MonthHistoryCard() {
  const { t } = useTranslation();
  const sales = useUserSales();
  const commission = useCommissionHistory();
  const rows = sales.data && commission.data ? historyRows(sales.data, commission.data) : undefined;
  const retry = () => {
    if (sales.error) void sales.mutate();
    if (commission.error) void commission.mutate();
  };
  return (
    <Card title={t('rankings.history.title')} data-testid="month-history">
      <Loaded data={rows} error={sales.error ?? commission.error} retry={retry}>
        {(r) => (r.length === 0 ? <EmptyState testId="month-history-empty">{t('rankings.history.empty')}</EmptyState> : <HistoryRows rows={r} />)}
      </Loaded>
    </Card>
  );
}

function HistoryRows({ rows }: { rows: MonthRow[] }) {
  const { t } = useTranslation();
  const text = useRankingTexts();
  const money = (amount: string | undefined) => (amount === undefined ? '—' : text.money(amount));
  const provisional = rows.some((r) => r.commission && !r.commission.closed);
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('rankings.history.title')} data-testid="month-history-list">
        {rows.map((r) => (
          <li key={r.period} className="py-3" data-testid="month-history-item" data-period={r.period}>
            <p className="mb-1 font-semibold text-slate-900" data-testid="month-history-month">
              {text.month(r.period)}
            </p>
            <dl className="space-y-0.5 text-sm">
              <Figure label={t('rankings.history.personalSales')}>{money(r.sales?.personalSales)}</Figure>
              <Figure label={t('rankings.history.groupSales')}>{money(r.sales?.groupSales)}</Figure>
              <Figure label={t('rankings.history.commission')}>
                <Commission commission={r.commission} />
              </Figure>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="month-history-table">
          <caption className="sr-only">{t('rankings.history.title')}</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('rankings.history.month')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('rankings.history.personalSales')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('rankings.history.groupSales')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('rankings.history.commission')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.period} data-testid="month-history-row" data-period={r.period}>
                <th scope="row" className="py-2.5 pr-3 font-medium whitespace-nowrap text-slate-900">
                  {text.month(r.period)}
                </th>
                <td className="py-2.5 pr-3 text-right whitespace-nowrap text-slate-700 tabular-nums">{money(r.sales?.personalSales)}</td>
                <td className="py-2.5 pr-3 text-right whitespace-nowrap text-slate-700 tabular-nums">{money(r.sales?.groupSales)}</td>
                <td className="py-2.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
                  <Commission commission={r.commission} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {provisional && (
        <p className="mt-3 text-xs text-slate-500" data-testid="month-history-note">
          {t('rankings.history.provisionalNote')}
        </p>
      )}
    </>
  );
}

/** A label and its figure on one line (phones). */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="min-w-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right break-words text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The month's commission, marked provisional while the month is open. */
function Commission({ commission }: { commission: MonthCommission | null }) {
  const { t } = useTranslation();
  const text = useRankingTexts();
  if (!commission) return <>—</>;
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-1.5" data-testid="month-history-commission">
      <span>{text.money(commission.amount)}</span>
      {!commission.closed && (
        <span className="rounded bg-amber-50 px-1 text-xs font-medium whitespace-nowrap text-amber-800 ring-1 ring-amber-200" data-testid="month-history-provisional">
          {t('rankings.history.provisional')}
        </span>
      )}
    </span>
  );
}
