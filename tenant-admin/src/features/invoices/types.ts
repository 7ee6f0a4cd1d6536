// The vendor's invoices as the API answers them (docs/api-billing.md): the generated schemas (api-schema.ts),
// with the status the document writes as a free string narrowed to its values.
import type { Narrow, Schema, Sent } from '@/lib/schema';

export const INVOICE_STATUSES = ['pending', 'partially_paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
}

export type InvoiceItem = Sent<Schema<'InvoiceItem'>>;

/** method: billplz, stripe or manual. */
export type InvoicePayment = Sent<Schema<'InvoicePayment'>>;

/**
 * Invoice: GET /vendor/invoices/:id, and the answer of a payment, a void or a resend. Days are YYYY-MM-DD
 * (Kuala Lumpur); money is a decimal string at the currency's scale.
 */
export type Invoice = Narrow<Sent<Schema<'Invoice'>>, { status: InvoiceStatus }>;

/** InvoiceSummary: one row of the list, with its company. */
export type InvoiceSummary = Narrow<Sent<Schema<'InvoiceSummary'>>, { status: InvoiceStatus }>;

/**
 * InvoicePage: GET /vendor/invoices. Its `balanceDue` is HQ's (what one company owes): the vendor's list
 * answers it empty, so the console does not show it.
 */
export type InvoicePage = Narrow<Sent<Schema<'InvoicePage'>>, { items: InvoiceSummary[] }>;

/** POST /vendor/invoices/:id/payments: a manual payment (bank transfer, cheque). */
export type ManualPaymentInput = Schema<'ManualPaymentInput'>;

/** POST /vendor/invoices/:id/void. */
export type VoidInput = Schema<'VoidInput'>;

/**
 * POST /vendor/companies/:id/invoices: a one-off invoice (set-up fee, training, a service) beside the renewals,
 * e-mailed to the company. Answers the Invoice.
 */
export type OneOffInvoiceInput = Schema<'OneOffInvoiceInput'>;
