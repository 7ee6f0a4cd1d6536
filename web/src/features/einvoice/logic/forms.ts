/**
 * The e-invoicing screen's forms, as the server checks them (docs/api-einvoice.md). Messages are locale keys.
 *
 * - Connecting MyInvois: the client ID (at most 200 characters) and secret (at most 500) of the company's
 *   taxpayer system, and which MyInvois they belong to: pre-production (the sandbox) or production.
 * - Sending an invalid document again: the buyer's corrected TIN, optional (left blank: unchanged). The
 *   server reads it leniently (spaces and dashes dropped, upper case) and has the last word; the form
 *   refuses only what cannot be a TIN: 12 digits (an NRIC), or a type prefix of one or two letters and digits.
 * - Cancelling a valid document: why, required, at most 300 characters (MyInvois keeps it).
 */
import { z } from 'zod';
import type { EinvoiceConnection, EinvoiceConnectionInput } from '../api/types';

export const ENVIRONMENTS = ['sandbox', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const CONNECTION_FIELDS = ['clientId', 'clientSecret'] as const;
export const MAX_CLIENT_ID = 200;
export const MAX_CLIENT_SECRET = 500;

export const connectionSchema = z.object({
  clientId: z.string().trim().min(1, 'errors.required').max(MAX_CLIENT_ID, 'einvoice.connection.tooLong'),
  clientSecret: z.string().trim().min(1, 'errors.required').max(MAX_CLIENT_SECRET, 'einvoice.connection.tooLong'),
  environment: z.enum(ENVIRONMENTS),
});

export type ConnectionValues = z.infer<typeof connectionSchema>;

/** The form's start: the client ID kept (the secret is never sent back: typed again), the environment chosen before (first time: pre-production). */
export const connectionValues = (c: EinvoiceConnection | undefined): ConnectionValues => ({
  clientId: c?.clientId ?? '',
  clientSecret: '',
  environment: c && !c.sandbox ? 'production' : 'sandbox',
});

export const toConnectionInput = (v: ConnectionValues): EinvoiceConnectionInput => ({
  clientId: v.clientId.trim(),
  clientSecret: v.clientSecret.trim(),
  sandbox: v.environment === 'sandbox',
});

/** A TIN as MyInvois writes it: upper case, without spaces or dashes. */
export const normalTin = (value: string) => value.trim().toUpperCase().replace(/[\s-]+/g, '');

/** 12 digits (an NRIC as TIN), or a type prefix (IG, C, D, …) and digits, 14 characters at most. */
const TIN_RE = /^(?:\d{12}|[A-Z]{1,2}\d{1,13})$/;

export const isTin = (value: string) => {
  const tin = normalTin(value);
  return tin.length <= 14 && TIN_RE.test(tin);
};

export const resubmitSchema = z.object({
  buyerTin: z.string().refine((v) => v.trim() === '' || isTin(v), 'einvoice.resubmit.tinInvalid'),
});

export type ResubmitValues = z.infer<typeof resubmitSchema>;

/** The corrected TIN to send, or undefined to leave the buyer's as it is. */
export const correctedTin = (v: ResubmitValues): string | undefined => (v.buyerTin.trim() ? normalTin(v.buyerTin) : undefined);

export const MAX_CANCEL_REASON = 300;

export const cancelSchema = z.object({
  reason: z.string().trim().min(1, 'einvoice.cancel.reasonRequired').max(MAX_CANCEL_REASON, 'einvoice.cancel.reasonTooLong'),
});

export type CancelValues = z.infer<typeof cancelSchema>;
