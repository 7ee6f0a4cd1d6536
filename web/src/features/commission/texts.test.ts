import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/commission.json';
import id from '@/locales/id/commission.json';
import my from '@/locales/my/commission.json';
import { hasText, namedKeys } from '@/test-texts';
import { COMMISSION_KINDS } from './logic/kinds';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('commission texts', () => {
  it('has an English text for every commission key the screens name', () => {
    const keys = namedKeys(here, 'commission');
    expect(keys.size).toBeGreaterThan(30);
    expect([...keys].filter((k) => !hasText(en, k))).toEqual([]);
  });

  it('names every kind the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const k of COMMISSION_KINDS) expect(hasText(dict, `kind.${k}`), k).toBe(true);
    }
  });

  it("keeps the kind names HQ agreed on", () => {
    expect(en.kind).toMatchObject({
      override: 'Overriding commission',
      helper: 'Helper commission',
      'sale-profit': 'Sale profit',
      recruit: 'Recruit commission',
      introducer: 'Introducer bonus',
      rank: 'Rank commission',
    });
  });
});
