/**
 * Top-ups of the company's Billplz credit (docs/api-commissions.md § Company money): their statuses, and
 * what the page Billplz's redirect lands on (/ejenpay-topup/{amount}?topup={id}&status=…) shows and
 * whether it polls the top-up until Billplz's answer is in.
 */
import type { Tone } from '@/components/StatusBadge';
import type { Topup, TopupStatus } from '../api/types';
import { AMOUNT_RE } from './payout-form';
import { readPositive } from './query';

export const TOPUP_STATUSES: readonly TopupStatus[] = ['pending', 'paid', 'failed'];

export function isTopupStatus(value: unknown): value is TopupStatus {
  return typeof value === 'string' && (TOPUP_STATUSES as readonly string[]).includes(value);
}

const TOPUP_TONES: Record<TopupStatus, Tone> = { pending: 'warning', paid: 'success', failed: 'danger' };

/** A status this screen does not know yet is neutral. */
export const topupTone = (status: string): Tone => (isTopupStatus(status) ? TOPUP_TONES[status] : 'neutral');

/** What the redirect says in `status`. */
export type TopupReturn = 'completed' | 'failed' | 'pending';

export function readTopupReturn(raw: string | null | undefined): TopupReturn | null {
  return raw === 'completed' || raw === 'failed' || raw === 'pending' ? raw : null;
}

/** The top-up's id from `topup`, else null. */
export const readTopupId = (raw: string | null | undefined): number | null => readPositive(raw) ?? null;

/** The amount of the path when it is an amount (a hand-typed address may hold anything), else null. */
export const readTopupAmount = (raw: string | null | undefined): string | null => (raw && AMOUNT_RE.test(raw.trim()) ? raw.trim() : null);

/** completed / failed: the result; waiting: polling the top-up; unknown: no id to ask about and no result. */
export type TopupView = 'completed' | 'failed' | 'waiting' | 'unknown';

/** What the page shows: the polled top-up once it is settled, else the redirect's result, else it waits (with an id). */
export function topupView(returned: TopupReturn | null, id: number | null, polled?: Pick<Topup, 'status'>): TopupView {
  if (polled?.status === 'paid') return 'completed';
  if (polled?.status === 'failed') return 'failed';
  if (returned === 'completed' || returned === 'failed') return returned;
  return id === null ? 'unknown' : 'waiting';
}

/** Whether the page asks the server: only while the redirect left the result open and there is an id. */
export const shouldPoll = (returned: TopupReturn | null, id: number | null) => id !== null && returned !== 'completed' && returned !== 'failed';

/** Poll every 3 s until the top-up is settled. */
export const POLL_MS = 3000;
export const topupPollInterval = (latest?: Pick<Topup, 'status'>) => (latest && (latest.status === 'paid' || latest.status === 'failed') ? 0 : POLL_MS);
