/** Texts the API sends in English that the screens translate (flow labels), with the raw text as fallback. */
import { hasRegion, indonesianPlace } from '@/lib/address';
import type { OrderStatus } from '../api/types';

const FLOW_KEYS: Record<string, string> = {
  'pending payment': 'pendingPayment',
  'pending approval': 'pendingApproval',
  'payment process': 'paymentProcess',
  shipping: 'shipping',
  receiving: 'receiving',
  completed: 'completed',
  'booking over': 'bookingOver',
  cancelled: 'cancelled',
  refund: 'refund',
  checkout: 'checkout',
};

/** The key under `orders.flow.` for a flow label, or null for one the screens do not know. */
export function flowKey(label: string | null | undefined): string | null {
  return FLOW_KEYS[(label ?? '').trim().toLowerCase()] ?? null;
}

/** Badge colours per status. */
export const STATUS_TONE: Record<OrderStatus, string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  approval: 'bg-sky-100 text-sky-900',
  to_ship: 'bg-indigo-100 text-indigo-900',
  delivery: 'bg-violet-100 text-violet-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
  refund: 'bg-rose-100 text-rose-900',
};

type AddressParts = {
  address1: string;
  address2: string | null;
  postCode: string | null;
  city: string | null;
  state: string | null;
  stateName: string | null;
  country: string | null;
  district?: string | null;
  village?: string | null;
};

/**
 * The address as printed lines: street lines, "postcode city", "state, country" (an order's address may lack
 * any but the first line). An Indonesian one with its district or village reads the Indonesian way: street
 * lines, "village, district, city, province postcode", country.
 */
export function addressLines(a: AddressParts | null): string[] {
  if (!a) return [];
  const province = a.stateName || a.state;
  const place = hasRegion(a)
    ? [indonesianPlace({ ...a, province }), a.country ?? '']
    : [[a.postCode, a.city].filter(Boolean).join(' '), [province, a.country].filter(Boolean).join(', ')];
  return [a.address1, a.address2 ?? '', ...place].filter((l) => l.trim() !== '');
}

/** True when the amount is not zero ("0.00", "0", "" are zero): discount and fee rows hide when zero. */
export function nonZero(amount: string | null | undefined): boolean {
  return /[1-9]/.test(amount ?? '');
}
