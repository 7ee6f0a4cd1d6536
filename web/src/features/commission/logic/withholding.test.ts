import { describe, expect, it } from 'vitest';
import { currencyScale, isWithheld, percentLabel, withholdingOf } from './withholding';

describe('s.107D withholding of a payout', () => {
  it('withholds the rate of the amount at sen and pays the rest', () => {
    expect(withholdingOf('500', '2.00', 2)).toEqual({ withheld: '10.00', net: '490.00' });
    expect(withholdingOf('500.00', '2', 2)).toEqual({ withheld: '10.00', net: '490.00' });
    expect(withholdingOf('123.45', '2.00', 2)).toEqual({ withheld: '2.47', net: '120.98' }); // 2.469 → 2.47
    expect(withholdingOf('150', '0', 2)).toEqual({ withheld: '0.00', net: '150.00' });
    expect(withholdingOf('1000000', '99.99', 2)).toEqual({ withheld: '999900.00', net: '100.00' });
  });

  it('rounds half away from zero, and not a hair below half', () => {
    expect(withholdingOf('0.25', '2', 2)).toEqual({ withheld: '0.01', net: '0.24' }); // 0.005 → 0.01
    expect(withholdingOf('0.24', '2', 2)).toEqual({ withheld: '0.00', net: '0.24' }); // 0.0048 → 0.00
    expect(withholdingOf('12.25', '2.00', 2)).toEqual({ withheld: '0.25', net: '12.00' }); // 0.245 → 0.25
    expect(withholdingOf('10.10', '2.50', 2)).toEqual({ withheld: '0.25', net: '9.85' }); // 0.2525 → 0.25
  });

  it('works in whole rupiah for IDR', () => {
    expect(currencyScale('IDR')).toBe(0);
    expect(currencyScale('MYR')).toBe(2);
    expect(withholdingOf('1000025', '2', 0)).toEqual({ withheld: '20001', net: '980024' }); // 20000.5 → 20001
    expect(withholdingOf('1000', '2.00', 0)).toEqual({ withheld: '20', net: '980' });
    expect(withholdingOf('24', '2', 0)).toEqual({ withheld: '0', net: '24' }); // 0.48 → 0
  });

  it('says nothing for what is not an amount or a rate', () => {
    for (const bad of ['', ' ', 'abc', '1,000', '-5', '1e3', '.']) expect(withholdingOf(bad, '2.00', 2), bad).toBeNull();
    expect(withholdingOf('100', 'x', 2)).toBeNull();
  });

  it('writes the rate as people do', () => {
    expect(['2.00', '2.50', '0.75', '10', '0.00', '99.99'].map(percentLabel)).toEqual(['2', '2.5', '0.75', '10', '0', '99.99']);
  });

  it('knows a payout had something withheld', () => {
    expect(['0.00', '0', ' 0 ', '', 'x'].map(isWithheld)).toEqual([false, false, false, false, false]);
    expect(isWithheld(null)).toBe(false);
    expect(['10.00', '0.01', '1'].map(isWithheld)).toEqual([true, true, true]);
  });
});
