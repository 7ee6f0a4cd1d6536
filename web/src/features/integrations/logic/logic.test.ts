import { describe, expect, it } from 'vitest';
import type { BillplzSetup } from '../api/types';
import { billplzSchema, billplzValues, switchOnInput, toBillplzInput } from './billplz-form';
import { isZeroFee, providerInitials } from './display';

const saved: BillplzSetup = { collectionId: 'col_1', sandbox: true, adminFee: '1.50', active: false, apiKey: '••••2c81', xSignatureKey: '••••9f0e' };

const issues = (connected: boolean, v: Record<string, unknown>) => {
  const r = billplzSchema(connected).safeParse({ ...billplzValues(null), ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('Billplz form', () => {
  it('needs both keys and the collection on the first connection, not the keys afterwards', () => {
    expect(issues(false, {})).toEqual({ apiKey: 'errors.required', xSignatureKey: 'errors.required', collectionId: 'errors.required' });
    expect(issues(false, { apiKey: 'k', xSignatureKey: 'x', collectionId: 'c' })).toEqual({});
    expect(issues(true, { collectionId: 'c' })).toEqual({});
  });

  it('takes an empty admin fee or an amount of up to two decimals', () => {
    expect(issues(true, { collectionId: 'c', adminFee: '1.50' })).toEqual({});
    expect(issues(true, { collectionId: 'c', adminFee: '  ' })).toEqual({});
    expect(issues(true, { collectionId: 'c', adminFee: '1.505' })).toEqual({ adminFee: 'integrations.billplz.form.feeInvalid' });
    expect(issues(true, { collectionId: 'c', adminFee: 'RM1' })).toEqual({ adminFee: 'integrations.billplz.form.feeInvalid' });
  });

  it('starts from the saved account with the keys empty, and sends empty keys and fee as null', () => {
    expect(billplzValues(saved)).toEqual({ apiKey: '', xSignatureKey: '', collectionId: 'col_1', sandbox: true, adminFee: '1.50' });
    expect(toBillplzInput({ apiKey: ' ', xSignatureKey: '', collectionId: ' col_2 ', sandbox: false, adminFee: '' }, true)).toEqual({
      apiKey: null,
      xSignatureKey: null,
      collectionId: 'col_2',
      sandbox: false,
      adminFee: null,
      active: true,
    });
    expect(switchOnInput(saved)).toEqual({ apiKey: null, xSignatureKey: null, collectionId: 'col_1', sandbox: true, adminFee: '1.50', active: true });
  });
});

describe('display', () => {
  it('draws a brand by its initials', () => {
    expect(['Billplz', 'Ninja Van', 'City-Link', 'EasyParcel', 'Pos Laju', ''].map(providerInitials)).toEqual(['B', 'NV', 'CL', 'EP', 'PL', '?']);
  });

  it('reads a zero admin fee as none', () => {
    expect(['0', '0.00', '', null, '1.00'].map(isZeroFee)).toEqual([true, true, true, true, false]);
  });
});
