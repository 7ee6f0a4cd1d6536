import { describe, expect, it } from 'vitest';
import { sortServerErrors } from './server-errors';

describe('sorting server errors', () => {
  it('puts field errors by their field, list errors by their section, the rest aside', () => {
    const sorted = sortServerErrors(
      {
        sku: 'This SKU is already used',
        'quantityRanges.1.minRange': 'Must be at least 1',
        quantityRanges: 'cannot add duplicate range or minRange equal to previous maxRange',
        'tierPrices.0.tierId': 'Unknown tier',
        image: 'At most 3 extra images',
      },
      (k) => k === 'sku' || /^quantityRanges\.\d+\./.test(k),
      ['quantityRanges', 'tierPrices', 'options'] as const,
    );
    expect(sorted.fields).toEqual([
      ['sku', 'This SKU is already used'],
      ['quantityRanges.1.minRange', 'Must be at least 1'],
    ]);
    expect(sorted.sections).toEqual({
      quantityRanges: ['cannot add duplicate range or minRange equal to previous maxRange'],
      tierPrices: ['Unknown tier'],
    });
    expect(sorted.other).toEqual(['At most 3 extra images']);
  });

  it('copes with no errors', () => {
    expect(sortServerErrors(undefined, () => true, [])).toEqual({ fields: [], sections: {}, other: [] });
  });
});
