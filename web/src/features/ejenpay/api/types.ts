/**
 * The hosted payment page's shapes: the backend's OpenAPI schemas (src/lib/api-schema.ts, generated) under
 * the names the page uses. Codes (payType, status) are free strings in the document; logic/session.ts
 * names the ones the page knows.
 */
import type { Schema, Sent } from '@/lib/schema';

/** One payment session: an agent's order (`order`) or HQ's top-up of the payout credit (`topup`). */
export type PaymentSession = Sent<Schema<'PaymentSession'>>;

/** POST /api/integration/ejenpay/details: the session, null when there is none for the signed-in user. */
export type PaymentSessionLookup = Sent<Schema<'PaymentSessionLookup'>>;

/** POST /api/integration/ejenpay/details's body. */
export type SessionInput = Schema<'SessionInput'>;

/** POST /api/integration/billplz/checkout: where to pay (Billplz's page, or the bank's with a bank chosen). */
export type GatewayCheckout = Sent<Schema<'GatewayCheckout'>>;

/** POST /api/integration/billplz/checkout's body: the session and an FPX bank code (empty: choose on Billplz's page). */
export type GatewayCheckoutInput = Schema<'GatewayCheckoutInput'>;
