/**
 * The same order screens serve HQ and staff (/api/orders…) and agents (/api/sales/…). What differs is
 * decided here from the signed-in user.
 */
import { canUseOrderTools } from '@/lib/access';
import type { UserDetail } from '@/lib/types';

export interface OrderScope {
  /** an agent: /api/sales/… calls, personal/team view */
  agent: boolean;
  /** may approve payments (HQ, staff with approve manual payment; agents on team orders) */
  approve: boolean;
  /** HQ-only tools: new order, bulk tracking, print records, refund, pickup */
  hqTools: boolean;
  userId: number;
}

export function orderScope(user: Pick<UserDetail, 'id' | 'role' | 'permissions'>): OrderScope {
  const agent = user.role === 'agent';
  const perms = user.permissions ?? [];
  return {
    agent,
    approve: user.role === 'hq' || agent || perms.includes('approve_manual_payment'),
    hqTools: canUseOrderTools(user),
    userId: user.id,
  };
}
