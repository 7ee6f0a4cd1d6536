import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/billing.json';
import id from '@/locales/id/billing.json';
import my from '@/locales/my/billing.json';
import { hasText, namedKeys } from '@/test-texts';
import { INVOICE_STATUSES, PAYMENT_METHODS, PERIODS, PLAN_FEATURES, SUBSCRIPTION_STATUSES } from './logic/display';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('billing texts', () => {
  it('has a text for every billing key the screens name, in every language', () => {
    const keys = namedKeys(here, 'billing');
    expect(keys.size).toBeGreaterThan(100);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every status, feature, period and payment method the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const s of INVOICE_STATUSES) expect(hasText(dict, `status.${s}`), s).toBe(true);
      for (const s of SUBSCRIPTION_STATUSES) expect(hasText(dict, `subscriptionStatus.${s}`), s).toBe(true);
      for (const f of PLAN_FEATURES) expect(hasText(dict, `feature.${f}`), f).toBe(true);
      for (const p of PERIODS) expect(hasText(dict, `period.${p}`), p).toBe(true);
      for (const m of PAYMENT_METHODS) expect(hasText(dict, `method.${m}`), m).toBe(true);
    }
  });

  it('has the English keys in Malay and Indonesian, none empty, none left in English, with the same placeholders', () => {
    const enTexts = flattenLocale(en);
    for (const dict of [id, my]) {
      const texts = flattenLocale(dict);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(enTexts).sort());
      for (const [k, v] of Object.entries(enTexts)) {
        expect(String(texts[k]).trim(), k).not.toBe('');
        expect(placeholdersOf(texts[k]), k).toBe(placeholdersOf(v));
      }
    }
    // The lock's sentence is translated, not copied.
    expect(id.lock.banner).not.toBe(en.lock.banner);
    expect(my.lock.banner).not.toBe(en.lock.banner);
    expect(my.lock.banner).not.toBe(id.lock.banner);
  });
});
