/**
 * Stock indicator bands (spec §9): above 80 % green, below 80 % amber, below 50 % red, out of stock grey.
 * The API names them high (> 80), medium (50–80), low (< 50) and out (nothing on hand).
 */
import { BANDS, type Band } from '../api/types';

export function bandFromPercent(percent: number, quantity?: number): Band {
  if (quantity !== undefined && quantity <= 0) return 'out';
  if (!Number.isFinite(percent) || percent <= 0) return 'out';
  if (percent > 80) return 'high';
  if (percent >= 50) return 'medium';
  return 'low';
}

/** The server's band when it sent a known one, otherwise worked out from the figures. */
export function bandOf(row: { band?: string | null; percent: number; quantity: number }): Band {
  return row.band && (BANDS as readonly string[]).includes(row.band) ? (row.band as Band) : bandFromPercent(row.percent, row.quantity);
}

/** Bar width in percent, 0–100. */
export function barWidth(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

export const BAND_BAR: Record<Band, string> = {
  high: 'bg-emerald-500',
  medium: 'bg-amber-500',
  low: 'bg-red-500',
  out: 'bg-slate-400',
};

export const BAND_TEXT: Record<Band, string> = {
  high: 'text-emerald-700',
  medium: 'text-amber-700',
  low: 'text-red-700',
  out: 'text-slate-500',
};
