/**
 * Courier booking through the company's EasyParcel (docs/api-integrations.md, "Courier booking"): HQ's
 * order desk only (/api/orders/courier/…). Each call answers 422 `courier_not_connected` while EasyParcel
 * is not connected or switched off.
 */
import useSWR from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { BookingReport, CourierBooking, CourierBookingLookup, ProviderRates } from './types';

export const courierBookingKey = (orderId: number) => buildUrl('/api/orders/courier/booking', { orderId });

/** The order's booking (`booking` null when it has none); `orderId` null: not asked. */
export const useCourierBooking = (orderId: number | null) => useSWR<CourierBookingLookup>(orderId ? courierBookingKey(orderId) : null);

export const getLiveRates = (orderId: number) => api.post<ProviderRates>('/api/orders/courier/rates', { orderId });

/**
 * The live rates for one order (422 `cannot_quote` with the reason, 409 `provider_unreachable`); asked
 * again at each opening, not on focus.
 */
export const useLiveRates = (orderId: number | null) =>
  useSWR<ProviderRates, unknown, [string, number] | null>(orderId ? ['courier-rates', orderId] : null, ([, id]) => getLiveRates(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

/** Books 1 to 50 orders; `serviceId` empty: each order's cheapest allowed rate. */
export const bookCouriers = (orderIds: number[], serviceId?: string) =>
  api.post<BookingReport>('/api/orders/courier/book', serviceId ? { orderIds, serviceId } : { orderIds });

/** Asks the courier about these orders' parcels now (a delivered parcel completes its order): their bookings. */
export const trackCouriers = (orderIds: number[]) => api.post<CourierBooking[]>('/api/orders/courier/track', { orderIds });
