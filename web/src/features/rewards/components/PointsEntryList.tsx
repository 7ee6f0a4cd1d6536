import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PointsEntry } from '../api/types';
import { orderPath } from '../logic/paths';
import { ENTRY_KINDS, isDebit } from '../logic/rewards';
import { useRewardTexts } from './use-reward-texts';

/**
 * Ledger entries, newest first: the reason, the day, the order it came from (a link to it when the
 * viewer may open orders) and the points signed, green in and red out. `showAgent` names whose they are (HQ).
 */
export function PointsEntryList({ entries, showAgent, orderLinks }: { entries: readonly PointsEntry[]; showAgent: boolean; orderLinks: boolean }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  const kind = (k: string) => ((ENTRY_KINDS as readonly string[]).includes(k) ? t(`rewards.kind.${k}`) : k);
  return (
    <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="points-entries">
      {entries.map((e) => {
        const debit = isDebit(e.points);
        return (
          <li key={e.id} className="flex items-start justify-between gap-3 p-4" data-testid="points-entry" data-kind={e.kind}>
            <div className="min-w-0 flex-1">
              {showAgent && (
                <p className="text-xs font-semibold break-words text-primary" data-testid="entry-agent">
                  {e.agentName}
                </p>
              )}
              <p className="text-sm font-medium break-words text-slate-900" data-testid="entry-reason">
                {e.reason || kind(e.kind)}
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-500">
                <span>{text.dateTime(e.createdAt)}</span>
                <span aria-hidden="true">·</span>
                <span>{kind(e.kind)}</span>
                {e.orderNumber && (
                  <>
                    <span aria-hidden="true">·</span>
                    {orderLinks && e.orderId ? (
                      <Link to={orderPath(e.orderId)} className="font-medium break-all text-primary underline-offset-2 hover:underline" data-testid="entry-order">
                        {t('rewards.history.order', { number: e.orderNumber })}
                      </Link>
                    ) : (
                      <span className="break-all" data-testid="entry-order">
                        {t('rewards.history.order', { number: e.orderNumber })}
                      </span>
                    )}
                  </>
                )}
              </p>
            </div>
            <p className={`shrink-0 text-right text-base font-bold whitespace-nowrap tabular-nums ${debit ? 'text-red-700' : 'text-emerald-700'}`} data-testid="entry-points" data-sign={debit ? 'debit' : 'credit'}>
              {text.signed(e.points)}
              <span className="sr-only"> {t('rewards.balance.unit')}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
