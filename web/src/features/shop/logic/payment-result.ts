/**
 * The pending-payment page: what it shows for the order and its payment result, and whether it polls.
 * A Billplz payment settles by itself (poll until completed or failed); a manual transfer waits for a receipt,
 * then for a person at HQ (no polling: show that it was received).
 */
import type { OrderPaymentStatus, ShopOrder } from '../api/types';

export type PendingView = 'loading' | 'upload' | 'waiting' | 'submitted' | 'completed' | 'failed';

/** Poll the status every 3 s while waiting. */
export const POLL_MS = 3000;

export function pendingView(order: Pick<ShopOrder, 'paymentMethod' | 'status'> | undefined, status: Pick<OrderPaymentStatus, 'status' | 'result'> | undefined, uploaded: boolean): PendingView {
  if (status?.result === 'completed') return 'completed';
  if (status?.result === 'failed') return 'failed';
  if (!order) return 'loading';
  if (order.paymentMethod !== 'manual') return 'waiting';
  const current = status?.status ?? order.status;
  if (current === 'approval') return 'submitted';
  // Just sent, and the status has not caught up yet: ask once more.
  if (uploaded) return 'waiting';
  return 'upload';
}

export const pollInterval = (view: PendingView) => (view === 'waiting' ? POLL_MS : 0);
