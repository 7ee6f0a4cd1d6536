/** How plans, subscriptions and invoices read on screen (pure; tested in logic.test.ts). Money stays decimal text. */
import type { Tone } from '@/components/StatusBadge';
import type { BillingPeriod, Invoice, InvoiceStatus, PaymentMethod, Plan, PlanFeature, SubscriptionStatus } from '../api/types';

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'partially_paid', 'paid', 'overdue', 'void'];
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['trial', 'active', 'locked', 'suspended'];
export const PLAN_FEATURES: readonly PlanFeature[] = ['reports', 'analytics', 'campaigns', 'marketing', 'stores', 'e_invoice', 'cp58', 'integrations', 'api'];
export const PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['billplz', 'stripe', 'manual'];

const isOneOf = <T extends string>(list: readonly T[], v: string | null | undefined): v is T => (list as readonly string[]).includes(v ?? '');

export const asInvoiceStatus = (v: string | null): InvoiceStatus | undefined => (isOneOf(INVOICE_STATUSES, v) ? v : undefined);
export const asPeriod = (v: string | null, fallback: BillingPeriod = 'monthly'): BillingPeriod => (isOneOf(PERIODS, v) ? v : fallback);
export const isKnownFeature = (v: string): v is PlanFeature => isOneOf(PLAN_FEATURES, v);
export const isKnownInvoiceStatus = (v: string): v is InvoiceStatus => isOneOf(INVOICE_STATUSES, v);
export const isKnownSubscriptionStatus = (v: string): v is SubscriptionStatus => isOneOf(SUBSCRIPTION_STATUSES, v);
export const isKnownMethod = (v: string): v is PaymentMethod => isOneOf(PAYMENT_METHODS, v);

const INVOICE_TONES: Record<InvoiceStatus, Tone> = { pending: 'warning', partially_paid: 'info', paid: 'success', overdue: 'danger', void: 'neutral' };
export const invoiceTone = (status: string): Tone => (isKnownInvoiceStatus(status) ? INVOICE_TONES[status] : 'neutral');

const SUBSCRIPTION_TONES: Record<SubscriptionStatus, Tone> = { trial: 'info', active: 'success', locked: 'danger', suspended: 'neutral' };
export const subscriptionTone = (status: string): Tone => (isKnownSubscriptionStatus(status) ? SUBSCRIPTION_TONES[status] : 'neutral');

/* Decimal text without floats: a value is scaled to whole units of its smallest place. */
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

function parts(value: string | null | undefined): { negative: boolean; int: string; frac: string } {
  const m = DECIMAL.exec(String(value ?? '').trim());
  if (!m || (!m[2] && !m[3])) return { negative: false, int: '0', frac: '' };
  return { negative: m[1] === '-', int: m[2] || '0', frac: m[3] ?? '' };
}

function scaled(value: string | null | undefined, scale: number): bigint {
  const p = parts(value);
  const n = BigInt(p.int + p.frac.slice(0, scale).padEnd(scale, '0'));
  return p.negative ? -n : n;
}

function unscaled(n: bigint, scale: number): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, '0');
  const body = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${body}` : body;
}

/** -1, 0 or 1: the sign of a decimal text ("-0.00" is 0; unreadable text is 0). */
export function decimalSign(value: string | null | undefined): -1 | 0 | 1 {
  const p = parts(value);
  if (/^0*$/.test(p.int + p.frac)) return 0;
  return p.negative ? -1 : 1;
}

/** The decimal without its sign ("-20.00" → "20.00"). */
export const decimalAbs = (value: string | null | undefined) => String(value ?? '0').trim().replace(/^[+-]/, '');

/** a − b, kept at the finer of their scales ("2388.00" − "1990.00" → "398.00"). */
export function decimalSubtract(a: string, b: string): string {
  const scale = Math.max(parts(a).frac.length, parts(b).frac.length);
  return unscaled(scaled(a, scale) - scaled(b, scale), scale);
}

/** The price of a plan on a period. */
export const priceOf = (plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>, period: BillingPeriod) => (period === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice);

/** What paying yearly saves against twelve months (null when it saves nothing). */
export function yearlySaving(plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>): string | null {
  const scale = Math.max(parts(plan.monthlyPrice).frac.length, parts(plan.yearlyPrice).frac.length);
  const saving = scaled(plan.monthlyPrice, scale) * 12n - scaled(plan.yearlyPrice, scale);
  return saving > 0n ? unscaled(saving, scale) : null;
}

/** Whether the invoice can be paid now: a balance left, and neither paid nor void. */
export const canPay = (invoice: Pick<Invoice, 'status' | 'balance'>) => invoice.status !== 'paid' && invoice.status !== 'void' && decimalSign(invoice.balance) > 0;

/** A usage against its limit: how full, in whole percent (null: unlimited), and whether the limit is reached. */
export function usageShare(used: number, max: number | null): { percent: number | null; full: boolean } {
  if (max == null) return { percent: null, full: false };
  if (max <= 0) return { percent: 100, full: true };
  return { percent: Math.min(100, Math.round((used / max) * 100)), full: used >= max };
}

/** The plan a choice may move to: another plan (on any period), or the current one on the other period. */
export function choosable(plan: Pick<Plan, 'current' | 'active'>, period: BillingPeriod, currentPeriod: BillingPeriod): boolean {
  if (plan.current) return period !== currentPeriod;
  return plan.active;
}

/** Whether the company's agents already exceed a plan's agent limit (the server refuses it on planId). */
export const tooSmall = (plan: Pick<Plan, 'maxAgents'>, agents: number) => plan.maxAgents != null && agents > plan.maxAgents;
