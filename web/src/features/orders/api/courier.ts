/**
 * Courier booking through the company's providers (docs/api-integrations.md, "Courier booking"): HQ's
 * order desk only (/api/orders/courier/…). A call for a provider that is not connected or switched off
 * (or, for Pos Laju and City-Link, whose aggregator is not) answers 422 `courier_not_connected`.
 */
import useSWR from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { BookingReport, CourierBooking, CourierBookingLookup, ProviderRates } from './types';

export const courierBookingKey = (orderId: number) => buildUrl('/api/orders/courier/booking', { orderId });

/** The order's booking (`booking` null when it has none); `orderId` null: not asked. */
export const useCourierBooking = (orderId: number | null) => useSWR<CourierBookingLookup>(orderId ? courierBookingKey(orderId) : null);

/** A provider HQ books couriers with (what `/orders/courier/providers` lists). */
export type CourierProvider = 'easyparcel' | 'delyva' | 'ninjavan' | 'poslaju' | 'citylink';

/** The providers HQ can book with now, in the order a booking without one picks them; asked at each opening. */
export const useCourierProviders = (open: boolean) =>
  useSWR<CourierProvider[]>(open ? '/api/orders/courier/providers' : null, { revalidateOnFocus: false });

export const getLiveRates = (orderId: number, provider: string) => api.post<ProviderRates>('/api/orders/courier/rates', { orderId, provider });

/**
 * The live rates for one order from `provider` (422 `cannot_quote` with the reason, 409 `provider_unreachable`);
 * asked again at each opening, not on focus. Either null: not asked.
 */
export const useLiveRates = (orderId: number | null, provider: string | null) =>
  useSWR<ProviderRates, unknown, [string, number, string] | null>(
    orderId && provider ? ['courier-rates', orderId, provider] : null,
    ([, id, p]) => getLiveRates(id, p),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );

/** Books 1 to 50 orders with `provider`; `serviceId` empty: each order's cheapest allowed rate. */
export const bookCouriers = (orderIds: number[], provider: string, serviceId?: string) =>
  api.post<BookingReport>('/api/orders/courier/book', serviceId ? { orderIds, provider, serviceId } : { orderIds, provider });

/** Asks the courier about these orders' parcels now (a delivered parcel completes its order): their bookings. */
export const trackCouriers = (orderIds: number[]) => api.post<CourierBooking[]>('/api/orders/courier/track', { orderIds });
