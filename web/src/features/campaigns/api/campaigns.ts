/**
 * Campaigns, their redemptions and points by hand (docs/api-campaigns.md). Reads are SWR keys; a
 * change refreshes every cached campaign read (lists, summary, detail, redemptions).
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { Campaign, CampaignState, CampaignSummary, IdOutput, PointsAdjustInput, PointsImport, PointsStanding, Redemption, RedemptionPage, RedemptionStatus } from './types';

export const CAMPAIGN_API = '/api/game/campaign';
export const CAMPAIGN_LIST_PATH = `${CAMPAIGN_API}/list`;
export const CAMPAIGN_SUMMARY_KEY = `${CAMPAIGN_API}/summary`;
export const REDEMPTIONS_PATH = `${CAMPAIGN_API}/history-redeem`;
export const REDEMPTIONS_PER_PAGE = 20;

/** Campaigns in one state (none: every campaign), newest first as the server orders them. */
export const campaignListKey = (state?: CampaignState) => buildUrl(CAMPAIGN_LIST_PATH, { state });
export const useCampaigns = (state?: CampaignState, enabled = true) => useSWR<Campaign[]>(enabled ? campaignListKey(state) : null);

export const campaignKey = (id: number) => buildUrl(`${CAMPAIGN_API}/campaign-detail`, { id });
export const useCampaign = (id: number | null) => useSWR<Campaign>(id ? campaignKey(id) : null);

export const useCampaignSummary = () => useSWR<CampaignSummary>(CAMPAIGN_SUMMARY_KEY);

/** Adds (no id in the form) or edits (`id` in the form) a campaign from its multipart form. */
export const saveCampaign = (form: FormData, edit: boolean) =>
  edit ? api.post<Campaign>('/api/game/campaign/edit', form) : api.post<Campaign>('/api/game/campaign/store', form);

/** Hides a campaign from every list; its redemptions stay. */
export const deleteCampaign = (id: number) => api.del<IdOutput>(`${CAMPAIGN_API}/delete`, { params: { id } });

export interface RedemptionQuery {
  status?: RedemptionStatus;
  campaignId?: number;
  page: number;
  perPage?: number;
}
export const redemptionsKey = (q: RedemptionQuery) =>
  buildUrl(REDEMPTIONS_PATH, { status: q.status, campaignId: q.campaignId, page: q.page, perPage: q.perPage ?? REDEMPTIONS_PER_PAGE });
/** A page of redemptions; the previous page stays on screen while the next one loads. */
export const useRedemptions = (q: RedemptionQuery) => useSWR<RedemptionPage>(redemptionsKey(q), { keepPreviousData: true });

/** Marks a product, cash or prize reward handed over. */
export const handOver = (id: number) => api.post<Redemption>('/api/game/campaign/hand-over', { id });

/** HQ gives (positive) or takes (negative) an agent's points by hand. */
export const adjustPoints = (input: PointsAdjustInput) => api.post<PointsStanding>('/api/game/points/adjust', input);

/** HQ gives or takes many agents' points from a CSV of `agent,points,reason`. */
export function importPoints(file: File): Promise<PointsImport> {
  const form = new FormData();
  form.append('file', file);
  return api.post<PointsImport>('/api/game/points/import', form);
}

/** Every cached campaign read is stale after a change (`mutate` from useSWRConfig). */
export const refreshCampaigns = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && key.startsWith(`${CAMPAIGN_API}/`));
