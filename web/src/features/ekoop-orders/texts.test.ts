import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/orders.json';
import id from '@/locales/id/orders.json';
import my from '@/locales/my/orders.json';
import { ORDER_STATUSES } from '@/features/orders/api/types';
import { hasText, namedKeys, textKeys } from '@/test-texts';
import { EKOOP_TABS } from './logic/query';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('e-koop order texts', () => {
  it('has a text in every language for every order key the e-koop screens name', () => {
    const keys = [...namedKeys(here, 'orders')].filter((k) => !k.endsWith('.'));
    expect(keys.length).toBeGreaterThan(50);
    for (const dict of [en, id, my]) expect(keys.filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every tab and status the screens build', () => {
    for (const dict of [en, id, my]) {
      for (const tab of EKOOP_TABS) expect(hasText(dict, `ekoop.tabs.${tab}`), tab).toBe(true);
      for (const s of ORDER_STATUSES) expect(hasText(dict, `ekoop.status.${s}`), s).toBe(true);
      for (const p of ['affiliate', 'online', 'ekoop']) expect(hasText(dict, `store.program.${p}`), p).toBe(true);
    }
  });

  it('has the same e-koop and store keys in the three languages', () => {
    const ours = (dict: object) => textKeys(dict).filter((k) => k.startsWith('ekoop.') || k.startsWith('store.')).sort();
    expect(ours(id)).toEqual(ours(en));
    expect(ours(my)).toEqual(ours(en));
  });
});
