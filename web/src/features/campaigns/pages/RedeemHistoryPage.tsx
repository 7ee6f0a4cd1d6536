import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { Pager } from '@/components/Pager';
import { Select } from '@/components/Select';
import { failureText } from '@/lib/form';
import { CAMPAIGN_SUMMARY_KEY, handOver, REDEMPTIONS_PER_PAGE, useCampaigns, useRedemptions } from '../api/campaigns';
import type { Redemption } from '../api/types';
import { RedemptionList } from '../components/RedemptionList';
import { REDEMPTION_STATUSES, asRedemptionStatus } from '../logic/display';
import { CAMPAIGNS_PATH, parseId } from '../logic/paths';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** /campaign/redeem-history: every redemption by status and campaign, 20 a page; HQ marks rewards handed over. */
export function RedeemHistoryPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const status = asRedemptionStatus(params.get('status'));
  const campaignId = parseId(params.get('campaignId')) ?? undefined;
  const page = parseId(params.get('page')) ?? 1;
  const campaigns = useCampaigns(undefined);
  const list = useRedemptions({ status, campaignId, page });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const setQuery = (next: { status?: string; campaignId?: string; page?: number }) => {
    const q = new URLSearchParams();
    const s = next.status ?? status ?? '';
    const c = next.campaignId ?? (campaignId ? String(campaignId) : '');
    if (s) q.set('status', s);
    if (c) q.set('campaignId', c);
    if (next.page && next.page > 1) q.set('page', String(next.page));
    setParams(q, { replace: true });
  };

  const onHandOver = async (r: Redemption) => {
    setBusyId(r.id);
    setNotice(null);
    try {
      await handOver(r.id);
      setNotice({ kind: 'success', text: t('campaigns.history.handedOver', { reward: r.rewardName, name: r.agentName }) });
      await Promise.all([list.mutate(), mutate(CAMPAIGN_SUMMARY_KEY)]);
    } catch (err) {
      setNotice({ kind: 'error', text: failureText(err) });
      void list.mutate();
    } finally {
      setBusyId(null);
    }
  };

  const campaignOptions = (campaigns.data ?? []).map((c) => ({ value: String(c.id), label: c.gameTitle }));
  if (campaignId && !campaignOptions.some((o) => o.value === String(campaignId))) {
    campaignOptions.unshift({ value: String(campaignId), label: t('campaigns.history.campaignNo', { id: campaignId }) });
  }

  return (
    <div className="mx-auto max-w-6xl" data-testid="redeem-history-page">
      <PageTitle
        subtitle={t('campaigns.history.intro')}
        actions={
          <LinkButton to={CAMPAIGNS_PATH} data-testid="redeem-history-back">
            {t('campaigns.backToList')}
          </LinkButton>
        }
      >
        {t('campaigns.history.title')}
      </PageTitle>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-3xl">
        <Select
          id="redeem-status"
          label={t('campaigns.history.statusFilter')}
          options={[{ value: '', label: t('campaigns.history.allStatuses') }, ...REDEMPTION_STATUSES.map((s) => ({ value: s, label: t(`campaigns.redemptionStatus.${s}`) }))]}
          value={status ?? ''}
          onChange={(e) => setQuery({ status: e.target.value, page: 1 })}
          data-testid="redeem-status-filter"
        />
        <Select
          id="redeem-campaign"
          label={t('campaigns.history.campaignFilter')}
          options={[{ value: '', label: t('campaigns.history.allCampaigns') }, ...campaignOptions]}
          value={campaignId ? String(campaignId) : ''}
          onChange={(e) => setQuery({ campaignId: e.target.value, page: 1 })}
          data-testid="redeem-campaign-filter"
        />
      </div>
      {notice && (
        <div className="mb-3">
          <FormMessage kind={notice.kind} testId={`redeem-notice-${notice.kind}`}>
            {notice.text}
          </FormMessage>
        </div>
      )}
      <Loaded data={list.data} error={list.error} retry={() => void list.mutate()}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState testId="redemptions-empty">{t(status || campaignId ? 'campaigns.history.emptyFiltered' : 'campaigns.history.empty')}</EmptyState>
          ) : (
            <>
              <RedemptionList items={data.items} busyId={busyId} onHandOver={(r) => void onHandOver(r)} />
              <Pager page={data.page} perPage={data.perPage || REDEMPTIONS_PER_PAGE} total={data.total} onPage={(p) => setQuery({ page: p })} summary />
            </>
          )
        }
      </Loaded>
    </div>
  );
}
