import { z } from 'zod';
import { addDays, isIsoDay } from '@/lib/day';
import { amountProblem, compareAmounts, parseAmount } from '@/lib/money';
import type { ManualPaymentInput, OneOffInvoiceInput, VoidInput } from './types';

// The invoice forms. Messages are locale keys; the forms translate them.

/** A manual payment on an invoice in `currency`, paid on a Kuala Lumpur day no later than `today`. */
export function paymentSchema(currency: string, today: string) {
  return z
    .object({
      amount: z.string(),
      // Optional: the server makes one up when it is left blank.
      reference: z.string().trim().max(100, 'validation.too_long'),
      paidOn: z
        .string()
        .trim()
        .refine(isIsoDay, 'validation.date')
        .refine((day) => !isIsoDay(day) || day <= today, 'validation.date_future'),
      note: z.string().trim().max(500, 'validation.too_long'),
    })
    // The amount is checked against the currency, next to the other fields' errors.
    .superRefine((form, ctx) => {
      const problem = amountProblem(form.amount, currency);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
      else if (compareAmounts(parseAmount(form.amount, currency), '0') <= 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amount_positive' });
      }
    })
    .transform(
      (form): ManualPaymentInput => ({
        amount: parseAmount(form.amount, currency) ?? form.amount,
        reference: form.reference,
        paidOn: form.paidOn,
        note: form.note === '' ? null : form.note,
      }),
    );
}

export type PaymentForm = z.input<ReturnType<typeof paymentSchema>>;

export const PAYMENT_FIELDS = ['amount', 'reference', 'paidOn', 'note'] as const;

export const voidSchema = z.object({
  reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.too_long'),
}) satisfies z.ZodType<VoidInput>;

export type VoidForm = z.input<typeof voidSchema>;

/** How long a one-off invoice gives by default: due this many days after today. */
export const ONE_OFF_DUE_DAYS = 14;

export const DESCRIPTION_MAX = 200;

/** The latest due day the server takes: a year and a day after today (as vendor_api.rs). */
export function latestDueOn(today: string): string {
  return addDays(today, 366);
}

/**
 * A one-off invoice (set-up fee, training, a service) for a company in `currency`, due from `today` (a Kuala
 * Lumpur day) to a year ahead.
 */
export function oneOffInvoiceSchema(currency: string, today: string) {
  const latest = latestDueOn(today);
  return z
    .object({
      // Counted in characters, as the server does (an emoji is one).
      description: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .refine((text) => [...text].length <= DESCRIPTION_MAX, 'validation.too_long'),
      amount: z.string(),
      dueOn: z
        .string()
        .trim()
        .refine(isIsoDay, 'validation.date')
        .refine((day) => !isIsoDay(day) || day >= today, 'validation.date_past')
        .refine((day) => !isIsoDay(day) || day <= latest, 'validation.date_too_far'),
    })
    .superRefine((form, ctx) => {
      const problem = amountProblem(form.amount, currency);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
      else if (compareAmounts(parseAmount(form.amount, currency), '0') <= 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amount_positive' });
      }
    })
    .transform(
      (form): OneOffInvoiceInput => ({
        description: form.description,
        amount: parseAmount(form.amount, currency) ?? form.amount,
        dueOn: form.dueOn,
      }),
    );
}

export type OneOffInvoiceForm = z.input<ReturnType<typeof oneOffInvoiceSchema>>;

/** Where the form starts: nothing typed, due two weeks after today. */
export function initialOneOff(today: string): OneOffInvoiceForm {
  return { description: '', amount: '', dueOn: addDays(today, ONE_OFF_DUE_DAYS) };
}

export const ONE_OFF_FIELDS = ['description', 'amount', 'dueOn'] as const;
