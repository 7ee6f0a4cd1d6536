import { describe, expect, it } from 'vitest';
import type { Combo, Package } from '../api/types';
import {
  arrayError,
  comboSchema,
  comboValues,
  emptyComboValues,
  emptyPackageItem,
  emptyPackageValues,
  packageSchema,
  packageValues,
  toComboInput,
  toPackageInput,
  type PackageFormValues,
} from './promo-form';

const issues = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
};

const pkg: PackageFormValues = {
  ...emptyPackageValues(),
  name: 'Starter',
  code: 'START-1',
  price: '500.00',
  startDate: '2026-11-01',
  stopDate: '2026-12-31',
  items: [{ productId: 7, productName: 'Serum', variantId: '21', hasOptions: true, quantity: '2' }],
};

describe('package form', () => {
  it('accepts a complete package and builds its request', () => {
    expect(issues(packageSchema, pkg)).toEqual([]);
    expect(toPackageInput({ ...pkg, items: [...pkg.items, { productId: 8, productName: 'Soap', variantId: '', hasOptions: false, quantity: '3' }] }, 1)).toEqual({
      id: 1, name: 'Starter', code: 'START-1', price: '500.00', startDate: '2026-11-01', stopDate: '2026-12-31', firstOrder: false,
      items: [{ productId: 7, variantId: 21, quantity: 2 }, { productId: 8, quantity: 3 }],
    });
  });

  it('needs name, code, price, dates in order and at least one item', () => {
    expect(issues(packageSchema, { ...emptyPackageValues(), items: [] })).toEqual([
      'name: errors.required', 'code: errors.required', 'price: errors.required', 'startDate: errors.required', 'stopDate: errors.required', 'items: catalogue.package.noItems',
    ]);
    expect(issues(packageSchema, { ...pkg, stopDate: '2026-10-31' })).toEqual(['stopDate: catalogue.errors.stopBeforeStart']);
    expect(issues(packageSchema, { ...pkg, stopDate: '2026-11-01' })).toEqual([]);
  });

  it('checks each item: product, variant when it has options, quantity ≥ 1, no repeats', () => {
    expect(issues(packageSchema, { ...pkg, items: [emptyPackageItem()] })).toEqual(['items.0.productId: catalogue.package.chooseProduct']);
    expect(issues(packageSchema, { ...pkg, items: [{ ...pkg.items[0], variantId: '' }] })).toEqual(['items.0.variantId: catalogue.package.chooseVariant']);
    expect(issues(packageSchema, { ...pkg, items: [{ ...pkg.items[0], quantity: '0' }] })).toEqual(['items.0.quantity: catalogue.errors.wholeNumber']);
    expect(issues(packageSchema, { ...pkg, items: [{ ...pkg.items[0], quantity: '1.5' }] })).toEqual(['items.0.quantity: catalogue.errors.wholeNumber']);
    expect(issues(packageSchema, { ...pkg, items: [pkg.items[0], pkg.items[0]] })).toEqual(['items.1.variantId: catalogue.package.duplicateItem']);
  });

  it('loads a saved package', () => {
    const saved: Package = {
      id: 1, name: 'Starter', code: 'START-1', price: '500.00', startDate: '2026-11-01', stopDate: '2026-12-31', firstOrder: true, status: 'ongoing',
      items: [{ productId: 7, variantId: 21, quantity: 2, productName: 'Serum', variantLabel: 'Red' }, { productId: 8, variantId: null, quantity: 1, productName: 'Soap', variantLabel: '' }],
    };
    expect(packageValues(saved).items).toEqual([
      { productId: 7, productName: 'Serum', variantId: '21', hasOptions: true, quantity: '2' },
      { productId: 8, productName: 'Soap', variantId: '', hasOptions: false, quantity: '1' },
    ]);
  });
});

describe('combo form', () => {
  const combo: Combo = {
    id: 1, name: 'Any 3', code: 'ANY3', requiredQuantity: 3, price: '120.00', startDate: '2026-11-01', stopDate: '2026-12-31', firstOrder: false,
    status: 'ongoing', coverImage: null, productIds: [7, 8],
    products: [{ id: 7, name: 'Serum', coverThumb: null, variants: [{ id: 21, label: 'Red', stock: 40 }] }],
  };

  it('round-trips a saved combo', () => {
    const v = comboValues(combo);
    expect(v.products).toEqual([{ id: 7, name: 'Serum', coverThumb: null }, { id: 8, name: '#8', coverThumb: null }]);
    expect(issues(comboSchema, v)).toEqual([]);
    expect(toComboInput(v, 1)).toEqual({
      id: 1, name: 'Any 3', code: 'ANY3', requiredQuantity: 3, price: '120.00', startDate: '2026-11-01', stopDate: '2026-12-31', firstOrder: false, productIds: [7, 8],
    });
  });

  it('needs a required quantity ≥ 1 and at least one product', () => {
    expect(issues(comboSchema, { ...comboValues(combo), requiredQuantity: '0', products: [] })).toEqual([
      'requiredQuantity: catalogue.errors.wholeNumber', 'products: catalogue.combo.noProducts',
    ]);
    expect(issues(comboSchema, emptyComboValues())).toContain('requiredQuantity: errors.required');
  });
});

describe('array errors', () => {
  it('reads the message of an array field, on the array or its root', () => {
    expect(arrayError({ message: 'a' })).toBe('a');
    expect(arrayError({ root: { message: 'b' } })).toBe('b');
    expect(arrayError(undefined)).toBeUndefined();
  });
});
