/** The billing screens' addresses, and reading their parameters. */
import type { BillingPeriod } from '../api/types';

export const PLAN_PATH = '/plan-rewards';
export const CHANGE_PLAN_PATH = '/plan-rewards/plan-subscription';
export const INVOICES_PATH = '/subscription';

export const planDetailsPath = (id: number) => `/plan-rewards/rewards-details/${id}`;
export const invoicePath = (id: number) => `/subscription/detail/${id}`;

/** The plans, on a period, with one plan chosen (its change previewed at once). */
export function changePlanPath(choice: { planId?: number; period?: BillingPeriod } = {}): string {
  const q = new URLSearchParams();
  if (choice.period) q.set('period', choice.period);
  if (choice.planId) q.set('plan', String(choice.planId));
  const s = q.toString();
  return s ? `${CHANGE_PLAN_PATH}?${s}` : CHANGE_PLAN_PATH;
}

/** A positive whole id from the address, or null. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** An accounting system's invoice id (Zoho's digits, Xero's GUID) from the address, or null. */
export function parseRef(raw: string | null | undefined): string | null {
  const ref = (raw ?? '').trim();
  return /^[A-Za-z0-9._:-]{1,100}$/.test(ref) ? ref : null;
}
