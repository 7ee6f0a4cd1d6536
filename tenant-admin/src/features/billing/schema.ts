import { z } from 'zod';
import type { BillingSettings } from './types';

// The billing settings form. Messages are locale keys; the form translates them.

/** Whole days from 0 to `max` (the server's ranges: 90 for grace, 60 for the others). */
const days = (max: 60 | 90) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) <= max, `validation.days_${max}`)
    .transform(Number);

export const settingsSchema = z.object({
  graceDays: days(90),
  reminderDaysBefore: days(60),
  issueDaysBefore: days(60),
  vendorName: z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long'),
  vendorAddress: z.string().trim().min(1, 'validation.required').max(500, 'validation.too_long'),
}) satisfies z.ZodType<BillingSettings, unknown>;

export type SettingsForm = z.input<typeof settingsSchema>;

export function settingsToForm(settings: BillingSettings): SettingsForm {
  return {
    graceDays: String(settings.graceDays),
    reminderDaysBefore: String(settings.reminderDaysBefore),
    issueDaysBefore: String(settings.issueDaysBefore),
    vendorName: settings.vendorName ?? '',
    vendorAddress: settings.vendorAddress ?? '',
  };
}

export const SETTINGS_FIELDS = ['graceDays', 'reminderDaysBefore', 'issueDaysBefore', 'vendorName', 'vendorAddress'] as const;
