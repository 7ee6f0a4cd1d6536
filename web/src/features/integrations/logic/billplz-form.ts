/**
 * Billplz's form: the API key and X-Signature key (the first connection needs both; once connected an
 * empty key keeps the saved one), the collection id, sandbox or live, and the admin fee added to each
 * online payment (empty: none). The server answers 422 per field with the same names. Messages are
 * locale keys.
 */
import { z } from 'zod';
import type { BillplzSettingsInput, BillplzSetup } from '../api/types';

export const BILLPLZ_FIELDS = ['apiKey', 'xSignatureKey', 'collectionId', 'adminFee'] as const;

/** Up to two decimals, like the server's amounts. */
export const FEE_RE = /^\d{1,13}(?:\.\d{1,2})?$/;

const key = z.string().trim().max(255, 'integrations.billplz.form.tooLong');

/** `connected`: keys may stay empty (the saved ones are kept). */
export function billplzSchema(connected: boolean) {
  return z
    .object({
      apiKey: key,
      xSignatureKey: key,
      collectionId: z.string().trim().min(1, 'errors.required').max(255, 'integrations.billplz.form.tooLong'),
      sandbox: z.boolean(),
      adminFee: z.string().trim().refine((s) => s === '' || FEE_RE.test(s), 'integrations.billplz.form.feeInvalid'),
    })
    .superRefine((v, ctx) => {
      if (connected) return;
      if (!v.apiKey) ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'errors.required' });
      if (!v.xSignatureKey) ctx.addIssue({ code: 'custom', path: ['xSignatureKey'], message: 'errors.required' });
    });
}

export type BillplzValues = z.infer<ReturnType<typeof billplzSchema>>;

/** The form's start: the saved account (keys never come back whole, so they start empty) or a blank one. */
export function billplzValues(setup: BillplzSetup | null): BillplzValues {
  return {
    apiKey: '',
    xSignatureKey: '',
    collectionId: setup?.collectionId ?? '',
    sandbox: setup?.sandbox ?? false,
    adminFee: setup?.adminFee ?? '',
  };
}

const orNull = (s: string) => s.trim() || null;

/** The body to save: empty keys and fee as null (keep the saved keys; no fee). */
export function toBillplzInput(v: BillplzValues, active: boolean): BillplzSettingsInput {
  return {
    apiKey: orNull(v.apiKey),
    xSignatureKey: orNull(v.xSignatureKey),
    collectionId: v.collectionId.trim(),
    sandbox: v.sandbox,
    adminFee: orNull(v.adminFee),
    active,
  };
}

/** Switching a switched-off Billplz back on: its current values, the saved keys kept. */
export function switchOnInput(setup: BillplzSetup): BillplzSettingsInput {
  return { apiKey: null, xSignatureKey: null, collectionId: setup.collectionId, sandbox: setup.sandbox, adminFee: setup.adminFee, active: true };
}
