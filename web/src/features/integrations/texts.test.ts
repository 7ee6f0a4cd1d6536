import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/integrations.json';
import id from '@/locales/id/integrations.json';
import my from '@/locales/my/integrations.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';
import { CATEGORY_CODES, NINJAVAN_COUNTRIES, PROVIDER_CODES, STANDINGS } from './logic/display';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('integrations texts', () => {
  it('has a text for every integrations key the screen names, in every language', () => {
    const keys = namedKeys(here, 'integrations');
    expect(keys.size).toBeGreaterThan(40);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every category, provider, standing and Ninja Van country the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const c of CATEGORY_CODES) for (const k of ['title', 'intro']) expect(hasText(dict, `category.${c}.${k}`), `${c}.${k}`).toBe(true);
      for (const p of PROVIDER_CODES) expect(hasText(dict, `provider.${p}`), p).toBe(true);
      for (const s of STANDINGS) expect(hasText(dict, `standing.${s}`), s).toBe(true);
      for (const c of NINJAVAN_COUNTRIES) expect(hasText(dict, `country.${c}`), c).toBe(true);
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
    for (const k of ['intro', 'noProvider', 'planned.courier', 'billplz.switchOffConfirm', 'banks.unreachable', 'courier.switchOffConfirm', 'route.intro', 'ejenpay.intro', 'easyparcel.couriers.hint']) {
      expect(flattenLocale(id)[k], k).not.toBe(enTexts[k]);
      expect(flattenLocale(my)[k], k).not.toBe(enTexts[k]);
      expect(flattenLocale(my)[k], k).not.toBe(flattenLocale(id)[k]);
    }
  });
});
