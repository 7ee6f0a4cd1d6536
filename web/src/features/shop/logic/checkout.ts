/** The checkout's choices → the quote/checkout body, and what a refused checkout means for the screen. */
import { ApiError } from '@/lib/api';
import type { CheckoutBody, PaymentType, PendingOrderRef, ShipMethods, Totals } from '../api/types';

/** One way to get the goods: a courier (by id) or self pickup. */
export type ShipChoice = { key: string; type: 'courier'; courierId: number } | { key: 'pickup'; type: 'pickup'; courierId: null };

export const courierKey = (courierId: number) => `courier:${courierId}`;

/** The couriers that deliver to the address, then self pickup when it is open. */
export function shipChoices(methods: ShipMethods | undefined): ShipChoice[] {
  if (!methods) return [];
  const choices: ShipChoice[] = methods.options.map((o) => ({ key: courierKey(o.courierId), type: 'courier', courierId: o.courierId }));
  if (methods.selfPickup) choices.push({ key: 'pickup', type: 'pickup', courierId: null });
  return choices;
}

/** The choice that applies: the one made, while it is still offered; else the only one there is. */
export function resolveChoice<K extends string>(chosen: K | null, offered: readonly K[]): K | null {
  if (chosen !== null && offered.includes(chosen)) return chosen;
  return offered.length === 1 ? offered[0] : null;
}

/** The body of the quote and the checkout, or null while something needed is not chosen yet. */
export function checkoutBody(input: {
  addressId: number | null;
  ship: ShipChoice | null;
  paymentType: PaymentType | null;
  voucherCode: string | null;
  orderNotes?: string | null;
}): CheckoutBody | null {
  const { addressId, ship, paymentType } = input;
  if (!ship || !paymentType) return null;
  if (ship.type === 'courier' && addressId === null) return null;
  const notes = input.orderNotes?.trim() ?? '';
  return {
    shipmentType: ship.type,
    customerId: addressId,
    shipmentId: ship.type === 'courier' ? ship.courierId : null,
    paymentType,
    voucherCode: input.voucherCode?.trim() ? input.voucherCode.trim().toUpperCase() : null,
    orderNotes: notes === '' ? null : notes,
  };
}

export type CheckoutFailure =
  | { kind: 'total_changed'; totals: Totals; message: string }
  | { kind: 'pending_order'; order: PendingOrderRef | null; message: string }
  | { kind: 'out_of_stock'; message: string }
  /** the cart's problems or the MOQ: fixed in the cart */
  | { kind: 'cart'; message: string }
  | { kind: 'voucher'; message: string }
  | { kind: 'shipment'; message: string }
  | { kind: 'other'; message: string };

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);

function isTotals(v: unknown): v is Totals {
  const r = record(v);
  return r !== null && typeof r.grandTotal === 'string' && typeof r.subTotal === 'string';
}

/** Sorts a refused quote or checkout by what the screen does about it. */
export function checkoutFailure(error: unknown, fallback: string): CheckoutFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: error instanceof Error && error.message ? error.message : fallback };
  const message = error.message || fallback;
  const data = record(error.data);
  switch (error.error) {
    case 'total_changed':
      if (isTotals(data?.totals)) return { kind: 'total_changed', totals: data.totals, message };
      break;
    case 'pending_order': {
      const order = record(data?.order);
      const ref = order && typeof order.id === 'number' ? ({ id: order.id, number: String(order.number ?? ''), status: order.status } as PendingOrderRef) : null;
      return { kind: 'pending_order', order: ref, message };
    }
    case 'out_of_stock':
      return { kind: 'out_of_stock', message };
    case 'cart_not_ready':
    case 'moq_not_met':
      return { kind: 'cart', message };
  }
  const errors = error.errors ?? {};
  if (errors.voucherCode) return { kind: 'voucher', message: String(errors.voucherCode) };
  if (errors.shipmentId) return { kind: 'shipment', message: String(errors.shipmentId) };
  const first = Object.values(errors)[0];
  return { kind: 'other', message: first ? String(first) : message };
}
