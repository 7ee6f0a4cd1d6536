/**
 * What the payment page reads from its address and its session: which session (`/ejenpay/{payType}/{id}`),
 * what to show for its status, and which bank a payment goes to.
 */
import type { Tone } from '@/components/StatusBadge';
import type { FpxBank } from '@/features/integrations/api/types';
import type { PaymentSession } from '../api/types';

export const PAY_TYPES = ['order', 'topup', 'invoice'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** due: nothing paid yet; pending: a bill is out; paid; failed: the last try failed; closed: cancelled or out of time. */
export const PAYMENT_STATUSES = ['due', 'pending', 'paid', 'failed', 'closed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const isPaymentStatus = (s: string): s is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(s);

export const STATUS_TONE: Record<PaymentStatus, Tone> = {
  due: 'info',
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  closed: 'neutral',
};

export interface SessionRef {
  payType: PayType;
  sessionId: string;
}

/** A session id: letters and digits (the server makes 24); anything else cannot be a session. */
const SESSION_ID_RE = /^[A-Za-z0-9]{1,64}$/;

/** The session the address names, or null when it cannot name one (nothing to ask the server). */
export function readSessionRef(payType: string | undefined, sessionId: string | undefined): SessionRef | null {
  if (!payType || !(PAY_TYPES as readonly string[]).includes(payType)) return null;
  if (!sessionId || !SESSION_ID_RE.test(sessionId)) return null;
  return { payType: payType as PayType, sessionId };
}

/**
 * What the page says and offers:
 * - due: pay; pending: a bill is out, pay again if it was not finished; retry: the last try failed, try again;
 * - paid, failed (a top-up is not paid again), closed: settled, the way to the result page;
 * - waiting: a bill is out and a new one cannot be opened, the way to the result page.
 */
export type SessionView = 'due' | 'pending' | 'retry' | 'paid' | 'failed' | 'closed' | 'waiting';

export function sessionView(s: Pick<PaymentSession, 'status' | 'payable'>): SessionView {
  if (s.payable) return s.status === 'failed' ? 'retry' : s.status === 'pending' ? 'pending' : 'due';
  switch (s.status) {
    case 'paid':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'pending':
      return 'waiting';
    default:
      return 'closed';
  }
}

/** The bank a payment goes to: the one chosen while it is listed and online, else none (chosen on Billplz's page). */
export function bankToPay(chosen: string, banks: readonly FpxBank[] | undefined): string {
  return chosen && banks?.some((b) => b.code === chosen && b.active) ? chosen : '';
}

/** Online banks first, each group in the list's order (by name, as Billplz's table names them). */
export function orderedBanks(banks: readonly FpxBank[]): FpxBank[] {
  return [...banks.filter((b) => b.active), ...banks.filter((b) => !b.active)];
}

/** "0", "0.00" or empty: no admin fee. */
export const isZeroAmount = (amount: string | null | undefined) => !amount || /^0*(?:\.0*)?$/.test(amount.trim());
