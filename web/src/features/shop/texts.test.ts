import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/shop.json';
import id from '@/locales/id/shop.json';
import my from '@/locales/my/shop.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';

const here = path.dirname(fileURLToPath(import.meta.url));

const has = (key: string) => hasText(en, key);

describe('shop texts', () => {
  it('has an English text for every shop key the screens and rules name', () => {
    const found = namedKeys(here, 'shop');
    expect(found.size).toBeGreaterThan(100);
    expect([...found].filter((k) => !has(k))).toEqual([]);
  });

  it('has the texts the screens pick by value', () => {
    for (const k of ['MY', 'ID']) expect(has(`address.countries.${k}`), k).toBe(true);
    for (const k of ['product', 'package', 'combo']) expect(has(`cart.kind.${k}`), k).toBe(true);
    for (const k of ['manual', 'billplz']) expect(has(`payment.${k}`), k).toBe(true);
    for (const k of ['subTotal', 'discount', 'shipping', 'serviceFee', 'tax', 'grandTotal']) expect(has(`totals.${k}`), k).toBe(true);
  });

  it.each([
    ['id', id],
    ['my', my],
  ])('%s has exactly the English keys, all non-empty and with the same placeholders', (_lang, dict) => {
    expect(textKeys(dict).sort()).toEqual(textKeys(en).sort());
    const get = (o: unknown, k: string) => k.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], o) as string;
    for (const k of textKeys(en)) {
      expect(get(dict, k).trim(), k).not.toBe('');
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(get(dict, k)), k).toEqual(vars(get(en, k)));
    }
  });

  it("keeps the spec's payment result texts word for word", () => {
    expect(en.failed.message).toBe('Payment could not be processed');
    expect(en.failed.again).toBe('Checkout again');
    expect(en.pending.doNotLeave).toBe('Do not leave this page');
    expect(en.pending.received).toBe('Receipt received, waiting for HQ approval.');
  });
});
