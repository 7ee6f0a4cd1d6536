/**
 * Who may open what: the one place the web app decides access by role (hq, staff, agent) and staff
 * permission. Route guards (components/AreaGuard), the navigation and the screens all ask here; the
 * server checks again on every call.
 */
import type { Permission, UserDetail } from './types';

export type Who = Pick<UserDetail, 'role' | 'permissions'>;

export type Area =
  | 'common'
  | 'dashboard'
  | 'profile'
  | 'products'
  | 'inventory'
  | 'courier'
  | 'agents'
  | 'team'
  | 'orders'
  | 'shop'
  | 'newsfeed'
  | 'files'
  | 'campaigns'
  | 'rewards'
  | 'vouchers'
  | 'reports'
  | 'commission'
  | 'hall_of_fame'
  | 'rankings'
  | 'company'
  | 'integrations'
  | 'subscription'
  | 'stores';

/** Areas a staff member reaches through a permission (any one of them). */
const STAFF_AREAS: Partial<Record<Area, readonly Permission[]>> = {
  products: ['create_product'],
  inventory: ['manage_inventory'],
  courier: ['create_courier'],
  agents: ['promote_demote_suspend'],
  team: ['promote_demote_suspend'],
  orders: ['manage_orders', 'approve_manual_payment'],
  newsfeed: ['post_content'],
  files: ['post_content'],
  // Campaigns, their redemptions and hand-overs: the server lets staff who post content manage them.
  campaigns: ['post_content'],
  hall_of_fame: ['setup_hall_of_fame'],
  company: ['add_user'],
  // Commission figures are the company's money: staff who approve payments read them.
  commission: ['approve_manual_payment'],
  // The score ranking and the gameplan show the company's sales and commission: the same staff read them.
  rankings: ['approve_manual_payment'],
  // The master reports: the order desk (staff who manage orders or approve payments), as the server's rule.
  reports: ['manage_orders', 'approve_manual_payment'],
  // The store programs' stores (list, review) belong to the agents' administration: the same staff as the
  // agent database, and staff who add users. The programs' settings stay HQ's (the server's rule).
  stores: ['promote_demote_suspend', 'add_user'],
};

const AGENT_AREAS: readonly Area[] = ['shop', 'orders', 'team', 'commission', 'rankings', 'rewards', 'files', 'newsfeed', 'stores', 'hall_of_fame'];
/** Areas only agents open: their screens call agent-only APIs (the shop's /api/sales/my-shop…), which answer HQ 403. */
const AGENT_ONLY_AREAS: readonly Area[] = ['shop'];
const EVERYONE: readonly Area[] = ['common', 'dashboard', 'profile'];

export function canAccess(user: Who, area: Area): boolean {
  if (EVERYONE.includes(area)) return true;
  switch (user.role) {
    case 'hq':
      return !AGENT_ONLY_AREAS.includes(area);
    case 'staff':
      return (STAFF_AREAS[area] ?? []).some((p) => user.permissions?.includes(p));
    case 'agent':
      return AGENT_AREAS.includes(area);
    default:
      return false;
  }
}

/** HQ holds every permission; staff hold the ones granted. Agents never write. */
export function holds(user: Who, permission: Permission): boolean {
  if (user.role === 'hq') return true;
  return user.role === 'staff' && (user.permissions ?? []).includes(permission);
}

/** HQ, and staff who may promote/demote/suspend: the agent database, details and promote-demote. */
export const canManageAgents = (u: Who) => canAccess(u, 'agents');

/** HQ registration of an agent: also staff who may add users. */
export const canRegisterAgents = (u: Who) => canManageAgents(u) || holds(u, 'add_user');

/** The family tree and an agent's own record. */
export const canSeeTeam = (u: Who) => canAccess(u, 'team');

/** HQ's order tools (new order, bulk tracking, print records, refund, pickup): HQ and staff who manage orders. */
export const canUseOrderTools = (u: Who) => holds(u, 'manage_orders');

/** The HQ side (HQ and staff): the company's commission, any agent's figures and the payout queue, read. */
export const isHqSide = (u: Pick<Who, 'role'>) => u.role === 'hq' || u.role === 'staff';

/** Closing a month and approving, rejecting, paying and exporting payouts: HQ only (the API answers staff 403). */
export const canPayCommission = (u: Pick<Who, 'role'>) => u.role === 'hq';
