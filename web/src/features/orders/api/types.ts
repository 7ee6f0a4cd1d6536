/** Shapes from docs/api-orders.md (§ Order statuses, The agent's orders, Orders (HQ)). Money is a decimal string. */

export const ORDER_STATUSES = ['unpaid', 'approval', 'to_ship', 'delivery', 'completed', 'cancelled', 'refund'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'refunded';
export type PaymentMethod = 'manual' | 'billplz';
export type ShipmentType = 'courier' | 'pickup';
export type PrintDocument = 'invoice' | 'packing_list' | 'shipping_label';

export interface PrintedFlags {
  invoice: boolean;
  packingList: boolean;
  shippingLabel: boolean;
}

export interface OrderSummary {
  id: number;
  number: string;
  createdAt: string;
  paidAt: string | null;
  agent: { id: number; name: string; username: string; tierName: string | null };
  seller: { id: number; name: string } | null;
  receiver: string;
  status: OrderStatus;
  flowLabel: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  shipmentType: ShipmentType;
  shippingMethod: string | null;
  trackingNumber: string | null;
  grandTotal: string;
  units: number;
  hasReceipt: boolean;
  printed: PrintedFlags;
}

export interface OrderPage {
  items: OrderSummary[];
  page: number;
  perPage: number;
  total: number;
  counts: Record<OrderStatus, number>;
  tooMany: boolean;
}

export interface OrderAddress {
  name: string;
  phone: string | null;
  email: string | null;
  address1: string;
  address2: string | null;
  postCode: string;
  city: string;
  state: string;
  stateName: string | null;
  country: string;
}

export interface OrderItem {
  kind: 'product' | 'package' | 'combo';
  name: string;
  label: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  weight: string | null;
  point: string | null;
  picks: { name: string; label: string | null; quantity: number; sku?: string | null }[];
}

export interface OrderCompany {
  name: string;
  roc: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  tin: string | null;
  logo: string | null;
}

export interface HistoryEntry {
  at: string;
  by: string | null;
  from: OrderStatus | null;
  to: OrderStatus;
  action: string;
  note: string | null;
}

export interface Order extends OrderSummary {
  referenceNumber: string | null;
  invoiceNumber: string | null;
  address: OrderAddress | null;
  items: OrderItem[];
  subTotal: string;
  discount: string;
  voucherCode: string | null;
  shipping: string;
  serviceFee: string;
  tax: string;
  taxPercent: string | null;
  points: string;
  weight: string;
  remark: string | null;
  orderNotes: string | null;
  receiptUrl: string | null;
  holdUntil: string | null;
  approvedAt: string | null;
  approvedBy: string | null;
  pickup: { collectedBy: string; collectedAt: string } | null;
  company: OrderCompany | null;
  history: HistoryEntry[];
  canApprove: boolean;
  canCancel: boolean;
  canRefund: boolean;
  canShip: boolean;
  canComplete: boolean;
  /** the server's own pickup flag (a to_ship self-pickup order the viewer manages); not in the written contract */
  canPickup?: boolean;
}

/** One line of POST …/approve's answer. */
export interface ApproveOutcome {
  id: number;
  number?: string;
  ok: boolean;
  message: string;
}

export interface BulkTrackingResult {
  applied: { line: number; number: string; trackingNumber: string }[];
  rejected: { line: number; order: string; message: string }[];
}

/** A quote's answer (POST /api/orders/quote, and the shop's checkout quote). */
export interface Totals {
  subTotal: string;
  discount: string;
  shipping: string;
  serviceFee: string;
  tax: string;
  grandTotal: string;
  points: string;
  weight: string;
  units: number;
  voucher: { code: string; name: string; freeShipping: boolean } | null;
}

/** GET /api/orders/agents */
export interface AgentOption {
  id: number;
  name: string;
  username: string;
  tierName: string | null;
}

/** An address's own fields (docs/api-orders.md: "Address fields without id"): what POST /api/orders/create takes; the shop's saved Address adds id and primary. */
export interface AddressFields {
  firstName: string;
  lastName: string | null;
  addrTitle: string | null;
  email: string | null;
  address1: string;
  address2: string | null;
  postCode: string;
  city: string;
  state: string;
  country: string;
  phoneCode: string;
  phone: string;
}

export type CreateItem = { variantId: number; quantity: number } | { packageId: number; quantity: number };

export interface CreateOrderBody {
  agentId: number;
  items: CreateItem[];
  shipmentType: ShipmentType;
  address: AddressFields | null;
  shipmentId: number | null;
  voucherCode: string | null;
  orderNotes: string | null;
  markPaid: boolean;
}

/** Catalogue shapes (docs/api-catalogue.md) the new-order screen reads. */
export interface ProductListItem {
  id: number;
  name: string;
  sku: string;
  coverThumb: string | null;
  stock: number | null;
  variantCount: number;
  status: string;
}

export interface ProductDetail {
  id: number;
  name: string;
  sku: string;
  weight: string | null;
  tierPrices: { tierId: number; tierName: string; price: string | null }[];
  variants: { id: number; optionValueIds: number[]; label: string; stock: number | null }[];
}

export interface PackageItem {
  id: number;
  name: string;
  code: string;
  price: string;
  status: 'ongoing' | 'upcoming' | 'expired' | 'suspended';
  items: { productId: number; variantId: number | null; quantity: number; productName: string; variantLabel: string | null }[];
}

export interface CourierRates {
  options: { courierId: number; name: string; service: string; shipping: string; handlingFee: string; total: string; freeShipping: boolean }[];
  contactHq: boolean;
  message: string | null;
}
