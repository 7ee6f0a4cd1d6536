/**
 * Points and campaigns as an agent reads them (docs/api-campaigns.md). Reads go through SWR; a missing
 * parameter is left out of the key. HQ and staff may read them too: `me` is null and the histories are
 * everyone's (or one agent's with `agentId`).
 */
import useSWR, { useSWRConfig } from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { Campaign, CampaignSummary, PointsHistory, Redemption, RedemptionPage } from './types';

export const CAMPAIGN_API = '/api/game/campaign';
/** Rows of a history page. */
export const HISTORY_PER_PAGE = 20;
/** Redemptions searched for one by id (newest first: a reward just won is among them). */
export const RECENT_REDEMPTIONS = 100;

export const summaryKey = `${CAMPAIGN_API}/summary`;
export const activeKey = `${CAMPAIGN_API}/get-active`;
export const listKey = (state?: string) => buildUrl(`${CAMPAIGN_API}/list`, { state });
export const detailKey = (id: number) => buildUrl(`${CAMPAIGN_API}/campaign-detail`, { id });
export const pointHistoryKey = (page: number, agentId?: number, perPage = HISTORY_PER_PAGE) =>
  buildUrl(`${CAMPAIGN_API}/history-point`, { agentId, page, perPage });
export const redeemHistoryKey = (page: number, agentId?: number, perPage = HISTORY_PER_PAGE) =>
  buildUrl(`${CAMPAIGN_API}/history-redeem`, { agentId, page, perPage });

/** The agent's points (or HQ's figures). */
export const usePointsSummary = () => useSWR<CampaignSummary>(summaryKey);

/** The ongoing campaigns the caller may see, each with the agent's standing. */
export const useActiveCampaigns = () => useSWR<Campaign[]>(activeKey);

/** The campaigns of one state (ongoing, upcoming or expired). */
export const useCampaigns = (state: string) => useSWR<Campaign[]>(listKey(state), { keepPreviousData: false });

/** One campaign; null makes no call (no id). Another tier's is a 404. */
export const useCampaign = (id: number | null) => useSWR<Campaign>(id ? detailKey(id) : null);

/** One page of the points ledger; the page shown stays while the next loads. */
export const usePointHistory = (page: number, agentId?: number) => useSWR<PointsHistory>(pointHistoryKey(page, agentId), { keepPreviousData: true });

/** One page of redemptions (`perPage` rows); `enabled` false makes no call. */
export const useRedemptions = (page: number, agentId?: number, perPage = HISTORY_PER_PAGE, enabled = true) =>
  useSWR<RedemptionPage>(enabled ? redeemHistoryKey(page, agentId, perPage) : null, { keepPreviousData: true });

/**
 * Redeems a campaign's reward: the points and one unit of its quota are taken at once. A refusal is a
 * 409 whose message says why (not enough points, sold out, the limit reached…).
 */
export const redeemCampaign = (campaignId: number) => api.post<Redemption>(`${CAMPAIGN_API}/redeem-point`, { campaignId });

/** After a redemption (or a refusal) every points and campaign read is stale: the balance, the progress, the quota. */
export function useRefreshRewards(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(CAMPAIGN_API));
}
