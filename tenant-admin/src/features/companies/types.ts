// A company's subscription in the vendor console (docs/api-billing.md): the generated schemas
// (api-schema.ts), with the period the document writes as a free string narrowed.
import type { Period } from '@/features/plans/types';
import type { Narrow, Schema, Sent } from '@/lib/schema';

/** POST /vendor/companies/:id/subscription: puts a company on a plan (new subscription or change). */
export type SetSubscriptionInput = Narrow<Schema<'SetSubscriptionInput'>, { period: Period }>;

/** What POST /vendor/companies/:id/subscription answers. */
export type SubscriptionInfo = Narrow<Sent<Schema<'SubscriptionInfo'>>, { period: Period; nextPeriod: Period | null }>;
