import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/rewards.json';
import id from '@/locales/id/rewards.json';
import my from '@/locales/my/rewards.json';
import { hasText, namedKeys } from '@/test-texts';
import { CAMPAIGN_STATES } from './logic/paths';
import { ENTRY_KINDS, FREQUENCIES, REDEMPTION_STATUSES, REFUSALS, REWARD_TYPES } from './logic/rewards';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('rewards texts', () => {
  it('has a text for every rewards key the screens name, in every language', () => {
    const keys = namedKeys(here, 'rewards');
    expect(keys.size).toBeGreaterThan(80);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every refusal, status, reward type, ledger kind, frequency and tab the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const r of REFUSALS) expect(hasText(dict, `refusal.${r}`), r).toBe(true);
      for (const s of REDEMPTION_STATUSES) expect(hasText(dict, `status.${s}`), s).toBe(true);
      for (const r of REWARD_TYPES) expect(hasText(dict, `rewardType.${r}`), r).toBe(true);
      for (const k of ENTRY_KINDS) expect(hasText(dict, `kind.${k}`), k).toBe(true);
      for (const f of [...FREQUENCIES, 'whole']) expect(hasText(dict, `limit.${f}`), f).toBe(true);
      for (const s of CAMPAIGN_STATES) {
        expect(hasText(dict, `list.state.${s}`), s).toBe(true);
        expect(hasText(dict, `list.none.${s}`), s).toBe(true);
      }
    }
  });

  it('has the English keys in Malay and Indonesian, none empty, with the same placeholders', () => {
    const enTexts = flattenLocale(en);
    for (const dict of [id, my]) {
      const texts = flattenLocale(dict);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(enTexts).sort());
      for (const [k, v] of Object.entries(enTexts)) {
        expect(String(texts[k]).trim(), k).not.toBe('');
        expect(placeholdersOf(texts[k]), k).toBe(placeholdersOf(v));
      }
    }
  });
});
