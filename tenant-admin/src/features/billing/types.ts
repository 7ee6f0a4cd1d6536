// The vendor's billing as the API answers it (docs/api-billing.md): the generated schemas (api-schema.ts).
import type { Schema, Sent } from '@/lib/schema';

/** CurrencyAmount: money is a decimal string at the currency's scale. */
export type CurrencyAmount = Sent<Schema<'CurrencyAmount'>>;

/** VendorBillingSummary: GET /vendor/billing/summary (MRR counts a yearly plan as a twelfth). */
export type VendorBillingSummary = Sent<Schema<'VendorBillingSummary'>>;

/** BillingRunResult: what POST /vendor/billing/run did. */
export type BillingRunResult = Sent<Schema<'BillingRunResult'>>;

export const RUN_COUNTS = ['issued', 'reminded', 'overdue', 'locked', 'unlocked'] as const satisfies readonly (keyof BillingRunResult)[];

/** BillingSettings: GET and POST /vendor/billing/settings (the same schema both ways). */
export type BillingSettings = Sent<Schema<'BillingSettings'>>;
