import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/catalogue.json';

const here = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
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

describe('catalogue texts', () => {
  it('has an English text for every catalogue key the screens name', () => {
    const files = sources(here);
    const keys = new Set<string>();
    for (const f of files) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(/['`]catalogue\.([A-Za-z0-9_.]+)['`]/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(100);
    const missing = [...keys].filter((k) => !has(k));
    expect(missing).toEqual([]);
  });

  it('keeps the spec texts word for word in English', () => {
    expect(en.ranges.conflict).toBe('cannot add duplicate range or minRange equal to previous maxRange');
    expect(en.errors.actionFailed).toBe('An error occurred.');
    expect(en.errors.notFound).toBe('Data not found');
    expect(en.status.published).toBe('Active');
  });
});
