// What the billing adds to a company (docs/api-billing.md), in plain interfaces until the generated
// api-schema.ts has them.
import type { Period } from '@/features/plans/types';

/** The subscription fields GET /vendor/companies adds to each company; all null without a plan. */
export interface CompanyBilling {
  planName: string | null;
  period: Period | null;
  /** YYYY-MM-DD (Kuala Lumpur). */
  renewsOn: string | null;
  /** Decimal string in the company's currency. */
  balanceDue: string | null;
}

/** POST /vendor/companies/:id/subscription: puts a company on a plan (new subscription or change). */
export interface SubscriptionInput {
  planId: number;
  period: Period;
  trialDays: number;
}
