import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/orders.json';
import id from '@/locales/id/orders.json';
import my from '@/locales/my/orders.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';
import { ORDER_STATUSES } from './api/types';

const here = path.dirname(fileURLToPath(import.meta.url));

const has = (key: string) => hasText(en, key);

describe('order texts', () => {
  it('has an English text for every order key the screens name', () => {
    const keys = namedKeys(here, 'orders');
    expect(keys.size).toBeGreaterThan(150);
    expect([...keys].filter((k) => !k.endsWith('.') && !has(k))).toEqual([]);
  });

  it('has the same keys in Bahasa Indonesia and Bahasa Melayu', () => {
    expect(textKeys(id).sort()).toEqual(textKeys(en).sort());
    expect(textKeys(my).sort()).toEqual(textKeys(en).sort());
  });

  it('names every status, tab, action label and print title the screens build', () => {
    for (const s of ORDER_STATUSES) {
      expect(has(`status.${s}`), s).toBe(true);
      expect(has(`tabs.${s}`), s).toBe(true);
    }
    for (const a of ['approve', 'cancel', 'refund', 'ship', 'updateTracking', 'pickup', 'complete', 'received']) expect(has(`actions.${a}`), a).toBe(true);
    for (const a of ['approve', 'cancel', 'refund', 'ship', 'updateTracking', 'complete', 'received']) {
      expect(has(`actions.title.${a}`), a).toBe(true);
      expect(has(`actions.done.${a}`), a).toBe(true);
    }
    for (const p of ['invoices', 'packingLists', 'labels', 'labelsA4']) {
      expect(has(`print.${p}`), p).toBe(true);
      expect(has(`print.${p}Of`), p).toBe(true);
    }
    for (const d of ['invoice', 'packingList', 'shippingLabel']) expect(has(`printed.${d}`), d).toBe(true);
    for (const s of ['booking', 'booked', 'delivered', 'failed']) expect(has(`courier.status.${s}`), s).toBe(true);
  });

  it("keeps the spec's messages", () => {
    expect(en.search.tooMany).toContain('more than 150 orders');
    expect(en.bulk.selectOne).toBe('Select at least one order.');
    expect(en.new.noCourier).toBe('No shipping rate covers this order. Please contact HQ.');
  });
});
