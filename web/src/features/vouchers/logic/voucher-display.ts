/** How a voucher reads on screen: its discount, minimum purchase and use of the quota. No float arithmetic on money. */
import { formatMoney, roundDecimal } from '@/lib/format';
import type { Voucher } from '../api/types';

/** '10.00' → '10', '12.50' → '12.5', '7.25' → '7.25' (a percentage as people write it). */
export function trimDecimal(value: string): string {
  try {
    const [negative, intDigits, frac] = roundDecimal(value, 2);
    const f = frac.replace(/0+$/, '');
    return `${negative ? '-' : ''}${intDigits}${f ? `.${f}` : ''}`;
  } catch {
    return value;
  }
}

/** The discount: 'RM 10.00' for an amount, '15%' for a percent. */
export function discountText(v: Pick<Voucher, 'Type' | 'Disc'>, currency: string): string {
  return v.Type === 'percent' ? `${trimDecimal(v.Disc)}%` : formatMoney(v.Disc, currency);
}

/** Whether a minimum purchase applies (null, '' and 0 mean none). */
export function hasMinPurchase(min: string | null | undefined): boolean {
  if (min == null || min.trim() === '') return false;
  try {
    const [, intDigits, frac] = roundDecimal(min, 2);
    return /[1-9]/.test(intDigits + frac);
  } catch {
    return false;
  }
}

export interface Usage {
  used: number;
  quota: number;
  /** 0–100, for the bar. */
  percent: number;
  /** What is left of the quota (never below 0). */
  left: number;
}

export function usage(v: Pick<Voucher, 'usedCount' | 'Quota'>): Usage {
  const used = Math.max(0, v.usedCount || 0);
  const quota = Math.max(0, v.Quota || 0);
  const percent = quota === 0 ? 0 : Math.min(100, Math.round((used / quota) * 100));
  return { used, quota, percent, left: Math.max(0, quota - used) };
}

/** An id from the address (?id=): a positive whole number, or null. */
export function parseVoucherId(raw: string | null | undefined): number | null {
  const s = (raw ?? '').trim();
  if (!/^\d{1,15}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 ? n : null;
}

/** The voucher with this id in the list, or null (the API has no detail call). */
export function findVoucher<T extends { id: number }>(list: readonly T[] | undefined, id: number | null): T | null {
  if (!list || id === null) return null;
  return list.find((v) => v.id === id) ?? null;
}

/** The currency's symbol as money is written ('MYR' → 'RM', 'IDR' → 'Rp'), for input labels. */
export function currencySymbol(currency: string): string {
  return formatMoney('0', currency).split(' ')[0];
}
