import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { downloadParams, paymentKey, reportKey } from '../api/settlement';
import { filterErrorsOf } from './errors';
import { orderPath } from './paths';
import { activeFilterCount, datesInOrder, EMPTY_FILTERS, filterParams, readQuery, withChange, writeQuery } from './query';
import { canSetTerms, termsSchema, termsValues, toTermsInput } from './terms-form';

const q = (s: string) => new URLSearchParams(s);

describe('settlement address', () => {
  it('reads the dates, the status and the page, dropping anything unreadable', () => {
    expect(readQuery(q('from=2026-10-01&to=bad&status=Pending&page=3'))).toEqual({ filters: { from: '2026-10-01', to: '', status: 'pending' }, page: 3 });
    expect(readQuery(q('status=paid&page=-2'))).toEqual({ filters: EMPTY_FILTERS, page: 1 });
  });

  it('writes the API query names, blanks and page 1 left out', () => {
    expect(writeQuery({ filters: { from: '', to: '2026-11-30', status: 'settled' }, page: 1 }).toString()).toBe('to=2026-11-30&status=settled');
    expect(writeQuery({ filters: EMPTY_FILTERS, page: 2 }).toString()).toBe('page=2');
    expect(filterParams(EMPTY_FILTERS)).toEqual({ from: undefined, to: undefined, status: undefined });
  });

  it('goes back to the first page on another filter, keeps the filters when paging', () => {
    const now = { filters: { from: '2026-11-02', to: '', status: 'pending' as const }, page: 4 };
    expect(withChange(now, { page: 5 })).toEqual({ ...now, page: 5 });
    expect(withChange(now, { filters: { status: '' } })).toEqual({ filters: { from: '2026-11-02', to: '', status: '' }, page: 1 });
  });

  it('counts the filters set and checks the range', () => {
    expect(activeFilterCount({ from: '2026-11-01', to: '', status: 'settled' })).toBe(2);
    expect(datesInOrder({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(datesInOrder({ from: '', to: '2026-11-01' })).toBe(true);
  });

  it('makes the calls of the same filters', () => {
    const f = { from: '2026-11-01', to: '2026-11-24', status: 'pending' as const };
    expect(reportKey(f, 2)).toBe('/api/settlement/reportdata?from=2026-11-01&to=2026-11-24&status=pending&page=2&perPage=20');
    expect(reportKey(EMPTY_FILTERS, 1)).toBe('/api/settlement/reportdata?page=1&perPage=20');
    expect(paymentKey('bill 1')).toBe('/api/settlement/getpayment?id=bill+1');
    expect(downloadParams(f, 'xlsx')).toEqual({ format: 'xlsx', from: '2026-11-01', to: '2026-11-24', status: 'pending' });
    expect(orderPath(42)).toBe('/manage-orders/order-details?id=42');
  });

  it('puts a 422 on its filters, and nothing else', () => {
    expect(filterErrorsOf(new ApiError({ status: 422, message: 'Invalid input', errors: { to: 'Too long', page: 'x' } }))).toEqual({ to: 'Too long' });
    expect(filterErrorsOf(new ApiError({ status: 500, message: 'x' }))).toEqual({});
    expect(filterErrorsOf(undefined)).toEqual({});
  });
});

describe('settlement terms form', () => {
  const check = (feeFixed: string, feePercent: string, settlementDays: string) => {
    const r = termsSchema.safeParse({ feeFixed, feePercent, settlementDays });
    if (r.success) return 'ok';
    // The first complaint of each field, as the form shows it.
    const out: Record<string, string> = {};
    for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
    return out;
  };

  it('takes a fee of 0 or more with at most 2 decimals, a percent of 0–100 and 0–30 whole days', () => {
    expect(check('0', '0', '0')).toBe('ok');
    expect(check('1.50', '2.5', '1')).toBe('ok');
    expect(check(' 1000 ', '100', '30')).toBe('ok');
    expect(check('1.555', '100.01', '31')).toEqual({ feeFixed: 'settlement.terms.feeInvalid', feePercent: 'settlement.terms.percentInvalid', settlementDays: 'settlement.terms.daysInvalid' });
    expect(check('-1', '-0.5', '1.5')).toEqual({ feeFixed: 'settlement.terms.feeInvalid', feePercent: 'settlement.terms.percentInvalid', settlementDays: 'settlement.terms.daysInvalid' });
    expect(check('1000.01', '1.234', 'x')).toEqual({ feeFixed: 'settlement.terms.feeTooHigh', feePercent: 'settlement.terms.percentInvalid', settlementDays: 'settlement.terms.daysInvalid' });
    expect(check('', ' ', '')).toEqual({ feeFixed: 'errors.required', feePercent: 'errors.required', settlementDays: 'errors.required' });
  });

  it('reads the terms into the form and sends the API its shapes', () => {
    expect(termsValues({ feeFixed: '1.50', feePercent: '0', settlementDays: 1 })).toEqual({ feeFixed: '1.50', feePercent: '0', settlementDays: '1' });
    expect(toTermsInput({ feeFixed: ' 2 ', feePercent: '1.5 ', settlementDays: ' 3' })).toEqual({ feeFixed: '2', feePercent: '1.5', settlementDays: 3 });
  });

  it('lets HQ alone set them', () => {
    expect([canSetTerms({ role: 'hq' }), canSetTerms({ role: 'staff' }), canSetTerms({ role: 'agent' })]).toEqual([true, false, false]);
  });
});
