// Plain interfaces for the vendor's billing (docs/api-billing.md) until the generated api-schema.ts has them.

/** CurrencyAmount: money is a decimal string at the currency's scale. */
export interface CurrencyAmount {
  currency: string;
  amount: string;
}

/** VendorBillingSummary: GET /vendor/billing/summary (MRR counts a yearly plan as a twelfth). */
export interface VendorBillingSummary {
  mrr: CurrencyAmount[];
  overdue: CurrencyAmount[];
  lockedCompanies: number;
  overdueInvoices: number;
  invoicesDue: number;
}

/** BillingRunResult: what POST /vendor/billing/run did. */
export interface BillingRunResult {
  issued: number;
  reminded: number;
  overdue: number;
  locked: number;
  unlocked: number;
}

export const RUN_COUNTS = ['issued', 'reminded', 'overdue', 'locked', 'unlocked'] as const satisfies readonly (keyof BillingRunResult)[];

/** BillingSettings: GET and POST /vendor/billing/settings. */
export interface BillingSettings {
  graceDays: number;
  reminderDaysBefore: number;
  issueDaysBefore: number;
  vendorName: string;
  vendorAddress: string;
}
