import { describe, expect, it } from 'vitest';
import type { Totals } from '../api/types';
import { changedRows, totalsRows } from './totals';

const totals = (patch: Partial<Totals> = {}): Totals => ({
  subTotal: '100.00', discount: '10.00', shipping: '9.00', serviceFee: '0.00', tax: '5.40', grandTotal: '104.40',
  points: '20.00', weight: '0.500', units: 2, voucher: { code: 'SAVE10', name: 'Save 10', freeShipping: false }, ...patch,
});

describe('totalsRows', () => {
  it('lists sub total, discount, shipping, tax and grand total; a zero service fee is left out', () => {
    expect(totalsRows(totals()).map((r) => [r.key, r.amount, r.negative, r.free])).toEqual([
      ['subTotal', '100.00', false, false],
      ['discount', '10.00', true, false],
      ['shipping', '9.00', false, false],
      ['tax', '5.40', false, false],
      ['grandTotal', '104.40', false, false],
    ]);
  });
  it('shows the service fee when there is one, no discount row without a discount, and free shipping from a voucher', () => {
    const rows = totalsRows(totals({ discount: '0.00', shipping: '0.00', serviceFee: '1.50', voucher: { code: 'SHIP', name: 'Free ship', freeShipping: true } }));
    expect(rows.map((r) => r.key)).toEqual(['subTotal', 'shipping', 'serviceFee', 'tax', 'grandTotal']);
    expect(rows.find((r) => r.key === 'shipping')?.free).toBe(true);
  });
});

describe('changedRows', () => {
  it('names the amounts that moved', () => {
    expect(changedRows(totals(), totals({ shipping: '12.00', grandTotal: '107.40' }))).toEqual(['shipping', 'grandTotal']);
    expect(changedRows(null, totals())).toEqual([]);
  });
});
