/**
 * A company locked for an overdue invoice (docs/api-billing.md, Locks): its HQ still signs in, but
 * reaches only the plan, the invoices and their payment pages, and signing out. Agents of a locked
 * company are not signed in at all (`disallow_login`, /subscription/expired).
 */
import type { UserDetail } from './types';

/** Where a locked HQ lands: the invoices, with what is due and Pay. */
export const LOCKED_HOME = '/subscription';

/** HQ of a locked company, who may still sign in to pay. */
export function isLockedHq(user: Pick<UserDetail, 'role' | 'subscription'> | null | undefined): boolean {
  return user?.role === 'hq' && user.subscription?.status === 'locked' && user.subscription.disallow_login !== true;
}

const OPEN_PREFIXES = ['/subscription/detail/', '/plan-rewards/', '/ejenpay-zoho/', '/ejenpay-xero/', '/ejenpay/invoice/'];
const OPEN_PATHS = ['/subscription', '/plan-rewards', '/logout'];

/** Whether a locked HQ may open `pathname` (the rest sends them to LOCKED_HOME). */
export function openWhileLocked(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_PATHS.includes(path) || OPEN_PREFIXES.some((p) => path.startsWith(p) && path.length > p.length);
}

/** After signing in, a locked HQ goes where they were headed if it is open to them, else to LOCKED_HOME. */
export function lockedLanding(target: string): string {
  return openWhileLocked(target.split(/[?#]/)[0]) ? target : LOCKED_HOME;
}
