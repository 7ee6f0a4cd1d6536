import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { analyticKey } from '../api/analytics';
import { AGE_BANDS, bucketOf, chartHeight, isAgeBand, isEmptyChart, isZero, plotValue, totalsOf } from './charts';
import { filterErrorsOf } from './errors';
import { activeFilterCount, datesInOrder, EMPTY_FILTERS, filterParams, readFilters, readProductIds, writeFilters } from './filters';
import { compactNumber, dayLabel, monthLabel, shorten } from './labels';

describe('analytics filters', () => {
  it('reads the address, blanking what cannot be a filter', () => {
    const q = new URLSearchParams('from=2026-10-01&to=2026-10-31&branchId=2&tierId=x&agentId=15&state=%2014%20&productIds=4,9,,4,abc,0');
    expect(readFilters(q)).toEqual({ from: '2026-10-01', to: '2026-10-31', branchId: '2', tierId: '', agentId: '15', state: '14', productIds: [4, 9] });
    expect(readFilters(new URLSearchParams('from=1%20Oct'))).toEqual(EMPTY_FILTERS);
  });

  it('keeps at most ten products', () => {
    expect(readProductIds('1,2,3,4,5,6,7,8,9,10,11,12')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(readProductIds(null)).toEqual([]);
  });

  it('sends and writes only the filters set, under the API names', () => {
    const f = { ...EMPTY_FILTERS, from: '2026-10-01', tierId: '2', productIds: [4, 9] };
    expect(filterParams(f)).toEqual({ from: '2026-10-01', to: undefined, branchId: undefined, tierId: '2', agentId: undefined, state: undefined, productIds: '4,9' });
    expect(writeFilters(f).toString()).toBe('from=2026-10-01&tierId=2&productIds=4%2C9');
    expect(analyticKey('sales', f)).toBe('/api/analytic/sales?from=2026-10-01&tierId=2&productIds=4%2C9');
    expect(analyticKey('age', EMPTY_FILTERS)).toBe('/api/analytic/age');
  });

  it('counts the filters set and checks the dates are in order', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, from: '2026-10-01', to: '2026-10-31', productIds: [1, 2] })).toBe(3);
    expect(datesInOrder({ from: '2026-10-02', to: '2026-10-01' })).toBe(false);
    expect(datesInOrder({ from: '2026-10-01', to: '2026-10-01' })).toBe(true);
    expect(datesInOrder({ from: '', to: '2026-10-01' })).toBe(true);
  });

  it("puts a 422's messages on the filters it names, and nothing for other failures", () => {
    const refused = new ApiError({ status: 422, message: 'Invalid input', errors: { productIds: 'At most 10 products', page: 'x' } });
    expect(filterErrorsOf(refused)).toEqual({ productIds: 'At most 10 products' });
    expect(filterErrorsOf(new ApiError({ status: 500, message: 'Boom' }))).toEqual({});
    expect(filterErrorsOf(undefined)).toEqual({});
  });
});

describe('analytics charts', () => {
  it('knows the seven age bands in order', () => {
    expect(AGE_BANDS).toEqual(['under-25', '25-34', '35-44', '45-54', '55-64', '65+', 'unknown']);
    expect(isAgeBand('65+')).toBe(true);
    expect(isAgeBand(null)).toBe(false);
  });

  it('reads the bucket, an unknown one as the chart', () => {
    expect(bucketOf('sales', 'month')).toBe('month');
    expect(bucketOf('sales', 'week')).toBe('day');
    expect(bucketOf('state', 'region')).toBe('state');
  });

  it('tells an empty chart from one with sales, without float arithmetic on money', () => {
    expect(['0', '0.00', '-0.00', '.0', '0.'].every(isZero)).toBe(true);
    expect(['0.01', '-5.00', '100'].some(isZero)).toBe(false);
    expect(isEmptyChart([])).toBe(true);
    expect(isEmptyChart([{ amount: '0.00', units: 0, orders: 0 }])).toBe(true);
    // A refund taken back to zero still had orders.
    expect(isEmptyChart([{ amount: '0.00', units: 0, orders: 1 }])).toBe(false);
    expect(plotValue('1234.50')).toBe(1234.5);
    expect(plotValue('nope')).toBe(0);
  });

  it('totals the units everywhere and the orders only where an order is in one point', () => {
    const points = [
      { units: 3, orders: 1 },
      { units: 4, orders: 2 },
    ];
    expect(totalsOf('sales', points)).toEqual({ units: 7, orders: 3 });
    expect(totalsOf('state', points)).toEqual({ units: 7, orders: 3 });
    expect(totalsOf('category', points)).toEqual({ units: 7, orders: null });
    expect(totalsOf('product', points)).toEqual({ units: 7, orders: null });
  });

  it('gives the bars room per point and the others a fixed height', () => {
    expect(chartHeight('bars', 10)).toBe(404);
    expect(chartHeight('bars', 1)).toBe(160);
    expect(chartHeight('time', 62)).toBe(260);
  });
});

describe('analytics labels', () => {
  it('writes days and months short in the interface language', () => {
    expect(dayLabel('2026-11-24', 'en')).toBe('24 Nov');
    expect(dayLabel('2026-11-24', 'en', true)).toBe('24 Nov 2026');
    expect(dayLabel('2026-08-03', 'my')).toBe('3 Ogo');
    expect(dayLabel('2026-08-03', 'id')).toBe('3 Agu');
    expect(monthLabel('2026-11', 'en')).toBe('Nov 26');
    expect(monthLabel('2026-11', 'en', true)).toBe('Nov 2026');
    expect(monthLabel('2026-05', 'id', true)).toBe('Mei 2026');
    expect(dayLabel('Skincare', 'en')).toBe('Skincare');
    expect(monthLabel('2026-13', 'en')).toBe('2026-13');
  });

  it('shortens axis amounts and long names', () => {
    expect(compactNumber(1250, 'en')).toBe('1.3K');
    expect(compactNumber(900, 'en')).toBe('900');
    expect(shorten('Vitamin C Serum 30ml Twin Pack')).toBe('Vitamin C Serum…');
    expect(shorten('Serum')).toBe('Serum');
  });
});
