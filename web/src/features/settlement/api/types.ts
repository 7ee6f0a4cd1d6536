/**
 * The settlement report's shapes (docs/api-reports.md § Settlement), from the generated document
 * (src/lib/api-schema.ts through @/lib/schema). Money is a decimal string at the currency's scale, a
 * date `YYYY-MM-DD` (a Kuala Lumpur day) and `paidAt` an RFC 3339 instant.
 */
import type { Schema, Sent } from '@/lib/schema';

/** pending: not paid out yet (its fee is what today's terms give); settled: paid out, its figures frozen. */
export const SETTLEMENT_STATUSES = ['pending', 'settled'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** One paid Billplz payment (`status` pending or settled): what the gateway keeps and when the rest reaches the company's bank. */
export type SettlementPayment = Sent<Schema<'SettlementPayment'>>;

/** The range's figures over every page. */
export type SettlementTotals = Sent<Schema<'SettlementTotals'>>;

/** The company's terms with Billplz: fixed fee, percent and settlement working days. */
export type SettlementTerms = Sent<Schema<'SettlementTerms'>>;

/** What HQ posts to change the terms. */
export type SettlementTermsInput = Schema<'SettlementTermsInput'>;

/** A page of the report: the range answered (the server's default is this month so far), the totals, the rows and the terms (null without Billplz). */
export type SettlementReport = Sent<Schema<'SettlementReport'>>;
