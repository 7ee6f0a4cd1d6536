import { describe, expect, it } from 'vitest';
import type { BillplzSetup, CourierAccount } from '../api/types';
import { billplzSchema, billplzValues, switchOnInput, toBillplzInput } from './billplz-form';
import {
  chosenCouriers,
  couriersSchema,
  couriersValues,
  delyvaSchema,
  delyvaValues,
  easyparcelSchema,
  easyparcelValues,
  ninjavanSchema,
  ninjavanSwitchOn,
  ninjavanValues,
  parseCourierIds,
  routeSchema,
  routeValues,
  toEasyparcelInput,
  toNinjavanInput,
  toRouteInput,
} from './courier-forms';
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

const courierIssues = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('courier forms', () => {
  it('needs the secret only on the first connection, and sends an empty one as null (keep the saved one)', () => {
    expect(courierIssues(easyparcelSchema(false), easyparcelValues(null))).toEqual({ apiKey: 'errors.required' });
    expect(courierIssues(easyparcelSchema(true), easyparcelValues(null))).toEqual({});
    expect(toEasyparcelInput({ apiKey: '  ', sandbox: true, active: false })).toEqual({ apiKey: null, sandbox: true, active: false });
    expect(courierIssues(ninjavanSchema(false), ninjavanValues(null))).toEqual({ clientId: 'errors.required', clientSecret: 'errors.required' });
    expect(courierIssues(ninjavanSchema(true), { ...ninjavanValues(null), clientId: 'c', countryCode: 'us' })).toEqual({ countryCode: 'errors.required' });
    expect(courierIssues(delyvaSchema(false), delyvaValues(null))).toEqual({ apiKey: 'errors.required', customerId: 'errors.required', companyId: 'errors.required' });
  });

  it('starts from the saved account with the secrets empty', () => {
    const nv: CourierAccount = { provider: 'ninjavan', active: false, sandbox: true, checkedAt: null, apiKey: null, clientId: 'cid', clientSecret: '••••9f0e', countryCode: 'sg', customerId: null, companyId: null, through: null, accountNumber: null, couriers: [], balance: null, webhookPath: null };
    expect(ninjavanValues(nv)).toEqual({ clientId: 'cid', clientSecret: '', countryCode: 'sg', sandbox: true, active: false });
    expect(toNinjavanInput({ clientId: ' cid ', clientSecret: '', countryCode: 'sg', sandbox: true, active: false })).toEqual({ clientId: 'cid', clientSecret: null, countryCode: 'sg', sandbox: true, active: false });
    expect(ninjavanSwitchOn(nv)).toEqual({ clientId: 'cid', clientSecret: null, countryCode: 'sg', sandbox: true, active: true });
  });

  it('needs a route for Pos Laju and City-Link, the account number optional', () => {
    expect(courierIssues(routeSchema, routeValues(null))).toEqual({ through: 'errors.required' });
    expect(courierIssues(routeSchema, { through: 'delyva', accountNumber: 'x'.repeat(51), active: true })).toEqual({ accountNumber: 'integrations.courier.form.tooLong' });
    expect(toRouteInput({ through: 'easyparcel', accountNumber: ' 12 ', active: true })).toEqual({ through: 'easyparcel', accountNumber: '12', active: true });
  });

  it("reads EasyParcel's courier ids: ticked ones first, typed ones upper-cased, each once, of EasyParcel's shape", () => {
    expect(parseCourierIds(' ep-cr0a,EP-CR0C  ep-cr0a; ')).toEqual(['EP-CR0A', 'EP-CR0C']);
    expect(couriersValues(['EP-CR0D', 'EP-CR99', 'EP-CR0A'])).toEqual({ picked: ['EP-CR0D', 'EP-CR0A'], others: 'EP-CR99' });
    expect(chosenCouriers({ picked: ['EP-CR05', 'EP-CR0A'], others: 'ep-cr99, EP-CR0A' })).toEqual(['EP-CR0A', 'EP-CR05', 'EP-CR99']);
    expect(chosenCouriers({ picked: [], others: '' })).toEqual([]);
    expect(courierIssues(couriersSchema, { picked: [], others: 'EP-CR0A, CR0A' })).toEqual({ others: 'integrations.easyparcel.couriers.invalid' });
    const many = Array.from({ length: 21 }, (_, i) => `EP-CR${i}X`).join(',');
    expect(courierIssues(couriersSchema, { picked: [], others: many })).toEqual({ others: 'integrations.easyparcel.couriers.tooMany' });
  });
});
