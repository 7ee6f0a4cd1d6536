// The vendor's plans as the API answers them (docs/api-billing.md): the generated schemas (api-schema.ts),
// with the currency the document writes as a free string narrowed (as features/companies does).
import type { Currency } from '@rangkai/shared';
import type { Narrow, Schema, Sent } from '@/lib/schema';

/** The features a plan can include; the screens translate them (`plans.features.<key>`). */
export const PLAN_FEATURES = ['reports', 'analytics', 'campaigns', 'marketing', 'stores', 'e_invoice', 'cp58', 'integrations', 'api'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PERIODS = ['monthly', 'yearly'] as const;
export type Period = (typeof PERIODS)[number];

/** Plan: money is a decimal string at the currency's scale; a null limit is unlimited; `current` is false here. */
export type Plan = Narrow<Sent<Schema<'Plan'>>, { currency: Currency }>;

/** PlanInput: the body of POST /vendor/plans and /vendor/plans/:id (the currency is kept when a plan is edited). */
export type PlanInput = Narrow<Schema<'PlanInput'>, { currency: Currency }>;

export function isPlanFeature(value: string): value is PlanFeature {
  return (PLAN_FEATURES as readonly string[]).includes(value);
}
