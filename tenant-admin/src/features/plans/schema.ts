import { CURRENCIES } from '@rangkai/shared';
import { z } from 'zod';
import { amountProblem, parseAmount } from '@/lib/money';
import type { Plan, PlanInput } from './types';

// The plan form. Messages are locale keys; the form translates them. Numbers are typed as text and
// read here: a limit left empty is unlimited (null).

const WHOLE = /^\d{1,9}$/;

/** Lowercase letters, digits and hyphens, not starting with a hyphen (the server's rule). */
const CODE = /^[a-z0-9][a-z0-9-]*$/;

export const TRIAL_DAYS_MAX = 365;

/** An optional limit: empty → null (unlimited), else a whole number of at least 1. */
const limit = z
  .string()
  .trim()
  .refine((v) => v === '' || (WHOLE.test(v) && Number(v) >= 1), 'validation.limit')
  .transform((v) => (v === '' ? null : Number(v)));

export const planSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'validation.required')
      .max(40, 'validation.too_long')
      .refine((v) => v === '' || CODE.test(v), 'validation.plan_code'),
    name: z.string().trim().min(1, 'validation.required').max(100, 'validation.too_long'),
    description: z.string().trim().max(2000, 'validation.too_long'),
    currency: z.enum(CURRENCIES, { message: 'validation.currency' }),
    monthlyPrice: z.string(),
    yearlyPrice: z.string(),
    maxAgents: limit,
    maxBranches: limit,
    features: z.array(z.string()),
    trialDays: z
      .string()
      .trim()
      .refine((v) => WHOLE.test(v) && Number(v) <= TRIAL_DAYS_MAX, 'validation.trial_days')
      .transform(Number),
    active: z.boolean(),
  })
  // Prices are checked against the currency (two decimals in MYR, none in IDR), next to the other fields' errors.
  .superRefine((form, ctx) => {
    for (const field of ['monthlyPrice', 'yearlyPrice'] as const) {
      const problem = amountProblem(form[field], form.currency);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  })
  .transform(
    (form): PlanInput => ({
      ...form,
      monthlyPrice: parseAmount(form.monthlyPrice, form.currency) ?? form.monthlyPrice,
      yearlyPrice: parseAmount(form.yearlyPrice, form.currency) ?? form.yearlyPrice,
      features: [...new Set(form.features)],
    }),
  );

export type PlanForm = z.input<typeof planSchema>;
export type PlanValues = z.output<typeof planSchema>;

export const EMPTY_PLAN: PlanForm = {
  code: '',
  name: '',
  description: '',
  currency: 'MYR',
  monthlyPrice: '',
  yearlyPrice: '',
  maxAgents: '',
  maxBranches: '',
  features: [],
  trialDays: '0',
  active: true,
};

/** A plan as the form edits it (unknown feature keys are kept and sent back). */
export function planToForm(plan: Plan): PlanForm {
  return {
    code: plan.code,
    name: plan.name,
    description: plan.description ?? '',
    currency: plan.currency,
    monthlyPrice: plan.monthlyPrice,
    yearlyPrice: plan.yearlyPrice,
    maxAgents: plan.maxAgents == null ? '' : String(plan.maxAgents),
    maxBranches: plan.maxBranches == null ? '' : String(plan.maxBranches),
    features: [...plan.features],
    trialDays: String(plan.trialDays),
    active: plan.active,
  };
}

/** The request fields, for placing a 422's field errors. */
export const PLAN_FIELDS = [
  'code',
  'name',
  'description',
  'currency',
  'monthlyPrice',
  'yearlyPrice',
  'maxAgents',
  'maxBranches',
  'features',
  'trialDays',
  'active',
] as const satisfies readonly (keyof PlanForm)[];
