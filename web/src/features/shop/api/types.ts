/** Shapes of docs/api-orders.md (sections Shop, Cart, Addresses, Shipping and payment, Quote and checkout).
 * An order's own vocabulary (statuses, shipment and payment types, totals, address fields) lives in the orders feature. */
import type { AddressFields, OrderStatus, PaymentMethod as OrderPaymentMethod, PaymentStatus, ShipmentType, Totals } from '@/features/orders/api/types';

export type { Totals };
/** An order's payment method ('manual' | 'billplz') under the checkout's name (`paymentType`): `PaymentMethod` here is a payment option on offer. */
export type PaymentType = OrderPaymentMethod;

export type OrderFrom = 'hq' | 'upline';

export interface Upline {
  id: number;
  name: string;
}

export interface ShopItem {
  id: number;
  name: string;
  categoryName: string | null;
  coverThumb: string | null;
  price: string;
  retailPrice: string;
  point: string | null;
  /** null unless HQ shows stock (the upline's stock for an upline order) */
  stock: number | null;
  firstOrderOnly: boolean;
  preorder: boolean;
  hasVariants: boolean;
}

export interface ShopPackage {
  id: number;
  name: string;
  code: string;
  price: string;
  firstOrder: boolean;
  items: { productName: string; label: string | null; quantity: number }[];
}

export interface ShopCombo {
  id: number;
  name: string;
  code: string;
  price: string;
  requiredQuantity: number;
  coverImage: string | null;
  firstOrder: boolean;
}

export interface Shop {
  items: ShopItem[];
  page: number;
  perPage: number;
  total: number;
  packages: ShopPackage[];
  combos: ShopCombo[];
  tierName: string | null;
  showStock: boolean;
  firstOrder: boolean;
  orderFrom: OrderFrom;
  orderFromChoices: OrderFrom[];
  upline: Upline | null;
}

export interface QuantityRange {
  minRange: number;
  maxRange: number;
  price: string;
}

export interface ShopOptionValue {
  id: number;
  value: string;
  image: string | null;
}

export interface ShopOption {
  id: number;
  name: string;
  values: ShopOptionValue[];
}

export interface ShopVariant {
  id: number;
  optionValueIds: number[];
  label: string;
  stock: number | null;
}

export interface ShopProduct {
  id: number;
  name: string;
  description: string | null;
  categoryName: string | null;
  coverImage: string | null;
  images: string[];
  price: string;
  retailPrice: string;
  point: string | null;
  weight: string | null;
  quantityRanges: QuantityRange[];
  options: ShopOption[];
  variants: ShopVariant[];
  showStock: boolean;
  firstOrderOnly: boolean;
  preorder: boolean;
}

export type LineKind = 'product' | 'package' | 'combo';
export type LineProblem = 'unavailable' | 'out_of_stock' | 'first_order_only';

export interface ComboPick {
  variantId: number;
  name: string;
  label: string | null;
  quantity: number;
}

export interface CartLine {
  id: number;
  kind: LineKind;
  productId: number | null;
  variantId: number | null;
  packageId: number | null;
  comboId: number | null;
  name: string;
  label: string | null;
  image: string | null;
  unitPrice: string;
  quantity: number;
  lineTotal: string;
  point: string | null;
  picks?: ComboPick[] | null;
  problem: LineProblem | null;
  problemMessage: string | null;
  available: number | null;
}

export interface Moq {
  type: 'unit' | 'amount';
  required: string;
  current: string;
  met: boolean;
  message: string | null;
}

export interface PendingOrderRef {
  id: number;
  number: string;
  status: OrderStatus;
}

export interface Cart {
  orderFrom: OrderFrom;
  orderFromChoices: OrderFrom[];
  upline: Upline | null;
  lines: CartLine[];
  units: number;
  subTotal: string;
  weight: string;
  points: string;
  moq: Moq | null;
  firstOrder: boolean;
  pendingOrder: PendingOrderRef | null;
  problems: string[];
  canCheckout: boolean;
}

export type AddToCart =
  | { variantId: number; quantity: number }
  | { packageId: number; quantity: number }
  | { comboId: number; picks: { variantId: number; quantity: number }[] };

/** A saved address (§ Addresses). */
export interface Address extends AddressFields {
  id: number;
  primary: boolean;
}

export type AddressInput = Omit<Address, 'id'> & { id?: number };

export interface CourierOption {
  courierId: number;
  name: string;
  service: string | null;
  shipping: string;
  handlingFee: string;
  total: string;
  freeShipping: boolean;
}

export interface ShipMethods {
  options: CourierOption[];
  selfPickup: boolean;
  pickupAddress: string | null;
  contactHq: boolean;
  message: string | null;
}

export interface PaymentMethod {
  code: PaymentType;
  name: string;
  bankName?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
  adminFee: string;
}

export interface CheckoutBody {
  shipmentType: ShipmentType;
  customerId: number | null;
  shipmentId: number | null;
  paymentType: PaymentType;
  voucherCode: string | null;
  orderNotes: string | null;
}

export interface CheckoutInput extends CheckoutBody {
  totalPaid: string;
}

/** The parts of an Order (docs/api-orders.md § Orders) the shop's result pages use. */
export interface ShopOrder {
  id: number;
  number: string;
  status: OrderStatus;
  flowLabel?: string;
  paymentMethod: PaymentType;
  paymentStatus: PaymentStatus;
  shipmentType?: ShipmentType;
  grandTotal: string;
  holdUntil?: string | null;
  seller?: Upline | null;
}

export interface CheckoutResult {
  order: ShopOrder;
  paymentUrl: string | null;
}

export type PaymentResult = 'completed' | 'pending' | 'failed';

export interface OrderPaymentStatus {
  id: number;
  number: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  result: PaymentResult;
}
