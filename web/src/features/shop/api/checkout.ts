/** Shipping and payment methods, the quote and the checkout (docs/api-orders.md). */
import useSWR from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { CheckoutBody, CheckoutInput, CheckoutResult, PaymentMethod, ShipMethods, Totals } from './types';

export const shipMethodsKey = (customerId: number | null) => buildUrl('/api/sales/ship-method', { customerId });
/**
 * Courier rates for the cart to that address, self pickup, or the contact-HQ message. Without an address
 * (null) only self pickup can be offered; undefined waits (the addresses are still loading).
 */
export const useShipMethods = (customerId: number | null | undefined) => useSWR<ShipMethods>(customerId === undefined ? null : shipMethodsKey(customerId));

export const PAYMENT_METHODS_KEY = '/api/sales/payment-method';
export const usePaymentMethods = () => useSWR<PaymentMethod[]>(PAYMENT_METHODS_KEY);

export const QUOTE_URL = '/api/sales/my-shop/quote';
/** The totals the checkout would charge (422 on `voucherCode` for a bad voucher). */
export const quote = (body: CheckoutBody) => api.post<Totals>(QUOTE_URL, body);

/** SWR key of a quote: the URL and the body (as JSON, so equal bodies share the answer). */
export const quoteKey = (body: CheckoutBody | null): [string, string] | null => (body ? [QUOTE_URL, JSON.stringify(body)] : null);
export const useQuote = (body: CheckoutBody | null) =>
  useSWR<Totals, unknown, [string, string] | null>(quoteKey(body), ([, json]) => quote(JSON.parse(json) as CheckoutBody), { keepPreviousData: true, revalidateIfStale: false });

/** Places the order. 409 `total_changed` (data.totals), `pending_order` (data.order), `out_of_stock`; 422 … */
export const checkout = (input: CheckoutInput) => api.post<CheckoutResult>('/api/sales/my-shop/checkout', input);
