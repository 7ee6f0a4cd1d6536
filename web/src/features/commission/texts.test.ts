import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/commission.json';
import id from '@/locales/id/commission.json';
import my from '@/locales/my/commission.json';
import { hasText, namedKeys } from '@/test-texts';
import { COMMISSION_KINDS } from './logic/kinds';
import { PAYOUT_STATUSES } from './logic/payouts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('commission texts', () => {
  it('has an English text for every commission key the screens name', () => {
    const keys = namedKeys(here, 'commission');
    expect(keys.size).toBeGreaterThan(120);
    expect([...keys].filter((k) => !hasText(en, k))).toEqual([]);
  });

  it('names every kind the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const k of COMMISSION_KINDS) expect(hasText(dict, `kind.${k}`), k).toBe(true);
    }
  });

  it('names every payout status the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const s of PAYOUT_STATUSES) expect(hasText(dict, `payout.status.${s}`), s).toBe(true);
    }
  });

  it('has every payout, close and statement text in every language', () => {
    const keys = [...namedKeys(here, 'commission')].filter((k) => /^(balance|payout|queue|close|payoutPage|income)\./.test(k) || ['incomeStatement', 'toPayouts'].includes(k));
    expect(keys.length).toBeGreaterThan(80);
    for (const dict of [id, my]) expect(keys.filter((k) => !hasText(dict, k))).toEqual([]);
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
