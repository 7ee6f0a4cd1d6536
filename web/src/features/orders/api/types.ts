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
