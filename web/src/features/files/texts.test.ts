import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/files.json';
import id from '@/locales/id/files.json';
import my from '@/locales/my/files.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('marketing files texts', () => {
  it('has a text for every files key the screens name, and for each refusal of a picked file, in every language', () => {
    const keys = namedKeys(here, 'files');
    expect(keys.size).toBeGreaterThan(50);
    for (const problem of ['badType', 'empty', 'tooLarge']) keys.add(`upload.${problem}`);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('has the same keys and placeholders in English, Bahasa Indonesia and Bahasa Melayu, none empty', () => {
    const enTexts = flattenLocale(en);
    for (const dict of [id, my]) {
      expect(textKeys(dict).sort()).toEqual(textKeys(en).sort());
      const texts = flattenLocale(dict);
      for (const k of Object.keys(enTexts)) {
        expect(String(texts[k]).trim(), k).not.toBe('');
        expect(placeholdersOf(texts[k]), k).toBe(placeholdersOf(enTexts[k]));
      }
    }
  });
});
