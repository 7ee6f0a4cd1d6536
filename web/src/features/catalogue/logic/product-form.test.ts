import { describe, expect, it } from 'vitest';
import type { Product } from '../api/types';
import { emptyProductValues, isProductInputField, productSchema, productValues, tierRows, toProductInput, type ProductFormValues } from './product-form';

const tiers = [
  { level_id: 1, levelName: 'Platinum' },
  { level_id: 2, levelName: 'Gold' },
];

const product: Product = {
  id: 7, name: 'Serum', sku: 'SR-01', categoryId: 2, categoryName: 'Skin', description: null,
  weight: '0.250', length: '10.00', width: null, height: null,
  retailPrice: '89.00', storePrice: '79.00', point: '10.00',
  tierPrices: [{ tierId: 1, tierName: 'Platinum', price: '50.00' }, { tierId: 2, tierName: 'Gold', price: null }],
  salesProfit: null, commission: '5.00', affiliateCommission: null, introducerBonus: null, rankDiscount: null,
  quantityRanges: [{ minRange: 1, maxRange: 9, price: '85.00' }, { minRange: 10, maxRange: 49, price: '80.00' }],
  options: [{ id: 3, name: 'Colour', values: [{ id: 11, value: 'Red', image: null }, { id: 12, value: 'Blue', image: '/x.jpg' }] }],
  variants: [{ id: 21, optionValueIds: [11], label: 'Red', stock: 40 }, { id: 22, optionValueIds: [12], label: 'Blue', stock: 80 }],
  status: 'scheduled', publishDate: '2026-12-01T09:00:00+08:00',
  firstOrderOnly: false, preorder: true, preorderLimit: 50, ratingEnabled: true,
  coverImage: null, coverThumb: null, images: [],
};

const valid = (patch: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductValues(tiers),
  name: 'Serum',
  sku: 'SR-01',
  retailPrice: '89.00',
  ...patch,
});

const issues = (v: ProductFormValues, now = new Date('2026-11-01T00:00:00Z')) => {
  const r = productSchema(() => now).safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('product form values', () => {
  it('round-trips a saved product into the same request fields, blank staying blank', () => {
    const input = toProductInput(productValues(product), 7);
    expect(input).toMatchObject({
      id: 7, name: 'Serum', sku: 'SR-01', categoryId: 2, description: null, weight: '0.250', length: '10.00', width: null,
      retailPrice: '89.00', storePrice: '79.00', point: '10.00', commission: '5.00', salesProfit: null,
      tierPrices: [{ tierId: 1, price: '50.00' }, { tierId: 2, price: null }],
      quantityRanges: [{ minRange: 1, maxRange: 9, price: '85.00' }, { minRange: 10, maxRange: 49, price: '80.00' }],
      options: [{ id: 3, name: 'Colour', values: [{ id: 11, value: 'Red' }, { id: 12, value: 'Blue' }] }],
      status: 'scheduled', publishDate: '2026-12-01T09:00:00+08:00', preorder: true, preorderLimit: 50, ratingEnabled: true,
    });
  });

  it('starts a new product with one blank price per tier', () => {
    expect(emptyProductValues(tiers).tierPrices).toEqual([
      { tierId: 1, tierName: 'Platinum', price: '' },
      { tierId: 2, tierName: 'Gold', price: '' },
    ]);
    expect(tierRows(tiers, [{ tierId: 9, tierName: 'Old', price: '1.00' }]).map((r) => r.tierId)).toEqual([1, 2, 9]);
  });

  it('sends new options and values without ids, drops blank value boxes, and clears the date and limit when unused', () => {
    const input = toProductInput(valid({ options: [{ id: null, name: ' Size ', values: [{ id: null, value: 'S' }, { id: null, value: ' ' }] }], preorder: false, preorderLimit: '5', publishDate: '2026-12-01T09:00' }));
    expect(input.options).toEqual([{ name: 'Size', values: [{ value: 'S' }] }]);
    expect(input.preorderLimit).toBeNull();
    expect(input.publishDate).toBeNull();
    expect(input.categoryId).toBeNull();
    expect('id' in input).toBe(false);
  });
});

describe('product form rules', () => {
  it('accepts a minimal product', () => {
    expect(issues(valid())).toEqual([]);
  });

  it('needs name, SKU and retail price; limits lengths', () => {
    expect(issues(valid({ name: ' ', sku: '', retailPrice: '' }))).toEqual(['name: errors.required', 'sku: errors.required', 'retailPrice: errors.required']);
    expect(issues(valid({ name: 'x'.repeat(201), sku: 'y'.repeat(61) }))).toEqual(['name: catalogue.errors.tooLong', 'sku: catalogue.errors.tooLong']);
  });

  it('checks money (2 decimals), weight (3 decimals) and dimensions', () => {
    expect(issues(valid({ retailPrice: '1.234', commission: '-1', weight: '0.2505', length: '1.001' })).sort()).toEqual(
      ['commission: catalogue.errors.money', 'length: catalogue.errors.dimension', 'retailPrice: catalogue.errors.money', 'weight: catalogue.errors.weight'],
    );
    expect(issues(valid({ tierPrices: [{ tierId: 1, tierName: 'P', price: 'abc' }] }))).toEqual(['tierPrices.0.price: catalogue.errors.money']);
  });

  it('puts the spec message on a clashing quantity range', () => {
    expect(issues(valid({ quantityRanges: [{ minRange: '1', maxRange: '10', price: '5' }, { minRange: '10', maxRange: '20', price: '4' }] }))).toEqual([
      'quantityRanges.1.minRange: catalogue.ranges.conflict',
    ]);
  });

  it('needs a future publish date for a scheduled product', () => {
    expect(issues(valid({ status: 'scheduled' }))).toEqual(['publishDate: errors.required']);
    expect(issues(valid({ status: 'scheduled', publishDate: '2026-10-01T09:00' }))).toEqual(['publishDate: catalogue.errors.publishFuture']);
    expect(issues(valid({ status: 'scheduled', publishDate: '2026-12-01T09:00' }))).toEqual([]);
  });

  it('wants a whole-number preorder limit, or none', () => {
    expect(issues(valid({ preorder: true, preorderLimit: '0' }))).toEqual(['preorderLimit: catalogue.errors.wholeNumber']);
    expect(issues(valid({ preorder: true, preorderLimit: '' }))).toEqual([]);
    expect(issues(valid({ preorder: false, preorderLimit: 'x' }))).toEqual([]);
  });

  it('checks options', () => {
    expect(issues(valid({ options: [{ id: null, name: '', values: [] }] }))).toEqual(['options.0.name: errors.required', 'options.0.values: catalogue.variants.needValue']);
  });

  it('knows which server errors have an input of their own', () => {
    expect(isProductInputField('sku')).toBe(true);
    expect(isProductInputField('quantityRanges.1.minRange')).toBe(true);
    expect(isProductInputField('options.0.values.2.value')).toBe(true);
    expect(isProductInputField('quantityRanges')).toBe(false);
    expect(isProductInputField('options')).toBe(false);
    expect(isProductInputField('image')).toBe(false);
  });
});
