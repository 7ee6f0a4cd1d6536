/**
 * HQ's terms with Billplz as a form: the fixed fee per payment (0–1,000, at most 2 decimals), the percent
 * of the payment (0–100, at most 2 decimals) and the working days to settlement (a whole number, 0–30), as
 * the server checks them. Messages are locale keys.
 */
import { z } from 'zod';
import type { Who } from '@/lib/access';
import type { SettlementTerms, SettlementTermsInput } from '../api/types';

export const TERMS_FIELDS = ['feeFixed', 'feePercent', 'settlementDays'] as const;

/** Most the server takes for the fixed fee. */
export const MAX_FEE = 1000;
export const MAX_PERCENT = 100;
export const MAX_DAYS = 30;

/** A non-negative decimal with at most two places ('1', '1.5', '1.50'). */
const DECIMAL_2_RE = /^\d+(\.\d{1,2})?$/;
const WHOLE_RE = /^\d+$/;

export const termsSchema = z.object({
  feeFixed: z
    .string()
    .trim()
    .min(1, 'errors.required')
    .regex(DECIMAL_2_RE, 'settlement.terms.feeInvalid')
    .refine((v) => Number(v) <= MAX_FEE, 'settlement.terms.feeTooHigh'),
  feePercent: z
    .string()
    .trim()
    .min(1, 'errors.required')
    .regex(DECIMAL_2_RE, 'settlement.terms.percentInvalid')
    .refine((v) => Number(v) <= MAX_PERCENT, 'settlement.terms.percentInvalid'),
  settlementDays: z
    .string()
    .trim()
    .min(1, 'errors.required')
    .regex(WHOLE_RE, 'settlement.terms.daysInvalid')
    .refine((v) => Number(v) <= MAX_DAYS, 'settlement.terms.daysInvalid'),
});

export type TermsValues = z.infer<typeof termsSchema>;

export const termsValues = (t: SettlementTerms): TermsValues => ({ feeFixed: t.feeFixed, feePercent: t.feePercent, settlementDays: String(t.settlementDays) });

export const toTermsInput = (v: TermsValues): SettlementTermsInput => ({ feeFixed: v.feeFixed.trim(), feePercent: v.feePercent.trim(), settlementDays: Number(v.settlementDays.trim()) });

/** HQ alone sets the terms (the API answers staff 403); staff read them. */
export const canSetTerms = (u: Pick<Who, 'role'>) => u.role === 'hq';
