import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/vouchers.json';

const here = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function has(key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  const parent = parts.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), en);
  if (!parent || typeof parent !== 'object') return false;
  const obj = parent as Record<string, unknown>;
  return typeof obj[last] === 'string' || typeof obj[`${last}_other`] === 'string';
}

describe('voucher texts', () => {
  it('has an English text for every voucher key the screens and rules name', () => {
    const keys = new Set<string>();
    for (const f of sources(here)) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(/['`]vouchers\.([A-Za-z0-9_.]+)['`]/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((k) => !has(k))).toEqual([]);
  });

  it('has a text for every status and type the API sends', () => {
    for (const s of ['all', 'ongoing', 'upcoming', 'expired', 'suspended']) expect(has(`status.${s}`), s).toBe(true);
    for (const s of ['amount', 'percent']) expect(has(`type.${s}`), s).toBe(true);
  });

  it("keeps the spec's 'Voucher not found' word for word", () => {
    expect(en.notFound).toBe('Voucher not found');
  });
});
