import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from './en/translation.json';
import id from './id/translation.json';
import my from './my/translation.json';

describe('locale files', () => {
  it('have the same keys and placeholders in en, id and my, none blank', () => {
    const reference = flattenLocale(en);
    for (const [lang, file] of Object.entries({ id, my })) {
      const texts = flattenLocale(file);
      expect(Object.keys(texts).sort(), lang).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(reference)) {
        expect(String(texts[key]).trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholdersOf(texts[key]), `${lang} ${key}`).toBe(placeholdersOf(text));
      }
    }
  });
});
