/** Where the commission screens live. `agentId` (HQ side looking at one agent) travels with every link. */
import type { CommissionKind } from '../api/types';
import { withQuery } from './query';

export const COMMISSION_PATH = '/commission';
export const DETAILS_PATH = '/commission/details';
export const CHECK_PATH = '/commission/check-calculation';
export const INCOME_PATH = '/commission/income-statement';
/** HQ's payouts and month close. */
export const PAYOUT_PATH = '/commission-payout';
/** The profile's bank tab, where an agent adds the account payouts go to. */
export const PROFILE_BANK_PATH = '/profile?tab=bank';

export interface Scope {
  period?: string;
  agentId?: number;
}

/** /commission?agentId=12&period=2026-11 (the company view for HQ side without agentId). */
export const commissionPath = ({ period, agentId }: Scope) => withQuery(COMMISSION_PATH, { agentId, period });

/** /commission/details?type=override&period=2026-11[&agentId=12][&page=2] */
export const detailsPath = (kind: CommissionKind, { period, agentId }: Scope, page = 1) =>
  withQuery(DETAILS_PATH, { type: kind, period, agentId, page: page > 1 ? page : undefined });

/** /commission/check-calculation?period=2026-11[&agentId=12] */
export const checkPath = ({ period, agentId }: Scope) => withQuery(CHECK_PATH, { period, agentId });

/** /commission/income-statement?period=2026-11[&agentId=12] */
export const incomePath = ({ period, agentId }: Scope) => withQuery(INCOME_PATH, { period, agentId });

/** /commission-payout[?tab=payouts][&period=2026-10] */
export const payoutPath = (params: { tab?: string; period?: string; status?: string } = {}) => withQuery(PAYOUT_PATH, params);
