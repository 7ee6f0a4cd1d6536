/**
 * The payout request form: the amount the agent asks for (the server checks it against the minimum and the
 * balance and answers 422 `amount`, or 422 `bank` without a bank account). Messages are locale keys.
 */
import { z } from 'zod';

/** A positive amount written plainly: digits, an optional decimal point and up to two decimals. */
export const AMOUNT_RE = /^\d{1,13}(?:\.\d{1,2})?$/;

export const PAYOUT_FIELDS = ['amount', 'bank'] as const;

/** An amount above zero, written plainly (the payout request, a top-up of the credit). */
export const positiveAmount = z
  .string()
  .trim()
  .min(1, 'errors.required')
  .regex(AMOUNT_RE, 'commission.payout.amountInvalid')
  .refine((v) => /[1-9]/.test(v), 'commission.payout.amountPositive');

export const payoutSchema = z.object({
  amount: positiveAmount,
  /** No input: where the server's `bank` refusal is shown. */
  bank: z.string(),
});
export type PayoutValues = z.infer<typeof payoutSchema>;

/** HQ's reason for a rejection (the agent reads it as the payout's note; the server keeps 500 characters). */
export const REASON_MAX = 500;
export const rejectSchema = z.object({
  reason: z.string().trim().min(1, 'commission.queue.reasonRequired').max(REASON_MAX, 'commission.queue.reasonTooLong'),
});
export type RejectValues = z.infer<typeof rejectSchema>;
