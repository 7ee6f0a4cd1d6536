import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { usePeriods } from '../api/close';
import type { CommissionPeriod } from '../api/types';
import { commissionPath } from '../logic/paths';
import { PeriodStatusBadge } from './PeriodStatusBadge';
import { useCommissionTexts } from './use-commission-texts';

// One element per month: a card on phones, a table-like row from md up.
const COLUMNS = 'grid-cols-[minmax(0,1fr)_auto] md:grid-cols-[minmax(0,1.3fr)_minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,0.7fr)_minmax(0,1.2fr)_9rem]';

/**
 * The months: this month and every month with entries, newest first, open or closed, with the total and
 * how many agents earned. HQ opens an open month's preview (`onReview`); a closed month opens the company view.
 */
export function ClosePeriods({ onReview }: { onReview?: (period: string) => void }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const { data, error, mutate } = usePeriods();
  const action = (p: CommissionPeriod) =>
    p.status === 'open' && onReview ? (
      <Button variant="secondary" className="w-full md:w-auto" onClick={() => onReview(p.period)} data-testid="period-review">
        {t('commission.close.review')}
      </Button>
    ) : (
      <LinkButton variant="ghost" className="w-full md:w-auto" to={commissionPath({ period: p.period })} data-testid="period-view">
        {t('commission.close.view')}
      </LinkButton>
    );
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(periods) =>
        periods.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <div className={`hidden items-center gap-x-3 border-b border-slate-200 px-4 py-2 text-xs font-semibold text-slate-500 uppercase md:grid ${COLUMNS}`}>
              <span>{t('commission.period')}</span>
              <span>{t('commission.close.status')}</span>
              <span>{t('commission.check.total')}</span>
              <span>{t('commission.close.agentsColumn')}</span>
              <span>{t('commission.close.closedAtColumn')}</span>
              <span className="sr-only">{t('commission.close.actions')}</span>
            </div>
            <ul className="divide-y divide-slate-100" data-testid="period-list">
              {periods.map((p) => (
                <li key={p.period} className={`grid items-center gap-x-3 gap-y-1 px-4 py-3 text-sm ${COLUMNS}`} data-testid="period-row" data-period={p.period} data-status={p.status}>
                  <span className="font-semibold text-slate-900" data-testid="period-label">
                    {text.month(p.period)}
                  </span>
                  <span className="justify-self-end md:justify-self-start">
                    <PeriodStatusBadge status={p.status} />
                  </span>
                  <span className="font-semibold text-slate-900 tabular-nums" data-testid="period-total">
                    {text.money(p.total)}
                  </span>
                  <span className="justify-self-end text-slate-600 md:justify-self-start" data-testid="period-agents">
                    {t('commission.close.agents', { count: p.agents })}
                  </span>
                  <span className={`col-span-2 text-xs text-slate-500 md:col-span-1 ${p.closedAt ? '' : 'hidden md:block'}`} data-testid="period-closed-at">
                    {p.closedAt ? t('commission.close.closedAt', { date: text.dateTime(p.closedAt) }) : '—'}
                  </span>
                  <span className="col-span-2 mt-2 md:col-span-1 md:mt-0 md:justify-self-end">{action(p)}</span>
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </Loaded>
  );
}
