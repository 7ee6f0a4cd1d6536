import { describe, expect, it } from 'vitest';
import { findVariant, optionIssues, savedVariantOf, variantCombinations, variantCount, hasOptions, type OptionDraft } from './variants';

const opt = (name: string, values: string[], ids: (number | null)[] = []): OptionDraft => ({
  id: null,
  name,
  values: values.map((value, i) => ({ id: ids[i] ?? null, value })),
});

describe('variant combinations', () => {
  it('makes one variant per combination of values, options in order', () => {
    const combos = variantCombinations([opt('Colour', ['Red', 'Blue']), opt('Size', ['S', 'M', 'L'])]);
    expect(combos.map((c) => c.label)).toEqual(['Red / S', 'Red / M', 'Red / L', 'Blue / S', 'Blue / M', 'Blue / L']);
    expect(variantCount([opt('Colour', ['Red', 'Blue']), opt('Size', ['S', 'M', 'L'])])).toBe(6);
  });

  it('handles three options, blank values and options without values', () => {
    const combos = variantCombinations([opt('A', ['1', ' ', '2']), opt('B', []), opt('C', ['x'])]);
    expect(combos.map((c) => c.label)).toEqual(['1 / x', '2 / x']);
    expect(variantCombinations([])).toEqual([]);
    expect(variantCount([])).toBe(1);
  });

  it('keeps the ids of saved values so their stock can be shown', () => {
    const combos = variantCombinations([opt('Colour', ['Red', 'Green'], [11, null])]);
    expect(combos[0].values).toEqual([{ id: 11, value: 'Red' }]);
    const variants = [{ id: 21, optionValueIds: [11], stock: 40 }];
    expect(savedVariantOf(variants, combos[0])?.id).toBe(21);
    expect(savedVariantOf(variants, combos[1])).toBeUndefined();
  });
});

describe('option rules', () => {
  it('needs a name and at least one value; at most 3 options and 20 values', () => {
    expect(optionIssues([opt('', ['Red'])])).toEqual([{ path: [0, 'name'], message: 'errors.required' }]);
    expect(optionIssues([opt('Colour', [])])).toEqual([{ path: [0, 'values'], message: 'catalogue.variants.needValue' }]);
    expect(optionIssues([opt('A', ['1']), opt('B', ['1']), opt('C', ['1']), opt('D', ['1'])])[0].message).toBe('catalogue.variants.tooManyOptions');
    const many = opt('Size', Array.from({ length: 21 }, (_, i) => `S${i}`));
    expect(optionIssues([many])).toEqual([{ path: [0, 'values'], message: 'catalogue.variants.tooManyValues' }]);
  });

  it('refuses repeated values and option names, ignoring case and spaces', () => {
    expect(optionIssues([opt('Colour', ['Red', ' red '])])).toEqual([{ path: [0, 'values', 1, 'value'], message: 'catalogue.variants.duplicateValue' }]);
    expect(optionIssues([opt('Colour', ['Red']), opt('colour', ['Blue'])])).toEqual([{ path: [1, 'name'], message: 'catalogue.variants.duplicateOption' }]);
  });

  it('asks for a blank value box to be filled or removed', () => {
    expect(optionIssues([opt('Colour', ['Red', ''])])).toEqual([{ path: [0, 'values', 1, 'value'], message: 'errors.required' }]);
  });
});

describe('finding a variant', () => {
  const variants = [
    { id: 1, optionValueIds: [11, 31] },
    { id: 2, optionValueIds: [12, 31] },
  ];
  it('matches the chosen values in any order', () => {
    expect(findVariant(variants, [31, 12])?.id).toBe(2);
    expect(findVariant(variants, [11])).toBeUndefined();
  });
  it('tells a product with options from one without', () => {
    expect(hasOptions(variants)).toBe(true);
    expect(hasOptions([{ optionValueIds: [] }])).toBe(false);
  });
});
