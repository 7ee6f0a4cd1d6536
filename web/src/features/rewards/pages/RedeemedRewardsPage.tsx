import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { Pager } from '@/components/Pager';
import { useRedemptions } from '../api/rewards';
import { AgentFilter } from '../components/AgentFilter';
import { BackLink } from '../components/BackLink';
import { Pending } from '../components/Pending';
import { RedemptionList } from '../components/RedemptionList';
import { RowsSkeleton } from '../components/Skeletons';
import { useHistoryAddress } from '../components/use-history-address';
import { REWARDS_PATH } from '../logic/paths';

/**
 * /point-rewards/redeemed-rewards and /campaign/redeemed-history: the rewards redeemed, newest first, 20 a
 * page, each with its campaign, points, day and status (a voucher issued with its code, or waiting for HQ
 * to hand it over, or handed over). An agent reads their own; HQ everyone's (each naming its agent) or one agent's.
 */
export function RedeemedRewardsPage() {
  const { t } = useTranslation();
  const { hq, page, agentId, setPage, setAgent } = useHistoryAddress();
  const redemptions = useRedemptions(page, agentId);
  return (
    <div className="mx-auto max-w-3xl" data-testid="redeemed-rewards-page">
      <BackLink to={REWARDS_PATH}>{t('rewards.backToRewards')}</BackLink>
      <PageTitle subtitle={hq ? t('rewards.history.redeemedHqIntro') : t('rewards.history.redeemedIntro')}>{t('rewards.history.redeemedTitle')}</PageTitle>
      {hq && <AgentFilter agentId={agentId} onChange={setAgent} />}
      <Pending data={redemptions.data} error={redemptions.error} retry={() => void redemptions.mutate()} skeleton={<RowsSkeleton />}>
        {(p) => (
          <>
            {p.items.length === 0 ? (
              <div className="space-y-3">
                <EmptyState testId="redeemed-none">{t('rewards.history.redeemedNone')}</EmptyState>
                {!hq && (
                  <LinkButton variant="primary" to={REWARDS_PATH}>
                    {t('rewards.history.findRewards')}
                  </LinkButton>
                )}
              </div>
            ) : (
              <RedemptionList redemptions={p.items} showAgent={hq && agentId === undefined} />
            )}
            <Pager page={p.page} perPage={p.perPage} total={p.total} onPage={setPage} />
          </>
        )}
      </Pending>
    </div>
  );
}
