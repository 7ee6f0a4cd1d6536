import { z } from 'zod';
import { isIsoDay } from '@/lib/day';
import { amountProblem, compareAmounts, parseAmount } from '@/lib/money';
import type { ManualPaymentInput, VoidInput } from './types';

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
