/** The shop's shapes (cart, addresses, shipping and payment, quote and checkout): the backend's OpenAPI
 * schemas (src/lib/api-schema.ts, generated) under the names the screens use.
 * An order's own vocabulary (statuses, shipment and payment types, totals, address fields) lives in the orders feature. */
import type { Narrow, Schema, Sent } from '@/lib/schema';
import type { ProductOption } from '@/features/catalogue/api/types';
import type {
  LineKind,
  Order,
  OrderStatus,
  PaymentMethod as OrderPaymentMethod,
  PaymentStatus,
  ShipmentType,
  Totals,
} from '@/features/orders/api/types';

export type { LineKind, Totals };
/** An order's payment method ('manual' | 'billplz') under the checkout's name (`paymentType`): `PaymentMethod` here is a payment option on offer. */
export type PaymentType = OrderPaymentMethod;

export type OrderFrom = 'hq' | 'upline';

export type Upline = Sent<Schema<'Upline'>>;

export type ShopItem = Sent<Schema<'MyShopItem'>>;
export type ShopPackage = Sent<Schema<'ShopPackage'>>;
export type ShopCombo = Sent<Schema<'ShopCombo'>>;

export type Shop = Narrow<Sent<Schema<'MyShopPage'>>, { orderFrom: OrderFrom; orderFromChoices: OrderFrom[] }>;

export type QuantityRange = Sent<Schema<'QuantityRangePrice'>>;
export type { OptionValue as ShopOptionValue, ProductOption as ShopOption } from '@/features/catalogue/api/types';
export type ShopVariant = Sent<Schema<'ShopVariant'>>;
export type ShopProduct = Narrow<Sent<Schema<'MyShopProduct'>>, { options: ProductOption[] }>;

export type LineProblem = 'unavailable' | 'out_of_stock' | 'first_order_only';

export type ComboPick = Sent<Schema<'CartPick'>>;

export type CartLine = Narrow<Sent<Schema<'CartLine'>>, { kind: LineKind; problem: LineProblem | null }>;

export type Moq = Narrow<Sent<Schema<'CartMoq'>>, { type: 'unit' | 'amount' }>;

export type PendingOrderRef = Narrow<Sent<Schema<'PendingOrderRef'>>, { status: OrderStatus }>;

export type Cart = Narrow<
  Sent<Schema<'Cart'>>,
  { orderFrom: OrderFrom; orderFromChoices: OrderFrom[]; lines: CartLine[]; moq: Moq | null; pendingOrder: PendingOrderRef | null }
>;

export type AddToCart = Schema<'AddToCart'>;

/** A saved address. */
export type Address = Sent<Schema<'DeliveryAddress'>>;

/** POST /api/sales/customer/store: no id creates. The primary address is set by /api/sales/customer/set-primary. */
export type AddressInput = Schema<'AddressInput'>;

export type CourierOption = Sent<Schema<'ShippingOption'>>;

export type ShipMethods = Sent<Schema<'ShipMethods'>>;

/** The bank fields come only with the manual transfer (null otherwise); the pending-payment page also builds one from its own fields, so they stay optional here. */
export type PaymentMethod = Narrow<
  Sent<Schema<'PaymentMethodOption'>>,
  { code: PaymentType; bankName?: string | null; accountNumber?: string | null; accountName?: string | null }
>;

/** What the checkout page sends for a quote; the checkout adds the total the agent saw. */
export type CheckoutBody = Narrow<Omit<Schema<'CheckoutInput'>, 'totalPaid'>, { shipmentType: ShipmentType; paymentType: PaymentType }>;

export type CheckoutInput = Narrow<Schema<'CheckoutInput'>, { shipmentType: ShipmentType; paymentType: PaymentType }>;

/** The order the shop's result pages show. */
export type ShopOrder = Order;

export type CheckoutResult = Narrow<Sent<Schema<'CheckoutResult'>>, { order: ShopOrder }>;

export type PaymentResult = 'completed' | 'pending' | 'failed';

/** GET /api/sales/order/status. // not in the OpenAPI document yet (Envelope_any) */
export interface OrderPaymentStatus {
  id: number;
  number: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  result: PaymentResult;
}
