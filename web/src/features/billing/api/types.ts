/**
 * The vendor's subscription billing as the API answers it (docs/api-billing.md). Plain interfaces for
 * now: the OpenAPI document (src/lib/api-schema.ts) does not have these schemas yet; they keep the
 * backend's schema names so they can be swapped for `Sent<Schema<'…'>>` once it does. Money is a
 * decimal string at the currency's scale ("199.00" in MYR, "250000" in IDR); days are `YYYY-MM-DD`
 * in Kuala Lumpur.
 */
import type { Currency } from '@/lib/format';

export type BillingPeriod = 'monthly' | 'yearly';
export type InvoiceStatus = 'pending' | 'partially_paid' | 'paid' | 'overdue' | 'void';
export type SubscriptionStatus = 'trial' | 'active' | 'locked' | 'suspended';
/** The keys of what a plan includes; the screens translate them. */
export type PlanFeature = 'reports' | 'analytics' | 'campaigns' | 'marketing' | 'stores' | 'e_invoice' | 'cp58' | 'integrations' | 'api';
/** How an invoice was paid: the gateways, or recorded by the vendor by hand. */
export type PaymentMethod = 'billplz' | 'stripe' | 'manual';

/** A plan kept by the vendor. `null` limits are unlimited; an inactive plan is not offered any more. */
export interface Plan {
  id: number;
  code: string;
  name: string;
  description: string;
  currency: Currency;
  monthlyPrice: string;
  yearlyPrice: string;
  maxAgents: number | null;
  maxBranches: number | null;
  /** Feature keys (PlanFeature; an unknown key from a newer server is shown as is). */
  features: string[];
  trialDays: number;
  active: boolean;
  /** The company's plan now. */
  current: boolean;
}

/** The company's subscription. */
export interface SubscriptionInfo {
  planId: number;
  period: BillingPeriod;
  startedOn: string;
  trialEndsOn: string | null;
  renewsOn: string;
  /** The period that starts at renewal when a change of period is waiting, else null. */
  nextPeriod: BillingPeriod | null;
  creditBalance: string;
}

export interface PlanUsage {
  agents: number;
  maxAgents: number | null;
  branches: number;
  maxBranches: number | null;
}

/** The oldest unpaid invoice. */
export interface DueInvoice {
  id: number;
  number: string;
  dueOn: string;
  balance: string;
  status: InvoiceStatus;
}

/** GET /subscription/overview (and the answer of POST /subscription/change-plan). */
export interface SubscriptionOverview {
  plan: Plan;
  subscription: SubscriptionInfo;
  usage: PlanUsage;
  due: DueInvoice | null;
  balanceDue: string;
  locked: boolean;
  status: SubscriptionStatus;
}

/** The proration line a change of plan would add to the next invoice (negative: a credit). */
export interface ProrationPreview {
  amount: string;
  description: string;
  effectiveOn: string;
}

export interface InvoiceSummary {
  id: number;
  number: string;
  issuedOn: string;
  dueOn: string;
  total: string;
  paid: string;
  balance: string;
  status: InvoiceStatus;
}

/** GET /subscription/invoice/list: a page, newest first, with what the company owes in all. */
export interface InvoicePage {
  items: InvoiceSummary[];
  total: number;
  page: number;
  perPage: number;
  balanceDue: string;
}

export interface InvoiceItem {
  description: string;
  quantity: number;
  unitPrice: string;
  amount: string;
}

export interface InvoicePayment {
  id: number;
  method: PaymentMethod;
  reference: string;
  amount: string;
  paidAt: string;
  note: string | null;
}

/** One invoice in full, with the gateways it can be paid through and the vendor's name for the printed copy. */
export interface Invoice {
  id: number;
  number: string;
  issuedOn: string;
  dueOn: string;
  periodStart: string;
  periodEnd: string;
  currency: Currency;
  items: InvoiceItem[];
  total: string;
  paid: string;
  balance: string;
  status: InvoiceStatus;
  accountingRef: string | null;
  payments: InvoicePayment[];
  voidReason: string | null;
  /** The gateways configured (billplz, stripe). */
  payMethods: string[];
  companyName: string;
  vendorName: string;
  vendorAddress: string;
}

/** The gateway's payment page for the balance. */
export interface PaymentLink {
  url: string;
}

export interface ChangePlanInput {
  planId: number;
  period: BillingPeriod;
}

export interface PayInvoiceInput {
  id: number;
  method: string;
}

export interface PayAccountingInvoiceInput {
  ref: string;
  method: string;
}
