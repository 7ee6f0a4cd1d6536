import { describe, expect, it } from 'vitest';
import type { Voucher } from '../api/types';
import {
  decimalProblem,
  emptyVoucherValues,
  isVoucherCode,
  normaliseCode,
  parseWhole,
  placeVoucherErrors,
  toVoucherInput,
  voucherSchema,
  voucherValues,
  type VoucherFormValues,
} from './voucher-form';

const valid = (patch: Partial<VoucherFormValues> = {}): VoucherFormValues => ({
  ...emptyVoucherValues(),
  name: 'Raya sale',
  code: 'raya-10',
  disc: '10',
  quota: '100',
  startDate: '2026-03-01',
  stopDate: '2026-03-31',
  ...patch,
});

/** The messages of a failed parse, by field. */
function problems(values: VoucherFormValues, usedCount = 0): Record<string, string> {
  const r = voucherSchema(usedCount).safeParse(values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

const saved: Voucher = {
  id: 4, voucherName: 'Raya sale', Type: 'percent', Code: 'RAYA10', Quota: 100, StartDate: '2026-03-01', StopDate: '2026-03-31',
  Disc: '10.00', MinPurchase: '0.00', UsgLimit: null, freeShipping: true, firstOrder: false, package: true, status: 'upcoming', usedCount: 12,
};

describe('voucher codes', () => {
  it('are 3–30 letters, digits, - or _, saved in capitals', () => {
    expect(normaliseCode('  raya-10 ')).toBe('RAYA-10');
    expect(isVoucherCode('raya_10')).toBe(true);
    expect(isVoucherCode('AB')).toBe(false);
    expect(isVoucherCode('A'.repeat(30))).toBe(true);
    expect(isVoucherCode('A'.repeat(31))).toBe(false);
    expect(isVoucherCode('RAYA 10')).toBe(false);
    expect(isVoucherCode('RAYA!')).toBe(false);
    expect(isVoucherCode('ÉTÉ10')).toBe(false);
  });
});

describe('numbers', () => {
  it('checks decimals like the server: a number, 2 decimals at most, within the maximum', () => {
    expect(decimalProblem('10', 10_000n)).toBeNull();
    expect(decimalProblem('100.00', 10_000n)).toBeNull();
    expect(decimalProblem('100.01', 10_000n)).toBe('range');
    expect(decimalProblem('1.500', 10_000n)).toBeNull();
    expect(decimalProblem('1.555', 10_000n)).toBe('decimals');
    expect(decimalProblem('1,250.50', 999_999_999_999n)).toBeNull();
    expect(decimalProblem('-1', 10_000n)).toBe('number');
    expect(decimalProblem('abc', 10_000n)).toBe('number');
    expect(decimalProblem('1.', 10_000n)).toBe('number');
  });

  it('reads whole numbers from 1 to 10,000,000', () => {
    expect(parseWhole('1')).toBe(1);
    expect(parseWhole(' 10000000 ')).toBe(10_000_000);
    expect(parseWhole('10000001')).toBeNull();
    expect(parseWhole('0')).toBeNull();
    expect(parseWhole('2.5')).toBeNull();
    expect(parseWhole('')).toBeNull();
  });
});

describe('the voucher form rules', () => {
  it('accepts a complete voucher', () => {
    expect(problems(valid())).toEqual({});
    expect(problems(valid({ type: 'percent', disc: '100', minPurchase: '50.00', usgLimit: '2', stopDate: '2026-03-01' }))).toEqual({});
  });

  it('names every missing field at once', () => {
    expect(problems(emptyVoucherValues())).toEqual({
      name: 'errors.required',
      code: 'errors.required',
      disc: 'errors.required',
      quota: 'errors.required',
      startDate: 'errors.required',
      stopDate: 'errors.required',
    });
  });

  it('mirrors the server: code format, percent at most 100, stop not before start, quota at least 1', () => {
    expect(problems(valid({ code: 'R!' }))).toEqual({ code: 'vouchers.errors.code' });
    expect(problems(valid({ type: 'percent', disc: '101' }))).toEqual({ disc: 'vouchers.errors.percentMax' });
    expect(problems(valid({ type: 'amount', disc: '101' }))).toEqual({});
    expect(problems(valid({ disc: '10000000000' }))).toEqual({ disc: 'vouchers.errors.amountMax' });
    expect(problems(valid({ disc: '1.234' }))).toEqual({ disc: 'vouchers.errors.decimals' });
    expect(problems(valid({ disc: 'ten' }))).toEqual({ disc: 'vouchers.errors.number' });
    expect(problems(valid({ minPurchase: '-5' }))).toEqual({ minPurchase: 'vouchers.errors.number' });
    expect(problems(valid({ stopDate: '2026-02-28' }))).toEqual({ stopDate: 'vouchers.errors.stopBeforeStart' });
    expect(problems(valid({ startDate: '2026-02-30' }))).toEqual({ startDate: 'vouchers.errors.date' });
    expect(problems(valid({ quota: '0' }))).toEqual({ quota: 'vouchers.errors.count' });
    expect(problems(valid({ usgLimit: '0' }))).toEqual({ usgLimit: 'vouchers.errors.count' });
    expect(problems(valid({ name: 'x'.repeat(121) }))).toEqual({ name: 'vouchers.errors.nameTooLong' });
  });

  it('keeps the quota of a used voucher at or above its use', () => {
    expect(problems(valid({ quota: '11' }), 12)).toEqual({ quota: 'vouchers.errors.quotaBelowUse' });
    expect(problems(valid({ quota: '12' }), 12)).toEqual({});
  });
});

describe('to and from the API', () => {
  it('fills the form from a saved voucher (no minimum shows empty)', () => {
    expect(voucherValues(saved)).toEqual({
      name: 'Raya sale', code: 'RAYA10', type: 'percent', disc: '10.00', minPurchase: '', quota: '100', usgLimit: '',
      startDate: '2026-03-01', stopDate: '2026-03-31', freeShipping: true, firstOrder: false, packageOnly: true,
    });
    expect(voucherValues({ ...saved, MinPurchase: '50.00', UsgLimit: 3 })).toMatchObject({ minPurchase: '50.00', usgLimit: '3' });
  });

  it('sends the server names, the code in capitals, blanks as null and no read-only fields', () => {
    expect(toVoucherInput(valid({ name: '  Raya sale ', minPurchase: '1,000', usgLimit: '2', packageOnly: true }), 4)).toEqual({
      id: 4, voucherName: 'Raya sale', Type: 'amount', Code: 'RAYA-10', Quota: 100, StartDate: '2026-03-01', StopDate: '2026-03-31',
      Disc: '10', MinPurchase: '1000', UsgLimit: 2, freeShipping: false, firstOrder: false, package: true,
    });
    const created = toVoucherInput(valid());
    expect(created).not.toHaveProperty('id');
    expect(created).toMatchObject({ MinPurchase: null, UsgLimit: null });
  });

  it('puts 422 errors under the form field they belong to', () => {
    expect(placeVoucherErrors({ Code: 'Another voucher has this code.', package: 'x', UsgLimit: 'This value is out of range.', other: 'Odd' })).toEqual({
      fields: [
        ['code', 'Another voucher has this code.'],
        ['packageOnly', 'x'],
        ['usgLimit', 'This value is out of range.'],
      ],
      other: ['Odd'],
    });
    expect(placeVoucherErrors(undefined)).toEqual({ fields: [], other: [] });
  });
});
