/** Where the shop's screens live, and the screens they link to. */
export const SHOP_PATH = '/my-shop';
export const CART_PATH = '/my-shop/shopping-cart';
export const CHECKOUT_PATH = '/my-shop/checkout';

export const productPath = (id: number) => `/my-shop/product-details?id=${id}`;
export const pendingPaymentPath = (orderId: number) => `/my-shop/checkout/pending-payment?order=${orderId}`;
export const completedPath = (orderId: number) => `/my-shop/checkout/completed?order=${orderId}`;
export const failedPath = (orderId: number) => `/my-shop/checkout/failed?order=${orderId}`;
/** The order's own screen (the orders area). */
export const orderPath = (orderId: number) => `/manage-orders/order-details?id=${orderId}`;
/** The combo picker, opened on one combo. */
export const comboPath = (comboId: number) => `/combo?id=${comboId}`;

/** A positive whole id from the address bar, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** What the checkout hands the pending-payment page (lost on a reload: the page then asks the server). */
export interface PendingPaymentState {
  grandTotal: string | null;
  bank: { bankName?: string | null; accountNumber?: string | null; accountName?: string | null } | null;
}
