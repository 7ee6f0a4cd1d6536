import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/analytics.json';
import id from '@/locales/id/analytics.json';
import my from '@/locales/my/analytics.json';
import { hasText, namedKeys } from '@/test-texts';
import { AGE_BANDS, CHARTS } from './logic/charts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('analytics texts', () => {
  it('has a text for every analytics key the screen names, in every language', () => {
    const keys = namedKeys(here, 'analytics');
    expect(keys.size).toBeGreaterThan(30);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every chart and every age band the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const c of CHARTS) expect(hasText(dict, `chart.${c}.title`), c).toBe(true);
      for (const band of AGE_BANDS) expect(typeof (dict.age as Record<string, string>)[band], band).toBe('string');
      expect(Object.keys(dict.age)).toEqual([...AGE_BANDS]);
    }
  });

  it('keeps the words HQ agreed on', () => {
    expect(en.noState).toBe('Pickup / no state');
    expect(en.age).toEqual({ 'under-25': 'Under 25', '25-34': '25–34', '35-44': '35–44', '45-54': '45–54', '55-64': '55–64', '65+': '65 and over', unknown: 'Unknown' });
    expect([id.age['under-25'], id.age.unknown, my.age['under-25'], my.age.unknown]).toEqual(['Di bawah 25', 'Tidak diketahui', 'Bawah 25', 'Tidak diketahui']);
  });
});
