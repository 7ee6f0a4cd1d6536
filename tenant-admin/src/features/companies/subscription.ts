import { z } from 'zod';
import { PERIODS, type Period, type Plan } from '@/features/plans/types';
import { compareAmounts } from '@/lib/money';
import type { Company } from './api';
import type { SetSubscriptionInput } from './types';

// The "Set plan" form. Messages are locale keys; the form translates them.

export const subscriptionSchema = z.object({
  planId: z
    .string()
    .refine((v) => /^\d+$/.test(v), 'validation.plan')
    .transform(Number),
  period: z.enum(PERIODS, { message: 'validation.period' }),
  trialDays: z
    .string()
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) <= 365, 'validation.trial_days')
    .transform(Number),
}) satisfies z.ZodType<SetSubscriptionInput, unknown>;

export type SubscriptionForm = z.input<typeof subscriptionSchema>;

export const SUBSCRIPTION_FIELDS = ['planId', 'period', 'trialDays'] as const;

/**
 * The plans a company can be put on: active ones in its currency (an inactive plan is not offered any
 * more), the cheapest first.
 */
export function plansFor(company: Pick<Company, 'currency'>, plans: readonly Plan[]): Plan[] {
  return plans
    .filter((p) => p.active && p.currency === company.currency)
    .sort((a, b) => compareAmounts(a.monthlyPrice, b.monthlyPrice) || a.name.localeCompare(b.name));
}

/**
 * Where the form starts: the company's current plan when it is offered (matched by name, as the company list
 * carries only the plan's name), its period, and the plan's trial only for a company without a plan yet.
 */
export function initialSubscription(company: Pick<Company, 'planName' | 'period'>, offered: readonly Plan[]): SubscriptionForm {
  const plan = offered.find((p) => p.name === company.planName) ?? offered[0];
  const period: Period = company.period ?? 'monthly';
  return {
    planId: plan ? String(plan.id) : '',
    period,
    trialDays: String(company.planName == null ? (plan?.trialDays ?? 0) : 0),
  };
}

/** The price of a plan for a period. */
export function priceOf(plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>, period: Period): string {
  return period === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
}
