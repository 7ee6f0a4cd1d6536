import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/ejenpay.json';
import id from '@/locales/id/ejenpay.json';
import my from '@/locales/my/ejenpay.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';
import { PAYMENT_STATUSES } from './logic/session';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('payment page texts', () => {
  it('has a text for every ejenpay key the page names, and every status, in every language', () => {
    const keys = namedKeys(here, 'ejenpay');
    expect(keys.size).toBeGreaterThan(20);
    for (const dict of [en, id, my]) {
      expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
      for (const s of PAYMENT_STATUSES) expect(hasText(dict, `status.${s}`), s).toBe(true);
    }
  });

  it('has the same keys and placeholders in English, Bahasa Indonesia and Bahasa Melayu, none empty, the sentences translated', () => {
    const enTexts = flattenLocale(en);
    for (const dict of [id, my]) {
      expect(textKeys(dict).sort()).toEqual(textKeys(en).sort());
      const texts = flattenLocale(dict);
      for (const k of Object.keys(enTexts)) {
        expect(String(texts[k]).trim(), k).not.toBe('');
        expect(placeholdersOf(texts[k]), k).toBe(placeholdersOf(enTexts[k]));
      }
    }
    for (const k of ['notFoundText', 'pending', 'closed', 'bank.hint', 'secureNote']) {
      expect(flattenLocale(id)[k], k).not.toBe(enTexts[k]);
      expect(flattenLocale(my)[k], k).not.toBe(enTexts[k]);
      expect(flattenLocale(my)[k], k).not.toBe(flattenLocale(id)[k]);
    }
  });
});
