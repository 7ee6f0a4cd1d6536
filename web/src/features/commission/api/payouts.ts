/**
 * Payouts (docs/api-commissions.md § Payouts, § Payouts through Billplz): an agent's balance and requests;
 * the HQ side's queue, where HQ approves, rejects, marks paid or pays through Billplz, and downloads the
 * approved payouts as the bank's bulk-transfer file.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, requestFile, type DownloadedFile } from '@/lib/api';
import { withQuery } from '../logic/query';
import type { PayoutAction } from '../logic/payouts';
import type { CommissionBalance, Payout, PayoutOutcome, PayoutPage, PayoutStatus } from './types';

export const BALANCE_API = '/api/commission/balance';
export const PAYOUTS_API = '/api/commission/payouts';
export const PAYOUTS_PER_PAGE = 20;

export const payoutsKey = (status: PayoutStatus | undefined, page: number) => withQuery(PAYOUTS_API, { status, page, perPage: PAYOUTS_PER_PAGE });

/** The signed-in agent's balance, the company's minimum payout and the bank account it goes to. */
export const useBalance = () => useSWR<CommissionBalance>(BALANCE_API);

/** One page of payouts, newest first (an agent's own; the HQ side's everyone's). */
export const usePayouts = (status: PayoutStatus | undefined, page: number) => useSWR<PayoutPage>(payoutsKey(status, page), { keepPreviousData: true });

/** The balance and every cached page of payouts are stale after a request or an action. */
export function refreshPayouts(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && (key === BALANCE_API || key.startsWith(`${BALANCE_API}?`) || key.startsWith(PAYOUTS_API)));
}

/** An agent asks to be paid `amount` (422 `amount` below the minimum or above the balance; 422 `bank` without a bank account). */
export const requestPayout = (amount: string) => api.post<Payout>('/api/commission/request-payout', { amount });

/**
 * HQ's bulk actions: each payout's outcome (a reason goes with a rejection, to the agent). Paying through
 * Billplz refuses the whole batch with a 422 (`billplz_not_set_up`, or `not_enough_credit` when the batch
 * is more than the company's credit; the message says the credit and what is needed) before sending any.
 */
export function decidePayouts(action: PayoutAction, ids: number[], reason?: string): Promise<PayoutOutcome[]> {
  switch (action) {
    case 'approve':
      return api.post<PayoutOutcome[]>('/api/commission-payout/approve', { ids });
    case 'reject':
      return api.post<PayoutOutcome[]>('/api/commission-payout/reject', { ids, reason: reason ?? null });
    case 'mark-paid':
      return api.post<PayoutOutcome[]>('/api/commission-payout/mark-paid', { ids });
    case 'pay-billplz':
      return api.post<PayoutOutcome[]>('/api/commission-payout/pay-billplz', { ids });
  }
}

/** The approved payouts as a CSV for the bank's bulk transfer (HQ only). */
export const exportPayouts = (): Promise<DownloadedFile> => requestFile('/api/commission-payout/export');
