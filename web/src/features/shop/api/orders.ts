/** The buyer's own order actions the shop needs (docs/api-orders.md § Receipt and the agent's own order actions). */
import useSWR from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { Cart, OrderPaymentStatus, ShopOrder } from './types';

export const orderKey = (id: number) => buildUrl('/api/sales/order', { id });
export const useShopOrder = (id: number | null) => useSWR<ShopOrder>(id ? orderKey(id) : null);

export const orderStatusKey = (id: number) => buildUrl('/api/sales/order/status', { id });
/** The payment result; `refreshInterval` polls (0: not). */
export const useOrderStatus = (id: number | null, refreshInterval: number | ((latest?: OrderPaymentStatus) => number) = 0) =>
  useSWR<OrderPaymentStatus>(id ? orderStatusKey(id) : null, { refreshInterval });

/** JPEG or PNG (by content, 415 otherwise), at most 10 MB (413) → the Order, now `approval`. */
export function uploadReceipt(orderId: number, receipt: File): Promise<ShopOrder> {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('receipt', receipt);
  return api.post<ShopOrder>('/api/sales/my-shop/upload-receipt', form);
}

/** The buyer cancels their own unpaid order (stock and voucher returned). */
export const deleteOrder = (id: number) => api.post<ShopOrder>('/api/sales/order/delete', { id });

/** Cancels an unpaid, failed order and puts its lines back in the cart → the cart. */
export const checkoutAgain = (id: number) => api.post<Cart>('/api/sales/order/checkout-again', { id });
