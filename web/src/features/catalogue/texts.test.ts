import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/catalogue.json';
import { hasText, namedKeys } from '@/test-texts';

const here = path.dirname(fileURLToPath(import.meta.url));

const has = (key: string) => hasText(en, key);

describe('catalogue texts', () => {
  it('has an English text for every catalogue key the screens name', () => {
    const keys = namedKeys(here, 'catalogue');
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
