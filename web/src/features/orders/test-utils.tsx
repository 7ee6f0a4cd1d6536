/** The order screens use the shared screen-test helpers, plus orders as the API sends them. */
import { HQ_USER } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import type { CourierBooking, Order, OrderPage, OrderSummary, ProviderRates } from './api/types';

export * from '@/test-utils';

export const AGENT_USER: UserDetail = { ...HQ_USER, id: 9, email: 'aina@example.com', username: 'aina', name: 'Aina Ali', role: 'agent', tier: { id: 2, name: 'Gold' } };

export const summary = (patch: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 55,
  number: 'RK2611230001',
  createdAt: '2026-11-23T02:00:00Z',
  paidAt: null,
  agent: { id: 9, name: 'Aina Ali', username: 'aina', tierName: 'Gold' },
  seller: null,
  receiver: 'Aina Ali',
  status: 'approval',
  flowLabel: 'Pending Approval',
  paymentMethod: 'manual',
  paymentStatus: 'pending',
  shipmentType: 'courier',
  shippingMethod: 'J&T Standard',
  trackingNumber: null,
  grandTotal: '104.40',
  units: 2,
  hasReceipt: true,
  printed: { invoice: false, packingList: false, shippingLabel: false },
  store: null,
  ...patch,
});

export const page = (items: OrderSummary[], patch: Partial<OrderPage> = {}): OrderPage => ({
  items,
  page: 1,
  perPage: 20,
  total: items.length,
  counts: { unpaid: 1, approval: items.length, to_ship: 2, delivery: 0, completed: 7, cancelled: 1, refund: 0 },
  tooMany: false,
  ...patch,
});

export const order = (patch: Partial<Order> = {}): Order => ({
  ...summary(),
  referenceNumber: null,
  invoiceNumber: 'INV-RK2611230001',
  address: {
    name: 'Aina Ali',
    phone: '+60 123456789',
    email: 'aina@example.com',
    address1: '1 Jalan Mawar',
    address2: null,
    postCode: '50000',
    city: 'Kuala Lumpur',
    state: '14',
    stateName: 'W.P. Kuala Lumpur',
    country: 'MY',
    district: null,
    village: null,
  },
  items: [{ kind: 'product', productId: 7, variantId: 21, packageId: null, comboId: null, name: 'Serum', label: 'Red', sku: 'SR-01-RED', quantity: 2, unitPrice: '50.00', lineTotal: '100.00', weight: '0.500', point: '20.00', picks: [] }],
  subTotal: '100.00',
  discount: '10.00',
  voucherCode: 'SAVE10',
  shipping: '9.00',
  serviceFee: '0.00',
  tax: '5.40',
  taxPercent: '6.00',
  points: '20.00',
  weight: '0.500',
  remark: null,
  orderNotes: 'Please call before delivery',
  receiptUrl: '/api/media/receipt-55.jpg',
  holdUntil: null,
  approvedAt: null,
  approvedBy: null,
  pickup: null,
  company: { name: 'Demo Sdn Bhd', roc: '202601000123 (1234567-A)', address: '2 Jalan Ampang, 50450 Kuala Lumpur', state: 'W.P. Kuala Lumpur', phone: '+60 3-1234 5678', email: 'hq@demo.test', tin: 'C1234567890', logo: null, sst: 'W10-1808-32000123' },
  buyerTin: null,
  einvoice: null,
  history: [
    { at: '2026-11-23T02:00:00Z', by: 'Aina Ali', from: null, to: 'unpaid', action: 'checkout', note: null },
    { at: '2026-11-23T02:10:00Z', by: 'Aina Ali', from: 'unpaid', to: 'approval', action: 'receipt', note: null },
  ],
  canApprove: true,
  canCancel: true,
  canRefund: false,
  canShip: false,
  canComplete: false,
  // The document says the server always sends canPickup; left out here so the screens' own fallback is what the tests exercise.
  canPickup: undefined as unknown as boolean,
  sellerProfit: '0.00',
  ...patch,
});

/** A courier booking as the API sends it: booked through EasyParcel, picked up, no delivery yet. */
export const courierBooking = (patch: Partial<CourierBooking> = {}): CourierBooking => ({
  orderId: 55,
  number: 'RK2611230001',
  provider: 'easyparcel',
  status: 'booked',
  courierName: 'J&T Express',
  serviceName: 'J&T Express Standard',
  price: '6.90',
  awb: 'EP1A2B3C4D5E',
  labelUrl: 'https://easyparcel.test/label/EP1A2B3C4D5E.pdf',
  trackingUrl: 'https://easyparcel.test/track/EP1A2B3C4D5E',
  trackingStatus: 'Parcel collected',
  error: null,
  bookedAt: '2026-11-24T02:00:00Z',
  deliveredAt: null,
  events: [
    { at: '2026-11-24T02:00:00Z', status: 'Pending pickup' },
    { at: '2026-11-24T06:30:00Z', status: 'Parcel collected' },
  ],
  ...patch,
});

/** EasyParcel's live rates for an order: J&T is the cheapest of HQ's couriers. */
export const liveRates = (): ProviderRates => ({
  provider: 'easyparcel',
  rates: [
    { serviceId: 'EP-CS0A', serviceName: 'Poslaju Standard', courierId: 'EP-CR0A', courierName: 'Poslaju', price: '7.80', delivery: 'Estimated 2 working day(s)', chosen: false },
    { serviceId: 'EP-CS0D', serviceName: 'J&T Express Standard', courierId: 'EP-CR0D', courierName: 'J&T Express', price: '6.90', delivery: 'Estimated 2 working day(s)', chosen: true },
  ],
});
