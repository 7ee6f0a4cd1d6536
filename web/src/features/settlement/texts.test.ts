import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeholdersOf, flattenLocale } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/settlement.json';
import id from '@/locales/id/settlement.json';
import my from '@/locales/my/settlement.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';
import { SETTLEMENT_STATUSES } from './api/types';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('settlement texts', () => {
  it('has a text for every settlement key the screen names, in every language', () => {
    const keys = namedKeys(here, 'settlement');
    expect(keys.size).toBeGreaterThan(40);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every status the API sends, in every language', () => {
    for (const dict of [en, id, my]) for (const s of SETTLEMENT_STATUSES) expect(hasText(dict, `status.${s}`), s).toBe(true);
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

  it('keeps the words HQ agreed on', () => {
    expect(en.empty).toBe('No paid online payments in this range');
    expect(en.terms.notSetUp).toBe('Billplz is not set up');
    expect(en.terms.title).toBe('Settlement terms');
  });
});
