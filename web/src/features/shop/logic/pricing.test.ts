import { describe, expect, it } from 'vitest';
import { chosenVariant, isSoldOut, maxQuantity, MAX_QUANTITY, unitPriceFor, unitsInCart } from './pricing';

const variants = [
  { id: 21, optionValueIds: [11, 31], label: 'Red / S', stock: 40 },
  { id: 22, optionValueIds: [12, 31], label: 'Blue / S', stock: 0 },
];
const options = [
  { id: 1, name: 'Colour', values: [{ id: 11, value: 'Red', image: null }, { id: 12, value: 'Blue', image: null }] },
  { id: 2, name: 'Size', values: [{ id: 31, value: 'S', image: null }] },
];

describe('chosenVariant', () => {
  it('takes the only variant of a product without options', () => {
    expect(chosenVariant({ options: [], variants: [{ id: 5, optionValueIds: [], label: '', stock: null }] }, {})?.id).toBe(5);
  });
  it('waits until every option is chosen, then finds the variant in any order', () => {
    expect(chosenVariant({ options, variants }, { 1: 11 })).toBeUndefined();
    expect(chosenVariant({ options, variants }, { 2: 31, 1: 12 })?.id).toBe(22);
  });
});

describe('unitPriceFor', () => {
  const ranges = [{ minRange: 10, maxRange: 49, price: '45.00' }, { minRange: 50, maxRange: 99, price: '60.00' }];
  it('uses a range price only when it is lower than the tier price', () => {
    expect(unitPriceFor(ranges, 9, '50.00')).toBe('50.00');
    expect(unitPriceFor(ranges, 10, '50.00')).toBe('45.00');
    expect(unitPriceFor(ranges, 49, '50.00')).toBe('45.00');
    expect(unitPriceFor(ranges, 60, '50.00')).toBe('50.00');
    expect(unitPriceFor([], 60, '50.00')).toBe('50.00');
  });
});

describe('unitsInCart / maxQuantity / isSoldOut', () => {
  it('adds up the product lines of one product', () => {
    const line = (productId: number, quantity: number, kind: 'product' | 'package' = 'product') => ({ productId, quantity, kind }) as never;
    expect(unitsInCart({ lines: [line(7, 2), line(7, 3), line(8, 1), line(7, 9, 'package')] }, 7)).toBe(5);
    expect(unitsInCart(undefined, 7)).toBe(0);
  });
  it('limits the quantity to the shown stock, except for preorders', () => {
    expect(maxQuantity({ stock: 40 }, false)).toBe(40);
    expect(maxQuantity({ stock: 40 }, true)).toBe(MAX_QUANTITY);
    expect(maxQuantity({ stock: null }, false)).toBe(MAX_QUANTITY);
    expect(maxQuantity({ stock: 20000 }, false)).toBe(MAX_QUANTITY);
    expect(maxQuantity(undefined, false)).toBe(MAX_QUANTITY);
    expect(isSoldOut({ stock: 0 }, false)).toBe(true);
    expect(isSoldOut({ stock: 0 }, true)).toBe(false);
    expect(isSoldOut({ stock: null }, false)).toBe(false);
  });
});
