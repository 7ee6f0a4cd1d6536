import { describe, expect, it } from 'vitest';
import { RATE_MSG, compareDecimal, rateIssues, rateRanges, sortRates } from './rates';

describe('compareDecimal', () => {
  it.each([
    ['1', '1.000', 0],
    ['0.5', '0.25', 1],
    ['10', '9.999', 1],
    ['002.5', '2.50', 0],
    ['3', '12', -1],
    ['abc', '1', 1],
    ['1', '', -1],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected);
  });
});

describe('sortRates', () => {
  it('orders rows by bound, keeps ties in place and puts blank bounds last', () => {
    const rows = [
      { upTo: '3.000', price: '9.00' },
      { upTo: '', price: '1.00' },
      { upTo: '1', price: '6.00' },
      { upTo: '10', price: '20.00' },
      { upTo: '1.5', price: '7.00' },
    ];
    expect(sortRates(rows).map((r) => r.upTo)).toEqual(['1', '1.5', '3.000', '10', '']);
    expect(rows[0].upTo).toBe('3.000'); // not sorted in place
  });

  it('gives the from-to ranges', () => {
    expect(rateRanges([{ upTo: '3', price: '9.00' }, { upTo: '1', price: '6.00' }])).toEqual([
      { from: '0', to: '1', price: '6.00' },
      { from: '1', to: '3', price: '9.00' },
    ]);
  });
});

describe('rateIssues', () => {
  it('accepts a good weight table', () => {
    expect(rateIssues([{ upTo: '1.000', price: '6.00' }, { upTo: '3', price: '9' }], 'weight')).toEqual([]);
  });

  it('finds blank, malformed, zero and duplicate bounds, and bad prices', () => {
    const issues = rateIssues(
      [
        { upTo: '', price: '' },
        { upTo: '1.2345', price: '6.001' },
        { upTo: '0.000', price: '1' },
        { upTo: '2', price: '5' },
        { upTo: '2.0', price: '5' },
      ],
      'weight',
    );
    expect(issues).toEqual([
      { index: 0, field: 'upTo', message: RATE_MSG.upToRequired },
      { index: 0, field: 'price', message: RATE_MSG.priceRequired },
      { index: 1, field: 'upTo', message: RATE_MSG.weight },
      { index: 1, field: 'price', message: RATE_MSG.money },
      { index: 2, field: 'upTo', message: RATE_MSG.positive },
      { index: 4, field: 'upTo', message: RATE_MSG.duplicate },
    ]);
  });

  it('wants whole numbers of units', () => {
    expect(rateIssues([{ upTo: '2.5', price: '1' }], 'units')).toEqual([{ index: 0, field: 'upTo', message: RATE_MSG.units }]);
    expect(rateIssues([{ upTo: '3', price: '1' }], 'units')).toEqual([]);
  });
});
