import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import { Tabs } from '@/components/Tabs';
import { useCampaigns } from '../api/rewards';
import { BackLink } from '../components/BackLink';
import { CampaignGrid } from '../components/CampaignCard';
import { Pending } from '../components/Pending';
import { CardsSkeleton } from '../components/Skeletons';
import { CAMPAIGN_STATES, readState, REWARDS_PATH } from '../logic/paths';

/**
 * /campaign-list[?state=]: every campaign the agent may join, by tab: ongoing (with their progress and
 * Redeem), upcoming (when they start) and expired (greyed). Each card opens its details. The tab lives in
 * the address.
 */
export function CampaignListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readState(params.get('state'));
  const campaigns = useCampaigns(state);
  return (
    <div className="mx-auto max-w-6xl" data-testid="campaign-list-page">
      <BackLink to={REWARDS_PATH}>{t('rewards.backToRewards')}</BackLink>
      <PageTitle subtitle={t('rewards.list.intro')}>{t('rewards.list.title')}</PageTitle>
      <Tabs
        label={t('rewards.list.tabs')}
        tabs={CAMPAIGN_STATES.map((s) => ({ id: s, label: t(`rewards.list.state.${s}`) }))}
        value={state}
        onChange={(s) => setParams(s === 'ongoing' ? {} : { state: s }, { replace: true })}
      />
      <div role="tabpanel" id={`panel-${state}`} aria-labelledby={`tab-${state}`}>
        <Pending data={campaigns.data} error={campaigns.error} retry={() => void campaigns.mutate()} skeleton={<CardsSkeleton />}>
          {(list) => (list.length === 0 ? <EmptyState testId="campaigns-none">{t(`rewards.list.none.${state}`)}</EmptyState> : <CampaignGrid campaigns={list} testId="campaigns" />)}
        </Pending>
      </div>
    </div>
  );
}
