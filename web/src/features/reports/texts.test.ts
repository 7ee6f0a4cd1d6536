import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/reports.json';
import id from '@/locales/id/reports.json';
import my from '@/locales/my/reports.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';
import { COLUMN_KEYS, FIGURE_KEYS, REPORTS } from './logic/reports';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('report texts', () => {
  it('has a text for every report key the screen names, in every language', () => {
    const keys = namedKeys(here, 'reports');
    expect(keys.size).toBeGreaterThan(30);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('has the same keys in English, Bahasa Indonesia and Bahasa Melayu', () => {
    expect(textKeys(id).sort()).toEqual(textKeys(en).sort());
    expect(textKeys(my).sort()).toEqual(textKeys(en).sort());
  });

  it('names every figure, column and report the API sends, in every language', () => {
    for (const dict of [en, id, my]) {
      for (const k of FIGURE_KEYS) expect(hasText(dict, `figure.${k}`), k).toBe(true);
      for (const k of COLUMN_KEYS) expect(hasText(dict, `column.${k}`), k).toBe(true);
      for (const r of REPORTS) {
        expect(hasText(dict, `report.${r}`), r).toBe(true);
        expect(hasText(dict, `breakdown.${r}`), r).toBe(true);
        expect(hasText(dict, `count.${r}`), r).toBe(true);
      }
    }
    expect(FIGURE_KEYS).toHaveLength(27);
    expect(COLUMN_KEYS).toHaveLength(33);
  });

  it('keeps the words HQ agreed on', () => {
    expect(en.empty).toBe('No rows for these filters');
    expect(en.report).toEqual({
      transaction: 'Transaction',
      'payment-method': 'Payment methods',
      recruitment: 'Recruitment',
      kpi: 'KPI',
      agent: 'Agent',
      customer: 'Customer',
      inventory: 'Inventory',
      'product-sales': 'Product sales',
    });
  });
});
