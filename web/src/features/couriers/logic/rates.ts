/**
 * Rate tables: each row is "up to `upTo` kg (or units) inclusive, from the previous row's bound".
 * Bounds and prices are decimal strings, compared without floating point.
 */
import type { RateBasis, RateRow } from '../api/types';

export const WEIGHT_RE = /^\d{1,7}(?:\.\d{1,3})?$/;
export const UNITS_RE = /^\d{1,7}$/;
export const MONEY_RE = /^\d{1,12}(?:\.\d{1,2})?$/;

export const RATE_MSG = {
  upToRequired: 'stock.courier.errors.upToRequired',
  weight: 'stock.courier.errors.weight',
  units: 'stock.courier.errors.units',
  positive: 'stock.courier.errors.positive',
  duplicate: 'stock.courier.errors.duplicate',
  priceRequired: 'stock.courier.errors.priceRequired',
  money: 'stock.courier.errors.money',
} as const;

const DEC = /^(\d+)(?:\.(\d*))?$/;

/** Orders two non-negative decimal strings (1 / 0 / -1); anything that is not a number sorts last. */
export function compareDecimal(a: string, b: string): number {
  const ma = DEC.exec(a.trim());
  const mb = DEC.exec(b.trim());
  if (!ma || !mb) return ma ? -1 : mb ? 1 : 0;
  const ia = ma[1].replace(/^0+/, '');
  const ib = mb[1].replace(/^0+/, '');
  if (ia.length !== ib.length) return ia.length < ib.length ? -1 : 1;
  if (ia !== ib) return ia < ib ? -1 : 1;
  const fa = (ma[2] ?? '').replace(/0+$/, '');
  const fb = (mb[2] ?? '').replace(/0+$/, '');
  const len = Math.max(fa.length, fb.length);
  const pa = fa.padEnd(len, '0');
  const pb = fb.padEnd(len, '0');
  return pa === pb ? 0 : pa < pb ? -1 : 1;
}

const isZero = (v: string) => /^0*(?:\.0*)?$/.test(v.trim());

/** Rows sorted by their bound (stable; rows without a valid bound go last). */
export function sortRates<T extends RateRow>(rows: readonly T[]): T[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => compareDecimal(x.row.upTo, y.row.upTo) || x.i - y.i)
    .map((x) => x.row);
}

/** From-to ranges of sorted rows: the first starts at 0, each next one at the previous bound. */
export function rateRanges(rows: readonly RateRow[]): { from: string; to: string; price: string }[] {
  const sorted = sortRates(rows);
  return sorted.map((r, i) => ({ from: i === 0 ? '0' : sorted[i - 1].upTo, to: r.upTo, price: r.price }));
}

export interface RateIssue {
  index: number;
  field: 'upTo' | 'price';
  message: string;
}

/** What is wrong with a rate table (bounds > 0 and distinct, whole for units, prices as money). */
export function rateIssues(rows: readonly RateRow[], basis: RateBasis): RateIssue[] {
  const issues: RateIssue[] = [];
  const seen: string[] = [];
  rows.forEach((r, index) => {
    const upTo = r.upTo.trim();
    const price = r.price.trim();
    if (upTo === '') issues.push({ index, field: 'upTo', message: RATE_MSG.upToRequired });
    else if (!(basis === 'units' ? UNITS_RE : WEIGHT_RE).test(upTo)) issues.push({ index, field: 'upTo', message: basis === 'units' ? RATE_MSG.units : RATE_MSG.weight });
    else if (isZero(upTo)) issues.push({ index, field: 'upTo', message: RATE_MSG.positive });
    else if (seen.some((s) => compareDecimal(s, upTo) === 0)) issues.push({ index, field: 'upTo', message: RATE_MSG.duplicate });
    else seen.push(upTo);
    if (price === '') issues.push({ index, field: 'price', message: RATE_MSG.priceRequired });
    else if (!MONEY_RE.test(price)) issues.push({ index, field: 'price', message: RATE_MSG.money });
  });
  return issues;
}
