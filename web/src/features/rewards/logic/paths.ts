/** Where the points and rewards screens live (spec §2: /point-rewards… and the /campaign… pages agents open). */
import { buildUrl } from '@/lib/api';

export const REWARDS_PATH = '/point-rewards';
export const DETAILS_PATH = '/point-rewards/reward-details';
export const POINT_HISTORY_PATH = '/point-rewards/point-history';
export const REDEEMED_PATH = '/point-rewards/redeemed-rewards';
/** The same screens under the campaign's own addresses. */
export const CAMPAIGN_POINT_HISTORY_PATH = '/campaign/point-history';
export const CAMPAIGN_REDEEMED_PATH = '/campaign/redeemed-history';
export const WIN_PRIZE_PATH = '/campaign/win-prize';
export const CAMPAIGN_LIST_PATH = '/campaign-list';
/** Where a voucher reward is used: the agent's shop (its checkout takes the code). */
export const SHOP_PATH = '/my-shop';

/** /point-rewards/reward-details?id=7 */
export const detailsPath = (id: number) => buildUrl(DETAILS_PATH, { id });

/** /campaign/win-prize?id=31 (no id: the latest rewards won). */
export const winPrizePath = (id?: number) => buildUrl(WIN_PRIZE_PATH, { id });

/** The order a points entry came from (the orders area's details page, which agents open for their own orders). */
export const orderPath = (orderId: number) => buildUrl('/manage-orders/order-details', { id: orderId });

/** A history page's address with its page (1 left out) and, for the HQ side, the agent shown. */
export const historyPath = (path: string, { page, agentId }: { page?: number; agentId?: number }) =>
  buildUrl(path, { agentId, page: page && page > 1 ? page : undefined });

/** A whole positive number from the address (an id, a page), or null for anything else. */
export function readPositive(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The campaign-list tabs (the API's `state`). */
export const CAMPAIGN_STATES = ['ongoing', 'upcoming', 'expired'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** The tab of the address; ongoing when missing or unknown. */
export function readState(raw: string | null | undefined): CampaignState {
  return (CAMPAIGN_STATES as readonly string[]).includes(raw ?? '') ? (raw as CampaignState) : 'ongoing';
}
