import { describe, expect, it } from 'vitest';
import { allowedQuantity, buildPicks, comboCounter, productUnits, setQuantity, totalUnits } from './combo-counter';

const products = [
  { id: 7, variants: [{ id: 21, label: 'Red', stock: 40 }, { id: 22, label: 'Blue', stock: 1 }] },
  { id: 8, variants: [{ id: 31, label: '', stock: 5 }] },
];

describe('combo counter', () => {
  it('counts the units towards the required quantity', () => {
    expect(comboCounter({}, 3)).toEqual({ total: 0, required: 3, remaining: 3, state: 'empty' });
    expect(comboCounter({ 21: 1, 31: 1 }, 3)).toEqual({ total: 2, required: 3, remaining: 1, state: 'under' });
    expect(comboCounter({ 21: 2, 31: 1 }, 3).state).toBe('exact');
    expect(comboCounter({ 21: 4 }, 3)).toEqual({ total: 4, required: 3, remaining: 0, state: 'over' });
    expect(totalUnits({ 21: 2, 22: -1 })).toBe(2);
  });

  it('keeps a quantity within the stock and the units still open', () => {
    expect(allowedQuantity({}, 22, 5, 1, 3)).toBe(1);
    expect(allowedQuantity({ 21: 2 }, 31, 5, null, 3)).toBe(1);
    expect(allowedQuantity({ 21: 2 }, 21, 3, 40, 3)).toBe(3);
    expect(allowedQuantity({}, 21, -2, 40, 3)).toBe(0);
    expect(allowedQuantity({}, 21, 2.7, 40, 3)).toBe(2);
    expect(allowedQuantity({}, 21, 1, 0, 3)).toBe(0);
  });

  it('sets and removes quantities', () => {
    const a = setQuantity({}, 21, 2, 40, 3);
    expect(a).toEqual({ 21: 2 });
    const b = setQuantity(a, 31, 9, null, 3);
    expect(b).toEqual({ 21: 2, 31: 1 });
    expect(setQuantity(b, 21, 0, 40, 3)).toEqual({ 31: 1 });
  });

  it('builds the picks in combo order without zeros', () => {
    expect(buildPicks(products, { 31: 1, 21: 2, 22: 0 })).toEqual([
      { productId: 7, variantId: 21, quantity: 2 },
      { productId: 8, variantId: 31, quantity: 1 },
    ]);
    expect(productUnits(products[0], { 21: 2, 22: 1 })).toBe(3);
  });
});
