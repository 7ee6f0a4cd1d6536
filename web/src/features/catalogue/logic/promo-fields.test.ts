import { describe, expect, it } from 'vitest';
import { isComboInputField, isPackageInputField } from './promo-fields';

describe('promo form server fields', () => {
  it('places item errors by row and leaves list errors to the section', () => {
    expect(isPackageInputField('code')).toBe(true);
    expect(isPackageInputField('items.2.quantity')).toBe(true);
    expect(isPackageInputField('items')).toBe(false);
    expect(isComboInputField('requiredQuantity')).toBe(true);
    expect(isComboInputField('productIds')).toBe(false);
  });
});
