/**
 * Where each dashboard block leads, and only when the viewer may open it (lib/access decides, as the
 * route guards do): null means the block shows its figures without a link. The paths are the screens'
 * own (a feature reaches another only through its api/, so they are named here).
 */
import { canAccess, canManageAgents, canSeeTeam, isHqSide, type Who } from '@/lib/access';
import type { WaitingStatus } from '../api/types';

export const ORDERS_PATH = '/manage-orders';
export const INVENTORY_PATH = '/inventory';
export const AGENT_DATABASE_PATH = '/agent-database';
export const SCORE_RANKING_PATH = '/score-ranking';
export const COMMISSION_PAYOUT_PATH = '/commission-payout';
export const COMMISSION_PATH = '/commission';
export const FAMILY_TREE_PATH = '/agent-family-tree';
export const GAMEPLAN_PATH = '/gameplan';
export const NEWSFEED_PATH = '/newsfeed';

/** The HQ orders screen on one status tab (its tab is the address's `status`). */
export const ordersTabPath = (status: WaitingStatus) => `${ORDERS_PATH}?status=${status}`;

export interface HqLinks {
  orders: ((status: WaitingStatus) => string) | null;
  inventory: string | null;
  agents: string | null;
  ranking: string | null;
  payouts: string | null;
}

export interface AgentLinks {
  commission: string | null;
  team: string | null;
  gameplan: string | null;
  news: string;
}

const when = (allowed: boolean, path: string) => (allowed ? path : null);

/** The company's blocks: each linked for a viewer who may open the screen behind it. */
export function hqLinks(user: Who): HqLinks {
  return {
    orders: canAccess(user, 'orders') ? ordersTabPath : null,
    inventory: when(canAccess(user, 'inventory'), INVENTORY_PATH),
    agents: when(canManageAgents(user), AGENT_DATABASE_PATH),
    ranking: when(canAccess(user, 'rankings'), SCORE_RANKING_PATH),
    // The payout queue is the HQ side's part of the commission (its route asks for both).
    payouts: when(canAccess(user, 'commission') && isHqSide(user), COMMISSION_PAYOUT_PATH),
  };
}

/** An agent's blocks. */
export function agentLinks(user: Who): AgentLinks {
  return {
    commission: when(canAccess(user, 'commission'), COMMISSION_PATH),
    team: when(canSeeTeam(user), FAMILY_TREE_PATH),
    gameplan: when(canAccess(user, 'rankings'), GAMEPLAN_PATH),
    // Everyone signed in reads the news feed (its route has no guard).
    news: NEWSFEED_PATH,
  };
}

/** A percent for a progress bar: whole, 0–100 (null: 0). */
export const barPercent = (p: number | null | undefined) => Math.min(100, Math.max(0, Math.round(p ?? 0)));
