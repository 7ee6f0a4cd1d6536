import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/stores.json';
import id from '@/locales/id/stores.json';
import my from '@/locales/my/stores.json';
import enMain from '@/locales/en/translation.json';
import idMain from '@/locales/id/translation.json';
import myMain from '@/locales/my/translation.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';
import { REVIEW_DECISIONS, STATUS_TABS, STORE_PROGRAMS, STORE_SECTIONS, STORE_STATUSES, routeTitleKey } from './logic/programs';
import { STORE_FIELDS } from './logic/store-form';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('stores texts', () => {
  it('has a text for every stores key the screens name, in every language', () => {
    const keys = namedKeys(here, 'stores');
    expect(keys.size).toBeGreaterThan(150);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every program, status, decision and tab, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const p of STORE_PROGRAMS) for (const k of ['name', 'short', 'hqName', 'about', 'fills', 'earns', 'price']) expect(hasText(dict, `program.${p}.${k}`), `${p}.${k}`).toBe(true);
      for (const s of STORE_STATUSES) {
        expect(hasText(dict, `status.${s}`), s).toBe(true);
        expect(hasText(dict, `account.statusText.${s}`), s).toBe(true);
      }
      for (const d of REVIEW_DECISIONS) for (const k of ['title', 'explain', 'action', 'done']) expect(hasText(dict, `review.${k}.${d}`), `${k}.${d}`).toBe(true);
      for (const tab of STATUS_TABS) {
        expect(hasText(dict, `hq.list.tabs.${tab}`), tab).toBe(true);
        expect(hasText(dict, `hq.list.empty.${tab}`), tab).toBe(true);
      }
      for (const p of ['approval', 'direct']) {
        expect(hasText(dict, `intro.policy.${p}`)).toBe(true);
        expect(hasText(dict, `settings.policy.${p}`)).toBe(true);
        expect(hasText(dict, `settings.policyHint.${p}`)).toBe(true);
      }
      for (const f of STORE_FIELDS) expect(hasText(dict, `form.${f}`), f).toBe(true);
    }
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

  it('keeps the route titles and names the menu entries in every language', () => {
    for (const dict of [enMain, idMain, myMain]) {
      for (const p of STORE_PROGRAMS) for (const s of STORE_SECTIONS) expect(hasText(dict, routeTitleKey(p, s)), routeTitleKey(p, s)).toBe(true);
      for (const k of ['banner', 'banner_new'] as const) expect(hasText(dict, routeTitleKey('ekoop', k))).toBe(true);
      for (const label of ['storePrograms', 'goAffiliate', 'ejenStore', 'eKoop']) expect(hasText(dict, `nav.${label}`), label).toBe(true);
    }
  });
});
