/**
 * The e-invoice answers (docs/api-einvoice.md), from the generated document (src/lib/api-schema.ts through
 * @/lib/schema). In an answer every field is present (`Sent`): the document's optional ones arrive as null.
 * Money is a decimal string at the company currency's scale; datetimes are RFC 3339 instants; a
 * consolidated document's `period` is its Kuala Lumpur month, `YYYY-MM`.
 */
import type { Schema, Sent } from '@/lib/schema';

/** A document's life: written and waiting, sent (accepted by MyInvois), validated, refused by LHDN, or cancelled. */
export const EINVOICE_STATUSES = ['pending', 'submitted', 'valid', 'invalid', 'cancelled'] as const;
export type EinvoiceStatus = (typeof EINVOICE_STATUSES)[number];

/** What a document is: an invoice of an HQ sale, a self-billed invoice of a commission payout, or a month's consolidated invoice. */
export const EINVOICE_KINDS = ['invoice', 'self-billed', 'consolidated'] as const;
export type EinvoiceKind = (typeof EINVOICE_KINDS)[number];

/** What the company's own details (Setup) lack for a document. */
export const EINVOICE_MISSING = ['tin', 'roc', 'msic', 'address', 'state'] as const;
export type EinvoiceMissing = (typeof EINVOICE_MISSING)[number];

/** The export's formats. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /e-invoice/settings: the MyInvois connection (the secret as ••••last 4), since when, and what the company's details lack. */
export type EinvoiceConnection = Sent<Schema<'EinvoiceConnection'>>;

/** POST /e-invoice/settings body: `sandbox` true for pre-production. */
export type EinvoiceConnectionInput = Schema<'EinvoiceConnectionInput'>;

/** One document, with LHDN's reasons when invalid, its validation link once valid, and what HQ may do with it now. */
export type Einvoice = Sent<Schema<'Einvoice'>>;

/** Documents per status, over every page. */
export type EinvoiceCounts = Sent<Schema<'EinvoiceCounts'>>;

/** GET /e-invoice/data: a page of documents, newest first, with the counts and whether MyInvois is connected. */
export type EinvoicePage = Sent<Schema<'EinvoicePage'>>;

/** POST /e-invoice/submit: what a round did; `error` when MyInvois could not be reached (the rest waits). */
export type EinvoiceRound = Sent<Schema<'EinvoiceRound'>>;

/** POST /e-invoice/resubmit body: an invalid document, and the buyer's corrected TIN (left out: unchanged). */
export type EinvoiceResubmit = Schema<'EinvoiceResubmit'>;

/** POST /e-invoice/cancel body: a valid document and why (at most 300 characters). */
export type EinvoiceCancel = Schema<'EinvoiceCancel'>;

/** GET /e-invoice/document: the UBL 2.1 JSON as last sent (null before the first sending). */
export type EinvoiceDocument = Sent<Schema<'EinvoiceDocument'>>;
