import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { placeSaveFailure, sortServerErrors } from './server-errors';

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

  it('places a failed save: fields next to them, sections aside, the rest after "fix the marked fields"', () => {
    const setError = vi.fn();
    const refusal = new ApiError({ status: 422, message: 'Invalid input', errors: { name: 'Required', items: 'At least one item', price: 'Odd' } });
    const failure = placeSaveFailure(refusal, setError, (k) => k === 'name', ['items'] as const);
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Required' });
    expect(failure.sections).toEqual({ items: ['At least one item'] });
    expect(failure.lines).toEqual(['Please correct the highlighted fields.', 'Odd']);
  });

  it('gives any other failure as the only line', () => {
    const setError = vi.fn();
    expect(placeSaveFailure(new Error('Network down'), setError, () => true, ['items'] as const)).toEqual({ sections: {}, lines: ['Network down'] });
    expect(setError).not.toHaveBeenCalled();
  });
});
