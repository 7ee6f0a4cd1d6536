/**
 * Product options (Colour, Size, …) and the variants they make: every combination of one value per
 * option. Up to 3 options, each with a name and 1–20 distinct values (docs/api-catalogue.md).
 */
export const MAX_OPTIONS = 3;
export const MAX_VALUES = 20;

export interface OptionValueDraft {
  id: number | null;
  value: string;
}

export interface OptionDraft {
  id: number | null;
  name: string;
  values: OptionValueDraft[];
}

export interface Combination {
  /** "Red / M" */
  label: string;
  values: OptionValueDraft[];
}

export interface OptionIssue {
  /** Under `options`: [i, 'name'], [i, 'values'] or [i, 'values', j, 'value']. */
  path: (string | number)[];
  message: string;
}

const norm = (v: string) => v.trim().toLocaleLowerCase();

/** The values of an option that are filled in. */
export const filledValues = (option: OptionDraft) => option.values.filter((v) => v.value.trim() !== '');

/**
 * Every combination of one value per option, in the order the options and values are listed.
 * Options without a filled value are skipped; no options → no combinations (one plain variant).
 */
export function variantCombinations(options: readonly OptionDraft[]): Combination[] {
  const lists = options.map(filledValues).filter((vals) => vals.length > 0);
  if (lists.length === 0) return [];
  let combos: OptionValueDraft[][] = [[]];
  for (const vals of lists) {
    combos = combos.flatMap((prefix) => vals.map((v) => [...prefix, { id: v.id, value: v.value.trim() }]));
  }
  return combos.map((values) => ({ values, label: values.map((v) => v.value).join(' / ') }));
}

/** How many variants the options make (1 for a product without options). */
export function variantCount(options: readonly OptionDraft[]): number {
  return options.map(filledValues).reduce((n, vals) => (vals.length ? n * vals.length : n), 1);
}

/** Problems with the options (messages are locale keys). */
export function optionIssues(options: readonly OptionDraft[]): OptionIssue[] {
  const issues: OptionIssue[] = [];
  if (options.length > MAX_OPTIONS) issues.push({ path: [], message: 'catalogue.variants.tooManyOptions' });
  const names = new Set<string>();
  options.forEach((option, i) => {
    if (option.name.trim() === '') issues.push({ path: [i, 'name'], message: 'errors.required' });
    else if (names.has(norm(option.name))) issues.push({ path: [i, 'name'], message: 'catalogue.variants.duplicateOption' });
    names.add(norm(option.name));
    const filled = filledValues(option);
    if (filled.length === 0) issues.push({ path: [i, 'values'], message: 'catalogue.variants.needValue' });
    if (filled.length > MAX_VALUES) issues.push({ path: [i, 'values'], message: 'catalogue.variants.tooManyValues' });
    const seen = new Set<string>();
    option.values.forEach((v, j) => {
      if (v.value.trim() === '') {
        // A blank box next to filled ones: ask for it to be filled or removed.
        if (option.values.length > 1) issues.push({ path: [i, 'values', j, 'value'], message: 'errors.required' });
        return;
      }
      if (seen.has(norm(v.value))) issues.push({ path: [i, 'values', j, 'value'], message: 'catalogue.variants.duplicateValue' });
      seen.add(norm(v.value));
    });
  });
  return issues;
}

/** The variant made of exactly these option values (any order), if any. */
export function findVariant<V extends { optionValueIds: number[] }>(variants: readonly V[], valueIds: readonly number[]): V | undefined {
  const wanted = [...valueIds].sort((a, b) => a - b).join(',');
  return variants.find((v) => [...v.optionValueIds].sort((a, b) => a - b).join(',') === wanted);
}

/** The saved variant a combination stands for, when each of its values is already saved. */
export function savedVariantOf<V extends { optionValueIds: number[] }>(variants: readonly V[], combination: Combination): V | undefined {
  if (combination.values.some((v) => v.id === null)) return undefined;
  return findVariant(variants, combination.values.map((v) => v.id as number));
}

/** Whether a product has options (its single plain variant has no option values). */
export const hasOptions = (variants: readonly { optionValueIds: number[] }[]) => variants.some((v) => v.optionValueIds.length > 0);
