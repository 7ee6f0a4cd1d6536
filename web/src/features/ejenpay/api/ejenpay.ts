/**
 * The hosted payment page's calls (docs/api-integrations.md, "ejenpay: the hosted payment page"): the
 * session (a POST read, so its SWR key is the URL with the session's type and id), and opening its bill.
 * The FPX banks are the integrations' (features/integrations/api).
 */
import useSWR from 'swr';
import { api } from '@/lib/api';
import type { SessionRef } from '../logic/session';
import type { GatewayCheckout, GatewayCheckoutInput, PaymentSessionLookup } from './types';

export const DETAILS_URL = '/api/integration/ejenpay/details';

/** SWR key of a session: the URL, its type and its id (null: nothing to ask). */
export const sessionKey = (ref: SessionRef | null): [string, string, string] | null => (ref ? [DETAILS_URL, ref.payType, ref.sessionId] : null);

/** Reads a session: 200 with `session: null` for an unknown id or one opened for someone else (not an error). */
export const readSession = (ref: SessionRef) => api.post<PaymentSessionLookup>(DETAILS_URL, { payType: ref.payType, sessionId: ref.sessionId });

export const usePaymentSession = (ref: SessionRef | null) =>
  useSWR<PaymentSessionLookup, unknown, [string, string, string] | null>(sessionKey(ref), ([, payType, sessionId]) => readSession({ payType: payType as SessionRef['payType'], sessionId }));

/**
 * Opens the session's Billplz bill → where to pay. 404 no such session; 409 `payment_not_due` once paid or
 * closed, `payment_unavailable` while Billplz is off, `payment_gateway_error` when it cannot be reached;
 * 422 `bankCode` for a bank unknown or offline.
 */
export const openBill = (input: GatewayCheckoutInput) => api.post<GatewayCheckout>('/api/integration/billplz/checkout', input);
