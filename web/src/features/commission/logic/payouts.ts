/** Payout statuses and what HQ may do to payouts of each (docs/api-commissions.md § Payouts, § Payouts through Billplz). */
import type { Tone } from '@/components/StatusBadge';
import type { PayoutStatus } from '../api/types';

export const PAYOUT_STATUSES: readonly PayoutStatus[] = ['requested', 'approved', 'rejected', 'sending', 'paid', 'failed'];

/** The queue's filter: one status, or every payout. */
export type PayoutFilter = PayoutStatus | 'all';
export const PAYOUT_FILTERS: readonly PayoutFilter[] = [...PAYOUT_STATUSES, 'all'];
/** The queue opens on what waits for HQ. */
export const DEFAULT_FILTER: PayoutFilter = 'requested';

export function isPayoutStatus(value: unknown): value is PayoutStatus {
  return typeof value === 'string' && (PAYOUT_STATUSES as readonly string[]).includes(value);
}

/** The `status` of the address: a status, `all`, else the default. */
export function readPayoutFilter(raw: string | null | undefined): PayoutFilter {
  return raw === 'all' || isPayoutStatus(raw) ? raw : DEFAULT_FILTER;
}

/** The status the list call asks for (`all`: none). */
export const filterStatus = (filter: PayoutFilter): PayoutStatus | undefined => (filter === 'all' ? undefined : filter);

export const PAYOUT_TONES: Record<PayoutStatus, Tone> = { requested: 'warning', approved: 'info', rejected: 'danger', sending: 'info', paid: 'success', failed: 'danger' };

/** A status this screen does not know yet is neutral. */
export const payoutTone = (status: string): Tone => (isPayoutStatus(status) ? PAYOUT_TONES[status] : 'neutral');

/** HQ's bulk actions, each with the statuses the server accepts it for (`pay-billplz`: sent as Billplz Payment Orders). */
export type PayoutAction = 'approve' | 'reject' | 'mark-paid' | 'pay-billplz';
export const PAYOUT_ACTIONS: Record<PayoutAction, readonly PayoutStatus[]> = {
  approve: ['requested'],
  reject: ['requested', 'approved'],
  'mark-paid': ['approved'],
  'pay-billplz': ['approved'],
};

/** The actions offered for a list filtered by `filter` (every one for `all`: the server reports each payout it refused). */
export function actionsFor(filter: PayoutFilter): PayoutAction[] {
  return (Object.keys(PAYOUT_ACTIONS) as PayoutAction[]).filter((a) => filter === 'all' || PAYOUT_ACTIONS[a].includes(filter));
}
