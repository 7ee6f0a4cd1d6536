/**
 * Commission figures (docs/api-commissions.md). Every call is a GET read through SWR; a missing `period`
 * means this month, a missing `agentId` the signed-in agent. Empty parameters are left out of the key.
 */
import useSWR from 'swr';
import { withQuery } from '../logic/query';
import type { CommissionCheck, CommissionEntryPage, CommissionKind, CommissionSummary, CompanyCommission } from './types';

export const COMMISSION_API = '/api/commission';
export const DETAILS_PER_PAGE = 20;

export const commissionKey = (period?: string, agentId?: number) => withQuery(COMMISSION_API, { period, agentId });

export const detailsKey = (type: CommissionKind, period: string | undefined, page: number, agentId?: number) =>
  withQuery(`${COMMISSION_API}/details`, { type, period, agentId, page, perPage: DETAILS_PER_PAGE });

export const checkKey = (period?: string, agentId?: number) => withQuery(`${COMMISSION_API}/check-calculation`, { period, agentId });

export const companyKey = (period?: string) => withQuery(`${COMMISSION_API}/company`, { period });

/**
 * An agent's period by kind, with the months that have entries and whether the income statement is open
 * to the user (an agent asking for another id: 404). `enabled` false: no call.
 */
export const useCommission = (period?: string, agentId?: number, enabled = true) => useSWR<CommissionSummary>(enabled ? commissionKey(period, agentId) : null);

/** One page of a kind's entries and the period's sum of that kind (a `type` the API does not know: 422). */
export const useCommissionDetails = (type: CommissionKind, period: string | undefined, page: number, agentId?: number) =>
  useSWR<CommissionEntryPage>(detailsKey(type, period, page, agentId), { keepPreviousData: true });

/** Every entry of the period, oldest first, with the total they add up to. `enabled` false: no call. */
export const useCommissionCheck = (period?: string, agentId?: number, enabled = true) => useSWR<CommissionCheck>(enabled ? checkKey(period, agentId) : null);

/** The company's period and its top earners (HQ side). */
export const useCompanyCommission = (period?: string) => useSWR<CompanyCommission>(companyKey(period));
