import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/commission.json';
import id from '@/locales/id/commission.json';
import my from '@/locales/my/commission.json';
import { hasText, namedKeys } from '@/test-texts';
import { COMMISSION_KINDS } from './logic/kinds';
import { PAYOUT_STATUSES } from './logic/payouts';
import { TOPUP_STATUSES } from './logic/topup';

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

  it('names every top-up status the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const s of TOPUP_STATUSES) expect(hasText(dict, `money.topupStatus.${s}`), s).toBe(true);
    }
  });

  it('has every payout, close, statement, company money, settings and top-up text in every language', () => {
    const keys = [...namedKeys(here, 'commission')].filter((k) => /^(balance|payout|queue|close|payoutPage|income|money|settings|topup)\./.test(k) || ['incomeStatement', 'toPayouts'].includes(k));
    expect(keys.length).toBeGreaterThan(120);
    for (const k of ['queue.payBillplz', 'queue.payBillplzTitle', 'queue.payBillplzMessage', 'queue.sent', 'queue.toMoney', 'money.topUp', 'settings.compression', 'settings.saved', 'topup.failedTitle', 'topup.tryAgain']) {
      expect(keys, k).toContain(k);
    }
    for (const dict of [id, my]) expect(keys.filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('words a failed top-up as the spec words a failed payment', () => {
    expect([en.topup.failedTitle, en.topup.failed]).toEqual(['Payment failed', 'Payment could not be processed']);
  });

  it("keeps the kind names HQ agreed on", () => {
    expect(en.kind).toMatchObject({
      override: 'Overriding commission',
      helper: 'Helper commission',
      'sale-profit': 'Sale profit',
      recruit: 'Recruit commission',
      introducer: 'Introducer bonus',
      rank: 'Rank commission',
      'personal-level': 'Personal level commission',
    });
  });
});
