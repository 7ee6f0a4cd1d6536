/**
 * The company-money forms: a top-up of the Billplz credit (the server answers 422 `amount`, or 422
 * `billplz_not_set_up`) and the plan's settings (422 `payoutMinimum`). Messages are locale keys.
 */
import { z } from 'zod';
import type { CommissionSettings, CommissionSettingsInput } from '../api/types';
import { AMOUNT_RE, positiveAmount } from './payout-form';

export const TOPUP_FIELDS = ['amount'] as const;
export const topupSchema = z.object({ amount: positiveAmount });
export type TopupValues = z.infer<typeof topupSchema>;

export const SETTINGS_FIELDS = ['overrideCompresses', 'payoutMinimum'] as const;
export const settingsSchema = z.object({
  overrideCompresses: z.boolean(),
  /** Zero is allowed: no minimum. */
  payoutMinimum: z.string().trim().min(1, 'errors.required').regex(AMOUNT_RE, 'commission.payout.amountInvalid'),
});
export type SettingsValues = z.infer<typeof settingsSchema>;

export const settingsValues = (s: CommissionSettings): SettingsValues => ({ overrideCompresses: s.overrideCompresses, payoutMinimum: s.payoutMinimum });
export const toSettingsInput = (v: SettingsValues): CommissionSettingsInput => ({ overrideCompresses: v.overrideCompresses, payoutMinimum: v.payoutMinimum.trim() });
