// Plain interfaces for the vendor's invoices (docs/api-billing.md) until the generated api-schema.ts has them.

export const INVOICE_STATUSES = ['pending', 'partially_paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
}

export interface InvoiceItem {
  description: string;
  quantity: number;
  unitPrice: string;
  amount: string;
}

/** method: billplz, stripe or manual. */
export interface InvoicePayment {
  id: number;
  method: string;
  reference: string;
  amount: string;
  paidAt: string;
  note: string | null;
}

/** Invoice: days are YYYY-MM-DD (Kuala Lumpur); money is a decimal string at the currency's scale. */
export interface Invoice {
  id: number;
  number: string;
  issuedOn: string;
  dueOn: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  items: InvoiceItem[];
  total: string;
  paid: string;
  balance: string;
  status: InvoiceStatus;
  accountingRef: string | null;
  payments: InvoicePayment[];
  voidReason: string | null;
  payMethods: string[];
  companyName: string;
  vendorName: string;
  vendorAddress: string;
}

/** VendorInvoice: an invoice as the vendor console sees it, with its company. */
export interface VendorInvoice extends Invoice {
  companyId: number;
}

/** VendorInvoicePage: GET /vendor/invoices. */
export interface VendorInvoicePage {
  items: VendorInvoice[];
  total: number;
  page: number;
  perPage: number;
}

/** POST /vendor/invoices/:id/payments: a manual payment (bank transfer, cheque). */
export interface PaymentInput {
  amount: string;
  reference: string;
  paidOn: string;
  note: string | null;
}

/** POST /vendor/invoices/:id/void. */
export interface VoidInput {
  reason: string;
}
