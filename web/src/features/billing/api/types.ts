/**
 * The vendor's subscription billing as the API answers it (docs/api-billing.md): the backend's schemas
 * (src/lib/api-schema.ts, generated) under the names the screens use, with the enums the document writes
 * as free strings narrowed to their values. Money is a decimal string at the currency's scale ("199.00" in
 * MYR, "250000" in IDR); days are `YYYY-MM-DD` in Kuala Lumpur.
 */
import type { Currency } from '@/lib/format';
import type { Narrow, Schema, Sent } from '@/lib/schema';

export type BillingPeriod = 'monthly' | 'yearly';
export type InvoiceStatus = 'pending' | 'partially_paid' | 'paid' | 'overdue' | 'void';
export type SubscriptionStatus = 'trial' | 'active' | 'locked' | 'suspended';
/** The keys of what a plan includes; the screens translate them. */
export type PlanFeature = 'reports' | 'analytics' | 'campaigns' | 'marketing' | 'stores' | 'e_invoice' | 'cp58' | 'integrations' | 'api';
/** How an invoice was paid: the gateways, or recorded by the vendor by hand. */
export type PaymentMethod = 'billplz' | 'stripe' | 'manual';

/**
 * A plan kept by the vendor. `null` limits are unlimited; an inactive plan is not offered any more; `current`
 * is the company's plan now. Its `features` are PlanFeature keys (an unknown key from a newer server is shown
 * as is).
 */
export type Plan = Narrow<Sent<Schema<'Plan'>>, { currency: Currency }>;

/** The company's subscription; `nextPeriod` is the period that starts at renewal when a change is waiting. */
export type SubscriptionInfo = Narrow<Sent<Schema<'SubscriptionInfo'>>, { period: BillingPeriod; nextPeriod: BillingPeriod | null }>;

export type PlanUsage = Sent<Schema<'PlanUsage'>>;

/** The oldest unpaid invoice. */
export type DueInvoice = Narrow<Sent<Schema<'DueInvoice'>>, { status: InvoiceStatus }>;

/** GET /subscription/overview (and the answer of POST /subscription/change-plan). */
export type SubscriptionOverview = Narrow<
  Sent<Schema<'SubscriptionOverview'>>,
  { plan: Plan; subscription: SubscriptionInfo; due: DueInvoice | null; status: SubscriptionStatus }
>;

/** The proration line a change of plan would add to the next invoice (negative: a credit). */
export type ProrationPreview = Sent<Schema<'ProrationPreview'>>;

/** One invoice in a list (HQ's lists carry the company's own id and name). */
export type InvoiceSummary = Narrow<Sent<Schema<'InvoiceSummary'>>, { currency: Currency; status: InvoiceStatus }>;

/** GET /subscription/invoice/list: a page, newest first, with what the company owes in all. */
export type InvoicePage = Narrow<Sent<Schema<'InvoicePage'>>, { items: InvoiceSummary[] }>;

export type InvoiceItem = Sent<Schema<'InvoiceItem'>>;

export type InvoicePayment = Narrow<Sent<Schema<'InvoicePayment'>>, { method: PaymentMethod }>;

/**
 * One invoice in full, with the gateways it can be paid through now (`payMethods`: billplz, stripe) and the
 * vendor's name for the printed copy.
 */
export type Invoice = Narrow<Sent<Schema<'Invoice'>>, { currency: Currency; status: InvoiceStatus; payments: InvoicePayment[] }>;

/** The gateway's payment page for the balance. */
export type PaymentLink = Sent<Schema<'PaymentLink'>>;

export type ChangePlanInput = Narrow<Schema<'ChangePlanInput'>, { period: BillingPeriod }>;

/** `method`: one of the invoice's payMethods. */
export type PayInvoiceInput = Schema<'PayInvoiceInput'>;

export type PayAccountingInvoiceInput = Schema<'PayAccountingInvoiceInput'>;

/** GET /subscription/accounting-invoice: the invoice an accounting reference points to; null when none. */
export type AccountingInvoiceLookup = Narrow<Sent<Schema<'AccountingInvoiceLookup'>>, { invoice: Invoice | null }>;
