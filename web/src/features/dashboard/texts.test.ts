import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/translation.json';
import id from '@/locales/id/translation.json';
import my from '@/locales/my/translation.json';
import enOrders from '@/locales/en/orders.json';
import idOrders from '@/locales/id/orders.json';
import myOrders from '@/locales/my/orders.json';
import { hasText, namedKeys } from '@/test-texts';
import { WAITING_STATUSES } from './api/types';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('dashboard texts', () => {
  it('has a text for every dashboard key the screen names, in every language', () => {
    const keys = [...namedKeys(here, 'dashboard')];
    expect(keys.length).toBeGreaterThan(40);
    for (const dict of [en.dashboard, id.dashboard, my.dashboard]) expect(keys.filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it("names the waiting orders with the orders screen's tab labels", () => {
    expect([...namedKeys(here, 'orders')]).toEqual(['tabs.countOf']);
    for (const dict of [enOrders, idOrders, myOrders]) {
      for (const s of WAITING_STATUSES) expect(hasText(dict, `tabs.${s}`), s).toBe(true);
    }
  });
});
