/** Where the order screens live. */
import type { PrintDocument } from '../api/types';

export const ORDERS_PATH = '/manage-orders';
export const NEW_ORDER_PATH = '/manage-orders/new';
export const BULK_TRACKING_PATH = '/bulk-tracking';
export const DETAILS_PATH = '/manage-orders/order-details';
export const PICKUP_PATH = '/manage-orders/update-pickup';
/** The school co-ops' orders (features/ekoop-orders), linked from the order list. */
export const EKOOP_ORDERS_PATH = '/manage-orders-ekoop';
/** The integrations hub (features/integrations), where HQ connects EasyParcel to book couriers. */
export const INTEGRATIONS_PATH = '/integration';

export type PrintPage = 'invoice' | 'packing-list' | 'shipping-doc' | 'shipping-template';

export const detailsPath = (id: number) => `${DETAILS_PATH}?id=${id}`;
export const pickupPath = (id: number) => `${PICKUP_PATH}?id=${id}`;

/** A print page for one order (`?id=`) or several (`?ids=1,2`, from the list's bulk print). */
export function printPath(page: PrintPage, ids: readonly number[]): string {
  const base = `${DETAILS_PATH}/${page}`;
  return ids.length === 1 ? `${base}?id=${ids[0]}` : `${base}?ids=${ids.join(',')}`;
}

/** The ids a print page was opened for: `id`, or the comma list `ids` (duplicates and junk dropped). */
export function printIds(params: URLSearchParams): number[] {
  const raw = [params.get('id') ?? '', ...(params.get('ids') ?? '').split(',')];
  const ids = raw.map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

/** The document each print page records with POST /api/orders/printed. */
export const PRINT_DOCUMENT: Record<PrintPage, PrintDocument> = {
  invoice: 'invoice',
  'packing-list': 'packing_list',
  'shipping-doc': 'shipping_label',
  'shipping-template': 'shipping_label',
};
