// The billing calls of docs/api-billing.md that the backend is building and the generated api-schema.ts does
// not declare yet, written in openapi-typescript's shape so `post` checks their bodies like the others.
// When `npm run api-types` brings them in, delete this file and its use in schema.ts (and switch the
// features' types.ts to the generated schemas).
import type { BillingSettings } from '@/features/billing/types';
import type { SubscriptionInput } from '@/features/companies/types';
import type { PaymentInput, VoidInput } from '@/features/invoices/types';
import type { PlanInput } from '@/features/plans/types';

interface JsonPost<Body> {
  post: { requestBody: { content: { 'application/json; charset=utf-8': Body } } };
}

interface EmptyPost {
  post: { requestBody?: never };
}

export interface pendingPaths {
  '/vendor/plans': JsonPost<PlanInput>;
  '/vendor/plans/{id}': JsonPost<PlanInput>;
  '/vendor/companies/{id}/subscription': JsonPost<SubscriptionInput>;
  '/vendor/invoices/{id}/payments': JsonPost<PaymentInput>;
  '/vendor/invoices/{id}/void': JsonPost<VoidInput>;
  '/vendor/invoices/{id}/resend': EmptyPost;
  '/vendor/billing/settings': JsonPost<BillingSettings>;
  '/vendor/billing/run': EmptyPost;
}
