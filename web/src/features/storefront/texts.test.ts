import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/storefront.json';
import id from '@/locales/id/storefront.json';
import my from '@/locales/my/storefront.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('storefront texts', () => {
  it('has an English text for every storefront key the screens name', () => {
    const found = namedKeys(here, 'storefront');
    expect(found.size).toBeGreaterThan(40);
    expect([...found].filter((k) => !hasText(en, k))).toEqual([]);
  });

  it.each([
    ['id', id],
    ['my', my],
  ])('%s has exactly the English keys, all non-empty and with the same placeholders', (_lang, dict) => {
    expect(textKeys(dict).sort()).toEqual(textKeys(en).sort());
    const get = (o: unknown, k: string) => k.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], o) as string;
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const k of textKeys(en)) {
      expect(get(dict, k).trim(), k).not.toBe('');
      expect(vars(get(dict, k)), k).toEqual(vars(get(en, k)));
    }
  });
});
