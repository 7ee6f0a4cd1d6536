/** The shop screens use the shared screen-test helpers, plus the shop's API shapes as the server sends them. */
import type { Address, Cart, CartLine, ShipMethods, Shop, ShopProduct, Totals } from './api/types';

export * from '@/test-utils';

export const AGENT_USER_PATCH = { role: 'agent' as const, name: 'Aina Ali', username: 'aina' };

export const shopItem = (patch: Partial<Shop['items'][number]> = {}): Shop['items'][number] => ({
  id: 7, name: 'Serum', categoryName: 'Skin', coverThumb: null, price: '50.00', retailPrice: '89.00', point: '10.00',
  stock: 120, firstOrderOnly: false, preorder: false, hasVariants: true, ...patch,
});

export const shop = (patch: Partial<Shop> = {}): Shop => ({
  items: [shopItem(), shopItem({ id: 8, name: 'Soap', price: '12.00', retailPrice: '12.00', point: '0.00', stock: 0, hasVariants: false, firstOrderOnly: true })],
  page: 1, perPage: 20, total: 2,
  packages: [{ id: 2, name: 'Starter', code: 'START', price: '199.00', firstOrder: true, items: [{ productName: 'Serum', label: 'Red', quantity: 2 }] }],
  combos: [{ id: 4, name: 'Any 3', code: 'ANY3', price: '120.00', requiredQuantity: 3, coverImage: null, firstOrder: false }],
  tierName: 'Gold', showStock: true, firstOrder: true,
  orderFrom: 'hq', orderFromChoices: ['hq', 'upline'], upline: { id: 12, name: 'Siti' },
  ...patch,
});

export const product = (patch: Partial<ShopProduct> = {}): ShopProduct => ({
  id: 7, name: 'Serum', description: 'A serum.', categoryName: 'Skin', coverImage: null, images: [],
  price: '50.00', retailPrice: '89.00', point: '10.00', weight: '0.250',
  quantityRanges: [{ minRange: 10, maxRange: 49, price: '45.00' }],
  options: [{ id: 3, name: 'Colour', values: [{ id: 11, value: 'Red', image: null }, { id: 12, value: 'Blue', image: null }] }],
  variants: [{ id: 21, optionValueIds: [11], label: 'Red', stock: 40 }, { id: 22, optionValueIds: [12], label: 'Blue', stock: 0 }],
  showStock: true, firstOrderOnly: false, preorder: false,
  ...patch,
});

export const cartLine = (patch: Partial<CartLine> = {}): CartLine => ({
  id: 31, kind: 'product', productId: 7, variantId: 21, packageId: null, comboId: null, name: 'Serum', label: 'Red', image: null,
  unitPrice: '50.00', quantity: 2, lineTotal: '100.00', point: '20.00', picks: [], problem: null, problemMessage: null, available: 40,
  ...patch,
});

export const cart = (patch: Partial<Cart> = {}): Cart => ({
  orderFrom: 'hq', orderFromChoices: ['hq', 'upline'], upline: { id: 12, name: 'Siti' },
  lines: [cartLine()],
  units: 2, subTotal: '100.00', weight: '0.500', points: '20.00',
  moq: { type: 'unit', required: '2', current: '2', met: true, message: null },
  firstOrder: true, pendingOrder: null, problems: [], canCheckout: true,
  ...patch,
});

export const address = (patch: Partial<Address> = {}): Address => ({
  id: 3, firstName: 'Aina', lastName: 'Ali', addrTitle: 'Home', email: 'a@x.test', address1: '1 Jalan Mawar', address2: null,
  postCode: '50000', city: 'Kuala Lumpur', state: '14', country: 'MY', phoneCode: '+60', phone: '123456789', primary: true,
  regencyCode: null, districtCode: null, villageCode: null, district: null, village: null,
  ...patch,
});

export const shipMethods = (patch: Partial<ShipMethods> = {}): ShipMethods => ({
  options: [{ courierId: 1, name: 'J&T', service: 'Standard', shipping: '8.00', handlingFee: '1.00', total: '9.00', freeShipping: false }],
  selfPickup: true, pickupAddress: 'HQ, 1 Jalan Utama', contactHq: false, message: null,
  ...patch,
});

export const paymentMethods = [
  { code: 'manual' as const, name: 'Bank transfer', bankName: 'Maybank', accountNumber: '512345678901', accountName: 'Demo Sdn Bhd', adminFee: '0.00' },
  { code: 'billplz' as const, name: 'FPX online banking (Billplz)', adminFee: '1.50' },
];

export const totals = (patch: Partial<Totals> = {}): Totals => ({
  subTotal: '100.00', discount: '0.00', shipping: '9.00', serviceFee: '0.00', tax: '6.00', grandTotal: '115.00',
  points: '20.00', weight: '0.500', units: 2, voucher: null,
  ...patch,
});
