/**
 * What the screens decide from the API's answers: the refusals, statuses, reward types and frequencies
 * they have words for, how far a balance is from a campaign's points, and the signs of ledger entries.
 * Points are decimal strings with at most 2 places; comparing them as numbers is exact enough.
 */
import type { Tone } from '@/components/StatusBadge';
import type { Campaign, Redemption } from '../api/types';

/** Why an agent may not redeem (`me.refusal`, and a 409's `meta.error`). */
export const REFUSALS = ['campaign_not_started', 'campaign_ended', 'campaign_not_for_tier', 'not_enough_points', 'campaign_sold_out', 'redeem_limit_reached'] as const;

/** A redemption's status. */
export const REDEMPTION_STATUSES = ['issued', 'to_hand_over', 'handed_over'] as const;

/** What a campaign gives. */
export const REWARD_TYPES = ['product', 'voucher', 'cash', 'prize'] as const;

/** The period a per-agent limit counts in (none: the whole campaign). */
export const FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'half-yearly', 'yearly'] as const;

export const STATUS_TONES: Record<string, Tone> = { issued: 'success', to_hand_over: 'warning', handed_over: 'neutral' };

/** The tone of a redemption's badge (an unknown status neutral). */
export const statusTone = (status: string): Tone => STATUS_TONES[status] ?? 'neutral';

/** A points text as a number (an unreadable one as 0). */
export function pointsOf(value: string | null | undefined): number {
  const n = Number(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

/** Whether a signed points text takes points away. */
export const isDebit = (points: string) => pointsOf(points) < 0;

/** Whether it is more than zero (the owed points are shown only then). */
export const isPositive = (points: string | null | undefined) => pointsOf(points) > 0;

/** The bar's width: the API's percent kept within 0–100. */
export const barPercent = (percent: number | null | undefined) => Math.min(100, Math.max(0, Math.round(percent ?? 0)));

/** The balance counted towards the campaign (never beyond the points required), for "120 of 200 points". */
export function towards(balance: string, required: string): number {
  return Math.max(0, Math.min(pointsOf(balance), pointsOf(required)));
}

/** Points still missing to reach the campaign (0 once there), rounded to 2 places. */
export function missing(balance: string, required: string): number {
  return Math.max(0, Math.round((pointsOf(required) - pointsOf(balance)) * 100) / 100);
}

/** A campaign with an overall quota shows what is left of it. */
export const hasQuota = (c: Pick<Campaign, 'maxRedeem' | 'remaining'>) => c.maxRedeem != null && c.remaining != null;

/** A voucher reward carries a code to use at checkout. */
export const isVoucher = (r: Pick<Redemption, 'rewardType' | 'voucherCode'>) => r.rewardType === 'voucher' || Boolean(r.voucherCode);

/** A known refusal's key, or null for a code this screen has no words for. */
export const knownRefusal = (code: string | null | undefined) => ((REFUSALS as readonly string[]).includes(code ?? '') ? (code as string) : null);

/** Where a ledger entry came from. */
export const ENTRY_KINDS = ['order', 'reversal', 'manual', 'redemption'] as const;
