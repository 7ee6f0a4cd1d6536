/**
 * Quantity ranges ("buy 10–49 at RM 80"): the rules of POST /api/product/store, checked before sending.
 * A range may not repeat another, start on the previous range's maxRange, or overlap any other range.
 */
import { MONEY_RE, isBlank, parseCount } from './numbers';

export interface RangeRow {
  minRange: string;
  maxRange: string;
  price: string;
}

export interface Range {
  minRange: number;
  maxRange: number;
}

/** The spec's message (§5), shown as is in English. */
export const RANGE_CONFLICT = 'catalogue.ranges.conflict';

export interface RangeIssue {
  index: number;
  field: keyof RangeRow;
  message: string;
}

/** Whether two inclusive ranges share a quantity (a duplicate, a min equal to the other's max, an overlap). */
export const rangesClash = (a: Range, b: Range) => a.minRange <= b.maxRange && b.minRange <= a.maxRange;

/** Index of the first range that clashes with one before it, or null when all are apart. */
export function firstRangeConflict(ranges: readonly Range[]): number | null {
  for (let i = 1; i < ranges.length; i++) {
    for (let j = 0; j < i; j++) {
      if (rangesClash(ranges[i], ranges[j])) return i;
    }
  }
  return null;
}

/** A row as numbers, or null while it is incomplete or wrong. */
export function parseRange(row: RangeRow): Range | null {
  const min = parseCount(row.minRange);
  const max = parseCount(row.maxRange);
  return min !== null && max !== null && max >= min ? { minRange: min, maxRange: max } : null;
}

/** Every problem of the rows, each on the field it belongs to (messages are locale keys). */
export function rangeIssues(rows: readonly RangeRow[]): RangeIssue[] {
  const issues: RangeIssue[] = [];
  rows.forEach((row, index) => {
    const min = parseCount(row.minRange);
    const max = parseCount(row.maxRange);
    if (isBlank(row.minRange)) issues.push({ index, field: 'minRange', message: 'errors.required' });
    else if (min === null) issues.push({ index, field: 'minRange', message: 'catalogue.ranges.minInvalid' });
    if (isBlank(row.maxRange)) issues.push({ index, field: 'maxRange', message: 'errors.required' });
    else if (max === null) issues.push({ index, field: 'maxRange', message: 'catalogue.ranges.minInvalid' });
    else if (min !== null && max < min) issues.push({ index, field: 'maxRange', message: 'catalogue.ranges.maxBelowMin' });
    if (isBlank(row.price)) issues.push({ index, field: 'price', message: 'errors.required' });
    else if (!MONEY_RE.test(row.price.trim())) issues.push({ index, field: 'price', message: 'catalogue.errors.money' });
  });
  // Clashes among the complete rows; the later row of a clashing pair carries the message.
  const parsed = rows.map(parseRange);
  for (let i = 1; i < parsed.length; i++) {
    const current = parsed[i];
    if (!current) continue;
    if (parsed.slice(0, i).some((earlier) => earlier !== null && rangesClash(current, earlier))) {
      issues.push({ index: i, field: 'minRange', message: RANGE_CONFLICT });
    }
  }
  return issues;
}

/** The minRange suggested for a new row: one past the highest maxRange so far (1 for the first row). */
export function nextMinRange(rows: readonly RangeRow[]): number {
  const maxes = rows.map((r) => parseCount(r.maxRange)).filter((n): n is number => n !== null);
  return maxes.length ? Math.max(...maxes) + 1 : 1;
}

/**
 * Whether a row may be added after these: null when it may, otherwise the locale key saying why
 * (the rows so far must be complete, valid and apart).
 */
export function addRangeProblem(rows: readonly RangeRow[]): string | null {
  const issues = rangeIssues(rows);
  if (issues.length === 0) return null;
  return issues.some((i) => i.message === RANGE_CONFLICT) ? RANGE_CONFLICT : 'catalogue.ranges.completeFirst';
}

/** The unit price for `quantity`: the range covering it, else the base price. */
export function priceForQuantity(ranges: readonly { minRange: number; maxRange: number; price: string }[], quantity: number, base: string | null): string | null {
  return ranges.find((r) => quantity >= r.minRange && quantity <= r.maxRange)?.price ?? base;
}
