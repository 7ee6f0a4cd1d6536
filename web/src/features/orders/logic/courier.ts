/**
 * Courier booking's rules on the screens: which orders HQ may book or read a booking of, the rate picked
 * at first, and what a refusal of the booking calls means.
 */
import type { Tone } from '@/components/StatusBadge';
import { ApiError } from '@/lib/api';
import type { CourierBooking, CourierBookingStatus, Order, OrderStatus, ProviderRate } from '../api/types';
import type { OrderScope } from './scope';

/** The most orders one booking call takes. */
export const MAX_BOOKING = 50;

/** Before these an order has never been booked. */
const UNBOOKABLE: readonly OrderStatus[] = ['unpaid', 'approval'];

type Shipped = Pick<Order, 'status' | 'shipmentType'>;

/** HQ's order desk (not an agent) and a courier order past approval: it may have a booking to read. */
export const mayHaveBooking = (o: Shipped, scope: Pick<OrderScope, 'agent' | 'hqTools'>) =>
  scope.hqTools && !scope.agent && o.shipmentType === 'courier' && !UNBOOKABLE.includes(o.status);

/** HQ may book a courier for an order approved and waiting to ship by courier. */
export const mayBook = (o: Shipped, scope: Pick<OrderScope, 'agent' | 'hqTools'>) => scope.hqTools && !scope.agent && o.shipmentType === 'courier' && o.status === 'to_ship';

/** The rate selected when the rates come: the one booking would pick, else the first. */
export const firstChoice = (rates: readonly ProviderRate[]): string | null => (rates.find((r) => r.chosen) ?? rates[0])?.serviceId ?? null;

export type CourierProblem =
  /** The provider not connected or switched off: HQ connects it under Integrations. */
  | { kind: 'not_connected' }
  /** The order cannot be quoted (its address, the branch's): the server's words. */
  | { kind: 'cannot_quote'; message: string }
  /** The provider cannot be reached now: try again. */
  | { kind: 'unreachable'; message: string }
  | { kind: 'other' };

export function courierProblem(error: unknown): CourierProblem {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.error === 'courier_not_connected') return { kind: 'not_connected' };
  if (error.error === 'cannot_quote') return { kind: 'cannot_quote', message: error.message };
  if (error.error === 'provider_unreachable') return { kind: 'unreachable', message: error.message };
  return { kind: 'other' };
}

export const BOOKING_TONE: Record<CourierBookingStatus, Tone> = {
  booking: 'warning',
  booked: 'info',
  delivered: 'success',
  failed: 'danger',
};

/** The courier's events, newest first. */
export const eventsNewestFirst = (events: CourierBooking['events']) => [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
