import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { connection, einvoice, notConnected, round } from '../test-utils';
import { codeOf, CONNECT_REFUSALS, connectRefusalOf, isNotMalaysian } from './errors';
import { documentDates, countAll, nothingWritten, prettyDocument, roundOutcome, toneOf } from './display';
import { cancelSchema, connectionSchema, connectionValues, correctedTin, isTin, normalTin, resubmitSchema, toConnectionInput } from './forms';
import { exportParams, isFiltered, listParams, readQuery, withChange, writeQuery } from './query';

const q = (s: string) => readQuery(new URLSearchParams(s));

describe('the e-invoicing address', () => {
  it('reads the status, the kind, the search and the page, anything unreadable falling back to its default', () => {
    expect(q('')).toEqual({ status: null, kind: null, search: '', page: 1 });
    expect(q('status=INVALID&kind=self-billed&search=%20ali%20&page=3')).toEqual({ status: 'invalid', kind: 'self-billed', search: 'ali', page: 3 });
    expect(q('status=lost&kind=credit&page=-2')).toEqual({ status: null, kind: null, search: '', page: 1 });
    expect(q(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes the defaults out, and goes back to the first page on another filter', () => {
    expect(writeQuery({ status: null, kind: null, search: ' ', page: 1 }).toString()).toBe('');
    expect(writeQuery({ status: 'valid', kind: 'consolidated', search: 'CONSOL', page: 2 }).toString()).toBe('status=valid&kind=consolidated&search=CONSOL&page=2');
    const at = { status: 'valid' as const, kind: null, search: 'a', page: 4 };
    expect(withChange(at, { page: 5 })).toEqual({ ...at, page: 5 });
    expect(withChange(at, { kind: 'invoice' })).toEqual({ ...at, kind: 'invoice', page: 1 });
    expect(withChange(at, { status: null })).toEqual({ ...at, status: null, page: 1 });
  });

  it("names the API's parameters: the list's with the page, the export's with the format", () => {
    expect(listParams({ status: null, kind: null, search: '', page: 1 })).toEqual({ status: undefined, kind: undefined, search: undefined, page: 1, perPage: 20 });
    expect(exportParams({ status: 'invalid', kind: 'self-billed', search: ' budi ' }, 'xlsx')).toEqual({ format: 'xlsx', status: 'invalid', kind: 'self-billed', search: 'budi' });
    expect([isFiltered({ status: null, kind: null, search: ' ' }), isFiltered({ status: null, kind: 'invoice', search: '' }), isFiltered({ status: null, kind: null, search: 'x' })]).toEqual([false, true, true]);
  });
});

describe('the e-invoicing forms', () => {
  it('connects with a client ID and secret, pre-production unless production is chosen', () => {
    expect(connectionValues(undefined)).toEqual({ clientId: '', clientSecret: '', environment: 'sandbox' });
    expect(connectionValues(connection({ sandbox: false }))).toEqual({ clientId: 'a1b2c3d4-demo-client', clientSecret: '', environment: 'production' });
    expect(connectionValues(notConnected())).toEqual({ clientId: '', clientSecret: '', environment: 'sandbox' });
    expect(toConnectionInput({ clientId: ' id ', clientSecret: ' s ', environment: 'production' })).toEqual({ clientId: 'id', clientSecret: 's', sandbox: false });
    const errors = (v: object) => (connectionSchema.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
    expect(errors({ clientId: ' ', clientSecret: '', environment: 'sandbox' })).toEqual(['clientId:errors.required', 'clientSecret:errors.required']);
    expect(errors({ clientId: 'x'.repeat(201), clientSecret: 'y'.repeat(501), environment: 'sandbox' })).toEqual(['clientId:einvoice.connection.tooLong', 'clientSecret:einvoice.connection.tooLong']);
    expect(errors({ clientId: 'a', clientSecret: 'b', environment: 'staging' })).toHaveLength(1);
  });

  it('takes a TIN as MyInvois writes it, or none', () => {
    expect(normalTin(' ig 1234-5678 090 ')).toBe('IG12345678090');
    for (const tin of ['IG12345678090', 'c20880050010', '900131105566', 'D 1234567890', 'EI00000000010']) expect(isTin(tin), tin).toBe(true);
    for (const tin of ['hello', '12345', 'ABC123', 'IG', 'IG123456789012345', '9001311055661']) expect(isTin(tin), tin).toBe(false);
    expect(resubmitSchema.safeParse({ buyerTin: '' }).success).toBe(true);
    expect(resubmitSchema.safeParse({ buyerTin: 'nope' }).error?.issues[0].message).toBe('einvoice.resubmit.tinInvalid');
    expect([correctedTin({ buyerTin: '  ' }), correctedTin({ buyerTin: 'ig 123 456 78090' })]).toEqual([undefined, 'IG12345678090']);
  });

  it('cancels with a reason of at most 300 characters', () => {
    const message = (reason: string) => cancelSchema.safeParse({ reason }).error?.issues[0].message;
    expect([message('   '), message('x'.repeat(301)), message(` ${'x'.repeat(300)} `)]).toEqual(['einvoice.cancel.reasonRequired', 'einvoice.cancel.reasonTooLong', undefined]);
  });
});

describe('what the e-invoicing screen reads', () => {
  it('colours each status, counts them, and knows when nothing was written', () => {
    expect(['pending', 'submitted', 'valid', 'invalid', 'cancelled', 'other'].map(toneOf)).toEqual(['neutral', 'info', 'success', 'danger', 'warning', 'neutral']);
    expect(countAll({ pending: 1, submitted: 2, valid: 3, invalid: 4, cancelled: 5 })).toBe(15);
    expect(nothingWritten({ pending: 0, submitted: 0, valid: 0, invalid: 0, cancelled: 0 })).toBe(true);
    expect(nothingWritten({ pending: 0, submitted: 0, valid: 0, invalid: 0, cancelled: 1 })).toBe(false);
  });

  it("lists a document's dates in its life's order, those it has", () => {
    expect(documentDates(einvoice()).map((d) => d.key)).toEqual(['created', 'submitted', 'validated']);
    expect(documentDates(einvoice({ submittedAt: null, validatedAt: null })).map((d) => d.key)).toEqual(['created']);
    expect(documentDates(einvoice({ cancelledAt: '2026-11-24T00:00:00Z' })).map((d) => d.key)).toEqual(['created', 'submitted', 'validated', 'cancelled']);
  });

  it('indents the JSON as sent, and has nothing before the first sending', () => {
    expect(prettyDocument({ a: [1, { b: 'c' }] })).toBe('{\n  "a": [\n    1,\n    {\n      "b": "c"\n    }\n  ]\n}');
    expect(prettyDocument('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyDocument('not json')).toBe('not json');
    expect([prettyDocument(null), prettyDocument(undefined)]).toEqual([null, null]);
  });

  it("reads a round: failed, nothing to do, or done", () => {
    expect(roundOutcome(round())).toBe('done');
    expect(roundOutcome(round({ written: 0, submitted: 0, valid: 0, invalid: 0 }))).toBe('idle');
    expect(roundOutcome(round({ error: 'MyInvois login failed' }))).toBe('error');
    expect(roundOutcome(round({ written: 0, submitted: 0, valid: 0, invalid: 0, error: ' ' }))).toBe('idle');
  });

  it('reads the refusals by their code', () => {
    const e = (status: number, error?: string) => new ApiError({ status, message: 'm', error });
    expect([isNotMalaysian(e(422, 'not_malaysian')), isNotMalaysian(e(422, 'validation')), isNotMalaysian(new Error('x'))]).toEqual([true, false, false]);
    expect([connectRefusalOf(e(422, 'myinvois_refused')), connectRefusalOf(e(409, 'myinvois_unreachable')), connectRefusalOf(e(422, 'validation')), connectRefusalOf(null)]).toEqual([
      'myinvois_refused',
      'myinvois_unreachable',
      null,
      null,
    ]);
    // LHDN not knowing the company's TIN with its registration number: a refusal of its own.
    expect(connectRefusalOf(e(422, 'company_tin_unknown'))).toBe('company_tin_unknown');
    expect(CONNECT_REFUSALS).toEqual(['myinvois_refused', 'myinvois_unreachable', 'company_tin_unknown']);
    expect([codeOf(e(409, 'not_cancellable')), codeOf(e(500)), codeOf('x')]).toEqual(['not_cancellable', null, null]);
  });
});
