import { describe, expect, it } from 'vitest';
import { printedEinvoice } from './einvoice';

const e = (patch: Partial<{ status: string; consolidated: boolean; uuid: string | null; validationLink: string | null }> = {}) => ({
  einvoice: { status: 'valid', consolidated: false, uuid: 'UUID1', validationLink: 'https://myinvois.test/UUID1/share/L1', ...patch },
});

describe('the e-invoice on a printed invoice', () => {
  it('prints a validated e-invoice with its UUID and link, a consolidated sale as such, and nothing otherwise', () => {
    expect(printedEinvoice(e())).toEqual({ kind: 'validated', uuid: 'UUID1', link: 'https://myinvois.test/UUID1/share/L1' });
    expect(printedEinvoice(e({ validationLink: '  ' }))).toEqual({ kind: 'validated', uuid: 'UUID1', link: null });
    expect(printedEinvoice(e({ consolidated: true }))).toEqual({ kind: 'consolidated' });
    expect(printedEinvoice(e({ consolidated: true, status: 'pending', uuid: null }))).toEqual({ kind: 'consolidated' });
    for (const status of ['pending', 'submitted', 'invalid', 'cancelled']) expect(printedEinvoice(e({ status })), status).toBeNull();
    expect(printedEinvoice(e({ uuid: null }))).toBeNull();
    expect(printedEinvoice({ einvoice: null })).toBeNull();
  });
});
