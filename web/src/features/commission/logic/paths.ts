/** Where the commission screens live. `agentId` (HQ side looking at one agent) travels with every link. */
import type { CommissionKind } from '../api/types';
import { withQuery } from './query';

export const COMMISSION_PATH = '/commission';
export const DETAILS_PATH = '/commission/details';
export const CHECK_PATH = '/commission/check-calculation';

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
