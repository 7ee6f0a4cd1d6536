import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/einvoice.json';
import id from '@/locales/id/einvoice.json';
import my from '@/locales/my/einvoice.json';
import enBase from '@/locales/en/translation.json';
import idBase from '@/locales/id/translation.json';
import myBase from '@/locales/my/translation.json';
import { hasText, namedKeys, textKeys } from '@/test-texts';
import { EINVOICE_KINDS, EINVOICE_MISSING, EINVOICE_STATUSES, EXPORT_FORMATS } from './api/types';
import { ENVIRONMENTS } from './logic/forms';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('e-invoicing texts', () => {
  it('has a text for every e-invoice key the screen names, in every language', () => {
    const keys = namedKeys(here, 'einvoice');
    expect(keys.size).toBeGreaterThan(60);
    for (const dict of [en, id, my]) expect([...keys].filter((k) => !hasText(dict, k))).toEqual([]);
  });

  it('names every status, kind, missing detail, environment, export format, date, round figure, empty state and notice, in every language, and the menu entry', () => {
    for (const dict of [en, id, my]) {
      for (const s of EINVOICE_STATUSES) expect(hasText(dict, `status.${s}`), s).toBe(true);
      for (const k of EINVOICE_KINDS) expect(hasText(dict, `kind.${k}`), k).toBe(true);
      for (const m of EINVOICE_MISSING) expect(hasText(dict, `missing.${m}`), m).toBe(true);
      for (const e of ENVIRONMENTS) {
        expect(hasText(dict, `environment.${e}`), e).toBe(true);
        expect(hasText(dict, `environment.${e}Hint`), e).toBe(true);
      }
      for (const f of EXPORT_FORMATS) expect(hasText(dict, `export.${f}`), f).toBe(true);
      for (const d of ['created', 'submitted', 'validated', 'cancelled']) expect(hasText(dict, `row.${d}`), d).toBe(true);
      for (const r of ['written', 'submitted', 'valid', 'invalid']) expect(hasText(dict, `round.${r}`), r).toBe(true);
      for (const e of ['noMatch', 'connected', 'notConnected']) expect(hasText(dict, `empty.${e}`), e).toBe(true);
      for (const n of ['resubmitted', 'cancelled']) expect(hasText(dict, `notice.${n}`), n).toBe(true);
    }
    expect([enBase.nav.eInvoicing, idBase.nav.eInvoicing, myBase.nav.eInvoicing]).toEqual(['E-invoicing', 'Faktur elektronik', 'E-invois']);
  });

  it('has the same keys and placeholders in English, Bahasa Indonesia and Bahasa Melayu, none empty', () => {
    const enTexts = flattenLocale(en);
    for (const dict of [id, my]) {
      expect(textKeys(dict).sort()).toEqual(textKeys(en).sort());
      const texts = flattenLocale(dict);
      for (const k of Object.keys(enTexts)) {
        expect(String(texts[k]).trim(), k).not.toBe('');
        expect(placeholdersOf(texts[k]), k).toBe(placeholdersOf(enTexts[k]));
      }
    }
  });

  it('keeps the words agreed on', () => {
    expect(en.row.resubmit).toBe('Correct and send again');
    expect(en.connection.change).toBe('Change credentials');
    expect(en.connection.disconnect).toBe('Disconnect');
    expect(en.sendNow).toBe('Send now');
    expect(en.connection.since).toMatch(/^E-invoicing since \{\{day\}\}/);
  });
});
