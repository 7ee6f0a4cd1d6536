import { describe, expect, it } from 'vitest';
import en from './en/translation.json';
import id from './id/translation.json';
import my from './my/translation.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string')
    return {
      [prefix]: [...value.matchAll(/\{\{(\w+)\}\}/g)]
        .map((m) => m[1])
        .sort()
        .join(','),
    };
  if (typeof value !== 'object' || value === null) return {};
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => placeholders(v, prefix ? `${prefix}.${k}` : k)));
}

describe('locale files', () => {
  it('have the same keys and placeholders in en, id and my', () => {
    const reference = keys(en).sort();
    for (const [lang, file] of Object.entries({ id, my })) {
      expect(keys(file).sort(), lang).toEqual(reference);
      expect(placeholders(file), lang).toEqual(placeholders(en));
    }
  });
});
