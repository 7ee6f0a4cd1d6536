/**
 * Company money (docs/api-commissions.md § Company money, HQ side): the prepaid Billplz credit payouts
 * through Billplz are paid from, its top-ups, and starting a top-up (HQ only), which is paid on Billplz.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/lib/api';
import { withQuery } from '../logic/query';
import type { CompanyMoney, Topup, TopupStarted } from './types';

export const COMPANY_MONEY_API = '/api/company-money/balance';
export const TOPUP_API = '/api/company-money/topup';

export const topupKey = (id: number) => withQuery(TOPUP_API, { id });

/** The credit, what made it and what it is for, and the 20 latest top-ups. */
export const useCompanyMoney = () => useSWR<CompanyMoney>(COMPANY_MONEY_API);

/** One top-up (null: no call); `refreshInterval` polls it (0: not). */
export const useTopup = (id: number | null, refreshInterval: number | ((latest?: Topup) => number) = 0) => useSWR<Topup>(id ? topupKey(id) : null, { refreshInterval });

/** Starts a top-up of `amount` (422 `amount`; 422 `billplz_not_set_up`): HQ then pays `paymentUrl` on Billplz. */
export const startTopup = (amount: string) => api.post<TopupStarted>('/api/integration/billplz/top-up-credit', { amount });

/** Paying through Billplz spends the credit; a top-up adds to it. */
export function refreshCompanyMoney(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && (key === COMPANY_MONEY_API || key.startsWith(TOPUP_API)));
}
