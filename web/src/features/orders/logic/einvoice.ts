/**
 * What a printed invoice says about the sale's LHDN e-invoice (docs/api-einvoice.md): its own, once LHDN
 * has validated it (the UUID and a QR code of the public validation link), or the month's consolidated one
 * it is part of (a sale without the buyer's TIN). Anything else (not written yet, waiting, refused,
 * cancelled) prints nothing: the paper shows only what a buyer can check.
 */
import type { Order } from '../api/types';

export type PrintedEinvoice = { kind: 'validated'; uuid: string; link: string | null } | { kind: 'consolidated' } | null;

export function printedEinvoice(order: Pick<Order, 'einvoice'>): PrintedEinvoice {
  const e = order.einvoice;
  if (!e) return null;
  if (e.consolidated) return { kind: 'consolidated' };
  if (e.status === 'valid' && e.uuid) return { kind: 'validated', uuid: e.uuid, link: e.validationLink?.trim() || null };
  return null;
}
