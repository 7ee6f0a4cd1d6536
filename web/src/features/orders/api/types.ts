/**
 * Orders' shapes: the backend's OpenAPI schemas (src/lib/api-schema.ts, generated) under the names the
 * screens use. Money is a decimal string. Where the document writes a status as a free string, the
 * values listed in its description are narrowed here (see `Narrow`).
 */
import type { Narrow, Schema, Sent } from '@/lib/schema';

export const ORDER_STATUSES = ['unpaid', 'approval', 'to_ship', 'delivery', 'completed', 'cancelled', 'refund'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'refunded';
export type PaymentMethod = 'manual' | 'billplz';
export type ShipmentType = 'courier' | 'pickup';
/** PrintedInput.document (a free string in the document). */
export type PrintDocument = 'invoice' | 'packing_list' | 'shipping_label';
export type LineKind = 'product' | 'package' | 'combo';

export type PrintedFlags = Sent<Schema<'PrintedFlags'>>;

/** The document writes these as strings; its descriptions list the values. */
type OrderEnums = { status: OrderStatus; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; shipmentType: ShipmentType };

/** The agent's store a customer bought through (a store order); for e-koop also the student and class. */
export type OrderStore = Sent<Schema<'OrderStore'>>;

export type OrderSummary = Narrow<Sent<Schema<'OrderSummary'>>, OrderEnums>;

export type OrderPage = Narrow<Sent<Schema<'OrderPage'>>, { items: OrderSummary[] }>;

export type OrderAddress = Sent<Schema<'OrderAddress'>>;

/** A combo line's picks. // not in the OpenAPI document yet (OrderItem.picks is free JSON) */
export interface OrderPick {
  name: string;
  label: string | null;
  quantity: number;
  sku?: string | null;
}

export type OrderItem = Narrow<Sent<Schema<'OrderItem'>>, { kind: LineKind; picks: OrderPick[] }>;

export type OrderCompany = Sent<Schema<'OrderCompany'>>;

export type HistoryEntry = Narrow<Sent<Schema<'OrderEvent'>>, { from: OrderStatus | null; to: OrderStatus }>;

/** `taxPercent` is always a string in the document; the new-order page shows a quote's totals as an order with null there. */
export type Order = Narrow<Sent<Schema<'Order'>>, OrderEnums & { items: OrderItem[]; history: HistoryEntry[]; taxPercent: string | null }>;

/** One line of POST …/approve's answer. // not in the OpenAPI document yet (Envelope_any) */
export interface ApproveOutcome {
  id: number;
  number?: string;
  ok: boolean;
  message: string;
}

/** POST /api/orders/bulk-tracking. // not in the OpenAPI document yet (Envelope_any) */
export interface BulkTrackingResult {
  applied: { line: number; number: string; trackingNumber: string }[];
  rejected: { line: number; order: string; message: string }[];
}

/** A quote's answer (POST /api/orders/quote, and the shop's checkout quote). */
export type Totals = Sent<Schema<'OrderTotals'>>;

/** GET /api/orders/agents. // not in the OpenAPI document yet (Envelope_any) */
export interface AgentOption {
  id: number;
  name: string;
  username: string;
  tierName: string | null;
}

/** An address's own fields: what POST /api/orders/create takes; the shop's saved Address adds id and primary. */
export type AddressFields = Omit<Schema<'AddressInput'>, 'id'>;

export type CreateItem = Schema<'ItemInput'>;

export type CreateOrderBody = Narrow<Schema<'NewOrderInput'>, { shipmentType: ShipmentType }>;

/** The catalogue's product list rows (GET /api/product) the new-order screen reads. */
export type ProductListItem = Sent<Schema<'ProductSummary'>>;

/** The catalogue's product (GET /api/product/detail) the new-order screen reads. */
export type ProductDetail = Sent<Schema<'Product'>>;

/** A package (GET /api/product/package) as the new-order screen reads it. */
export type PackageItem = Narrow<Sent<Schema<'Package'>>, { id: number; status: 'ongoing' | 'upcoming' | 'expired' | 'suspended' }>;

export type CourierRates = Sent<Schema<'ShippingQuote'>>;

/* Courier booking through the company's EasyParcel (docs/api-integrations.md, "Courier booking"). */

/** booking (under way), booked, delivered or failed (a free string in the document). */
export type CourierBookingStatus = 'booking' | 'booked' | 'delivered' | 'failed';

/** One live rate for an order; `chosen`: the one booking picks when no service is asked (the cheapest of HQ's couriers). */
export type ProviderRate = Sent<Schema<'ProviderRate'>>;

/** POST /api/orders/courier/rates: the live rates of the company's EasyParcel for one order. */
export type ProviderRates = Sent<Schema<'ProviderRates'>>;

/** An order's courier booking: the airway bill (the order's tracking number), the courier's PDF label and its tracking. */
export type CourierBooking = Narrow<Sent<Schema<'CourierBooking'>>, { status: CourierBookingStatus }>;

/** GET /api/orders/courier/booking: `booking` null while the order has none. */
export type CourierBookingLookup = Narrow<Sent<Schema<'CourierBookingLookup'>>, { booking: CourierBooking | null }>;

export type BookingFailure = Sent<Schema<'BookingFailure'>>;

/** POST /api/orders/courier/book: the orders booked and the ones that were not, each with the reason. */
export type BookingReport = Narrow<Sent<Schema<'BookingReport'>>, { booked: CourierBooking[] }>;
