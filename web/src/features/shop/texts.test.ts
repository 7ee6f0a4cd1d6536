import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/shop.json';
import id from '@/locales/id/shop.json';
import my from '@/locales/my/shop.json';

const here = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function has(key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  const parent = parts.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), en);
  if (!parent || typeof parent !== 'object') return false;
  const obj = parent as Record<string, unknown>;
  return typeof obj[last] === 'string' || typeof obj[`${last}_other`] === 'string';
}

describe('shop texts', () => {
  it('has an English text for every shop key the screens and rules name', () => {
    const found = new Set<string>();
    for (const f of sources(here)) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(/['`]shop\.([A-Za-z0-9_.]+)['`]/g)) found.add(m[1]);
    }
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
    expect(keys(dict).sort()).toEqual(keys(en).sort());
    const get = (o: unknown, k: string) => k.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], o) as string;
    for (const k of keys(en)) {
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
