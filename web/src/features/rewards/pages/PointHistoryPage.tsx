import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import { Pager } from '@/components/Pager';
import { canAccess } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { usePointHistory } from '../api/rewards';
import type { PointsHistory } from '../api/types';
import { AgentFilter } from '../components/AgentFilter';
import { BackLink } from '../components/BackLink';
import { OwedNote } from '../components/BalanceCard';
import { Pending } from '../components/Pending';
import { PointsEntryList } from '../components/PointsEntryList';
import { RowsSkeleton } from '../components/Skeletons';
import { useHistoryAddress } from '../components/use-history-address';
import { useRewardTexts } from '../components/use-reward-texts';
import { REWARDS_PATH } from '../logic/paths';

/** The balance above the entries (an agent's, or the agent HQ chose). */
function BalanceStrip({ history: h }: { history: PointsHistory }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  return (
    <div className="mb-4 space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="history-balance">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{t('rewards.balance.title')}</p>
        <p className="text-2xl font-bold break-all text-slate-900 tabular-nums" data-testid="history-balance-points">
          {text.points(h.balance)}
        </p>
      </div>
      <OwedNote owed={h.owed} />
    </div>
  );
}

/**
 * /point-rewards/point-history and /campaign/point-history: the points ledger, newest first, 20 a page.
 * An agent reads their own under their balance; HQ reads everyone's (each entry names its agent) or, with
 * an agent chosen, that agent's under their balance.
 */
export function PointHistoryPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { hq, page, agentId, setPage, setAgent } = useHistoryAddress();
  const history = usePointHistory(page, agentId);
  const showBalance = !hq || agentId !== undefined;
  return (
    <div className="mx-auto max-w-3xl" data-testid="point-history-page">
      <BackLink to={REWARDS_PATH}>{t('rewards.backToRewards')}</BackLink>
      <PageTitle subtitle={hq ? t('rewards.history.pointsHqIntro') : t('rewards.history.pointsIntro')}>{t('rewards.history.pointsTitle')}</PageTitle>
      {hq && <AgentFilter agentId={agentId} onChange={setAgent} />}
      <Pending data={history.data} error={history.error} retry={() => void history.mutate()} skeleton={<RowsSkeleton />}>
        {(h) => (
          <>
            {showBalance && <BalanceStrip history={h} />}
            {h.items.length === 0 ? (
              <EmptyState testId="points-none">{t('rewards.history.pointsNone')}</EmptyState>
            ) : (
              <PointsEntryList entries={h.items} showAgent={hq && agentId === undefined} orderLinks={canAccess(user, 'orders')} />
            )}
            <Pager page={h.page} perPage={h.perPage} total={h.total} onPage={setPage} />
          </>
        )}
      </Pending>
    </div>
  );
}
