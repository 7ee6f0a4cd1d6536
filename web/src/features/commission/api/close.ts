/**
 * The period close (docs/api-commissions.md § Period close): the months, what closing one would commit,
 * and the close itself (HQ only; the months list is the HQ side's).
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/lib/api';
import { withQuery } from '../logic/query';
import { COMMISSION_API } from './commission';
import type { ClosePreview, CommissionPeriod } from './types';

export const PERIODS_API = `${COMMISSION_API}/periods`;

export const previewKey = (period: string) => withQuery(`${COMMISSION_API}/close/preview`, { period });

/** This month and every month with entries, newest first, open or closed. */
export const usePeriods = () => useSWR<CommissionPeriod[]>(PERIODS_API);

/** What closing `period` would commit (null: no call). */
export const useClosePreview = (period: string | null) => useSWR<ClosePreview>(period ? previewKey(period) : null);

/** Closes an ended month once (422 `period` when it has not ended; 409 `period_closed` the second time). */
export const closePeriod = (period: string) => api.post<CommissionPeriod>('/api/commission/close', { period });

/** After a close every commission figure may have changed (statements, provisional flags, balances). */
export function refreshCommission(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(COMMISSION_API));
}
