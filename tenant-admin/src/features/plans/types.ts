// Plain interfaces for the vendor's plans (docs/api-billing.md) until the generated api-schema.ts has them;
// then these become `Sent<Schema<'Plan'>>` and `Schema<'PlanInput'>` (narrowed as features/companies does).
import type { Currency } from '@rangkai/shared';

/** The features a plan can include; the screens translate them (`plans.features.<key>`). */
export const PLAN_FEATURES = ['reports', 'analytics', 'campaigns', 'marketing', 'stores', 'e_invoice', 'cp58', 'integrations', 'api'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PERIODS = ['monthly', 'yearly'] as const;
export type Period = (typeof PERIODS)[number];

/** Plan: money is a decimal string at the currency's scale; a null limit is unlimited. */
export interface Plan {
  id: number;
  code: string;
  name: string;
  description: string;
  currency: Currency;
  monthlyPrice: string;
  yearlyPrice: string;
  maxAgents: number | null;
  maxBranches: number | null;
  features: string[];
  trialDays: number;
  active: boolean;
  current: boolean;
}

/** PlanInput: the body of POST /vendor/plans and /vendor/plans/:id. */
export type PlanInput = Omit<Plan, 'id' | 'current'>;

export function isPlanFeature(value: string): value is PlanFeature {
  return (PLAN_FEATURES as readonly string[]).includes(value);
}
