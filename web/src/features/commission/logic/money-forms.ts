/**
 * The company-money forms: a top-up of the Billplz credit (the server answers 422 `amount`, or 422
 * `billplz_not_set_up`) and the plan's settings (422 `payoutMinimum`, `withholdingThreshold`,
 * `withholdingRate`). Messages are locale keys.
 */
import { z } from 'zod';
import type { CommissionSettings, CommissionSettingsInput } from '../api/types';
import { AMOUNT_RE, positiveAmount } from './payout-form';

export const TOPUP_FIELDS = ['amount'] as const;
export const topupSchema = z.object({ amount: positiveAmount });
export type TopupValues = z.infer<typeof topupSchema>;

export const SETTINGS_FIELDS = ['overrideCompresses', 'payoutMinimum', 'withholdingThreshold', 'withholdingRate'] as const;

/** A percent from 0 to 99.99 written plainly: up to two digits, an optional point and up to two decimals. */
export const PERCENT_RE = /^\d{1,2}(?:\.\d{1,2})?$/;

/** Zero is allowed: no minimum; no threshold. */
const zeroOrMore = z.string().trim().min(1, 'errors.required').regex(AMOUNT_RE, 'commission.payout.amountInvalid');

const baseSettings = z.object({ overrideCompresses: z.boolean(), payoutMinimum: zeroOrMore });

/** The plan's settings with s.107D withholding (MYR companies): the threshold in money and the rate (0 is off). */
export const settingsSchema = baseSettings.extend({
  withholdingThreshold: zeroOrMore,
  withholdingRate: z.string().trim().min(1, 'errors.required').regex(PERCENT_RE, 'commission.settings.withholdingRateInvalid'),
});
export type SettingsValues = z.infer<typeof settingsSchema>;

/** Without withholding (an IDR company: s.107D is Malaysian) its two fields are not shown, checked or sent. */
const settingsWithoutWithholding = baseSettings.extend({ withholdingThreshold: z.string(), withholdingRate: z.string() });
export const settingsSchemaFor = (withholding: boolean) => (withholding ? settingsSchema : settingsWithoutWithholding);

/** Whether the company's currency has s.107D withholding (Malaysia). */
export const hasWithholding = (currency: string): boolean => currency !== 'IDR';

export const settingsValues = (s: CommissionSettings): SettingsValues => ({
  overrideCompresses: s.overrideCompresses,
  payoutMinimum: s.payoutMinimum,
  withholdingThreshold: s.withholdingThreshold,
  withholdingRate: s.withholdingRate,
});

/** The body saved; `withholding` false leaves its two settings out (unchanged on the server). */
export function toSettingsInput(v: SettingsValues, withholding = true): CommissionSettingsInput {
  const base = { overrideCompresses: v.overrideCompresses, payoutMinimum: v.payoutMinimum.trim() };
  return withholding ? { ...base, withholdingThreshold: v.withholdingThreshold.trim(), withholdingRate: v.withholdingRate.trim() } : base;
}
