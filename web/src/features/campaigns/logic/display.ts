/** How campaigns, points and redemptions read on screen (pure; tested in display.test.ts). */
import { roundDecimal } from '@/lib/format';
import type { Campaign, CampaignState, RedemptionStatus, RewardFrequency, RewardType } from '../api/types';

export const CAMPAIGN_TABS = ['ongoing', 'upcoming', 'expired', 'all'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];
export const asCampaignTab = (v: string | null): CampaignTab => (CAMPAIGN_TABS as readonly string[]).includes(v ?? '') ? (v as CampaignTab) : 'ongoing';
/** The list's `state` query of a tab (all: none). */
export const tabState = (tab: CampaignTab): CampaignState | undefined => (tab === 'all' ? undefined : tab);

export const REWARD_TYPES: readonly RewardType[] = ['product', 'voucher', 'cash', 'prize'];
export const FREQUENCIES: readonly RewardFrequency[] = ['daily', 'weekly', 'monthly', 'quarterly', 'half-yearly', 'yearly'];
export const REDEMPTION_STATUSES: readonly RedemptionStatus[] = ['issued', 'to_hand_over', 'handed_over'];
export const asRedemptionStatus = (v: string | null): RedemptionStatus | undefined =>
  (REDEMPTION_STATUSES as readonly string[]).includes(v ?? '') ? (v as RedemptionStatus) : undefined;

/** Points as text: grouped, up to 2 decimals, no trailing ".00" ("1234.50" → "1,234.5"; "-20.00" → "-20"). */
export function formatPoints(value: string | null | undefined): string {
  let parts: [boolean, string, string];
  try {
    parts = roundDecimal(value == null || value === '' ? '0' : String(value), 2);
  } catch {
    return String(value ?? '');
  }
  const [negative, intDigits, frac] = parts;
  const fraction = frac.replace(/0+$/, '');
  return `${negative ? '-' : ''}${intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** The campaign's key of a frequency (`half-yearly` → `halfYearly`), `whole` when there is none. */
export const frequencyKey = (f: string | null | undefined) => (f ? f.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()) : 'whole');

/** Whether the overall quota is used up. */
export const soldOut = (c: Pick<Campaign, 'maxRedeem' | 'redeemed'>) => c.maxRedeem != null && c.redeemed >= c.maxRedeem;
