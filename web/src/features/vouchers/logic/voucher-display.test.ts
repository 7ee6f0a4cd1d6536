import { describe, expect, it } from 'vitest';
import { currencySymbol, discountText, findVoucher, hasMinPurchase, parseVoucherId, trimDecimal, usage } from './voucher-display';

describe('voucher display', () => {
  it('writes percentages without needless zeros', () => {
    expect(trimDecimal('10.00')).toBe('10');
    expect(trimDecimal('12.50')).toBe('12.5');
    expect(trimDecimal('7.25')).toBe('7.25');
    expect(trimDecimal('100')).toBe('100');
    expect(trimDecimal('abc')).toBe('abc');
  });

  it('formats the discount as money or a percent', () => {
    expect(discountText({ Type: 'amount', Disc: '10.00' }, 'MYR')).toBe('RM 10.00');
    expect(discountText({ Type: 'amount', Disc: '1250.5' }, 'MYR')).toBe('RM 1,250.50');
    expect(discountText({ Type: 'percent', Disc: '15.00' }, 'MYR')).toBe('15%');
    expect(discountText({ Type: 'percent', Disc: '2.50' }, 'IDR')).toBe('2.5%');
  });

  it('names the currency symbol for labels', () => {
    expect(currencySymbol('MYR')).toBe('RM');
    expect(currencySymbol('IDR')).toBe('Rp');
  });

  it('knows when a minimum purchase applies', () => {
    expect(hasMinPurchase('50.00')).toBe(true);
    expect(hasMinPurchase('0.01')).toBe(true);
    expect(hasMinPurchase('0.00')).toBe(false);
    expect(hasMinPurchase('')).toBe(false);
    expect(hasMinPurchase(null)).toBe(false);
    expect(hasMinPurchase('x')).toBe(false);
  });

  it('works out the use of the quota for the bar', () => {
    expect(usage({ usedCount: 12, Quota: 100 })).toEqual({ used: 12, quota: 100, percent: 12, left: 88 });
    expect(usage({ usedCount: 1, Quota: 3 })).toEqual({ used: 1, quota: 3, percent: 33, left: 2 });
    expect(usage({ usedCount: 5, Quota: 5 })).toEqual({ used: 5, quota: 5, percent: 100, left: 0 });
    expect(usage({ usedCount: 0, Quota: 0 })).toEqual({ used: 0, quota: 0, percent: 0, left: 0 });
  });

  it('reads the id from the address and finds the voucher', () => {
    expect(parseVoucherId('12')).toBe(12);
    expect(parseVoucherId('0')).toBeNull();
    expect(parseVoucherId('1a')).toBeNull();
    expect(parseVoucherId(null)).toBeNull();
    const list = [{ id: 3 }, { id: 12 }];
    expect(findVoucher(list, 12)).toEqual({ id: 12 });
    expect(findVoucher(list, 99)).toBeNull();
    expect(findVoucher(undefined, 3)).toBeNull();
    expect(findVoucher(list, null)).toBeNull();
  });
});
