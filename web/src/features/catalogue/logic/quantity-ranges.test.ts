import { describe, expect, it } from 'vitest';
import { RANGE_CONFLICT, addRangeProblem, firstRangeConflict, nextMinRange, priceForQuantity, rangeIssues, type RangeRow } from './quantity-ranges';

const row = (minRange: string, maxRange: string, price = '10.00'): RangeRow => ({ minRange, maxRange, price });

describe('quantity ranges', () => {
  it('accepts ranges that are apart, in any order', () => {
    expect(rangeIssues([row('1', '9'), row('10', '49'), row('50', '99')])).toEqual([]);
    expect(rangeIssues([row('10', '49'), row('1', '9')])).toEqual([]);
    expect(firstRangeConflict([{ minRange: 1, maxRange: 9 }, { minRange: 10, maxRange: 49 }])).toBeNull();
  });

  it('refuses a duplicate range', () => {
    expect(rangeIssues([row('1', '9'), row('1', '9')])).toEqual([{ index: 1, field: 'minRange', message: RANGE_CONFLICT }]);
  });

  it('refuses a minRange equal to the previous maxRange', () => {
    expect(rangeIssues([row('1', '10'), row('10', '20')])).toEqual([{ index: 1, field: 'minRange', message: RANGE_CONFLICT }]);
    expect(firstRangeConflict([{ minRange: 1, maxRange: 10 }, { minRange: 10, maxRange: 20 }])).toBe(1);
  });

  it('refuses overlaps, also with an earlier row that is not the previous one', () => {
    expect(rangeIssues([row('1', '9'), row('20', '30'), row('5', '6')]).map((i) => i.index)).toEqual([2]);
    expect(firstRangeConflict([{ minRange: 1, maxRange: 50 }, { minRange: 60, maxRange: 70 }, { minRange: 40, maxRange: 45 }])).toBe(2);
  });

  it('checks each row: min ≥ 1, max ≥ min, price required with at most 2 decimals', () => {
    expect(rangeIssues([row('', '', '')])).toEqual([
      { index: 0, field: 'minRange', message: 'errors.required' },
      { index: 0, field: 'maxRange', message: 'errors.required' },
      { index: 0, field: 'price', message: 'errors.required' },
    ]);
    expect(rangeIssues([row('0', '5')])).toEqual([{ index: 0, field: 'minRange', message: 'catalogue.ranges.minInvalid' }]);
    expect(rangeIssues([row('5', '4')])).toEqual([{ index: 0, field: 'maxRange', message: 'catalogue.ranges.maxBelowMin' }]);
    expect(rangeIssues([row('1', '1', '1.234')])).toEqual([{ index: 0, field: 'price', message: 'catalogue.errors.money' }]);
    expect(rangeIssues([row('1.5', '3')])).toEqual([{ index: 0, field: 'minRange', message: 'catalogue.ranges.minInvalid' }]);
  });

  it('suggests the next minRange after the highest maxRange', () => {
    expect(nextMinRange([])).toBe(1);
    expect(nextMinRange([row('1', '9'), row('10', '49')])).toBe(50);
    expect(nextMinRange([row('10', '49'), row('1', '')])).toBe(50);
  });

  it('lets a row be added only after complete rows that are apart', () => {
    expect(addRangeProblem([])).toBeNull();
    expect(addRangeProblem([row('1', '9')])).toBeNull();
    expect(addRangeProblem([row('1', '9'), row('9', '12')])).toBe(RANGE_CONFLICT);
    expect(addRangeProblem([row('1', '')])).toBe('catalogue.ranges.completeFirst');
  });

  it('prices a quantity by its range, else the base price', () => {
    const ranges = [{ minRange: 1, maxRange: 9, price: '85.00' }, { minRange: 10, maxRange: 49, price: '80.00' }];
    expect(priceForQuantity(ranges, 1, '90.00')).toBe('85.00');
    expect(priceForQuantity(ranges, 10, '90.00')).toBe('80.00');
    expect(priceForQuantity(ranges, 50, '90.00')).toBe('90.00');
    expect(priceForQuantity([], 3, null)).toBeNull();
  });
});
