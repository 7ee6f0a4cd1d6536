import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/tax.json';
import id from '@/locales/id/tax.json';
import my from '@/locales/my/tax.json';
import enBase from '@/locales/en/translation.json';
import idBase from '@/locales/id/translation.json';
import myBase from '@/locales/my/translation.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';
import { CP58_FILTERS, CP58_MISSING } from './api/types';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('CP58 texts', () => {
  it('has a text for every tax key the screens name, in every language', () => {
    const keys = namedKeys(here, 'tax');
    expect(keys.size).toBeGreaterThan(40);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every filter and everything a record can lack, in every language, and the menu entry', () => {
    for (const dict of [en, id, my]) {
      for (const f of CP58_FILTERS) expect(hasText(dict, `filter.${f}`), f).toBe(true);
      for (const m of CP58_MISSING) expect(hasText(dict, `missing.${m}`), m).toBe(true);
    }
    for (const base of [enBase, idBase, myBase]) expect(base.nav.cp58).toBe('CP58');
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

  it('keeps the words agreed on', () => {
    expect(en.own.empty).toBe('Your company has not issued a CP58 to you yet.');
    expect(en.issueAll).toBe('Issue CP58s for {{year}}');
    expect(en.issueOne).toBe('Issue on request');
    expect(en.download).toBe('Download PDF');
  });
});
