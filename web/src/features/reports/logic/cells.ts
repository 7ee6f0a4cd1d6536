/** Reading the list's cells: which columns are numbers (right-aligned, summed in the totals row). */
/** Money and counts line up on the right. */
export const isNumeric = (kind: string): boolean => kind === 'money' || kind === 'count';

/** A count written as a string ('1200'), as a number (0 when it is not one). */
export function countOf(value: string): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** How wide a breakdown bar is, in percent of the biggest row (at least a sliver when not zero). */
export function barWidth(value: number, biggest: number): number {
  if (biggest <= 0 || value <= 0) return 0;
  return Math.max(2, Math.round((value / biggest) * 100));
}
