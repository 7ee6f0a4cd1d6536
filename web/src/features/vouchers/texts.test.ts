import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/vouchers.json';
import { hasText, namedKeys } from '@/test-texts';

const here = path.dirname(fileURLToPath(import.meta.url));

const has = (key: string) => hasText(en, key);

describe('voucher texts', () => {
  it('has an English text for every voucher key the screens and rules name', () => {
    const keys = namedKeys(here, 'vouchers');
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
