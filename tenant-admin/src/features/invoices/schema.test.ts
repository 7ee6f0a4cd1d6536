import { describe, expect, it } from 'vitest';
import { paymentSchema, voidSchema } from './schema';

const today = '2026-05-10';
const form = { amount: '199', reference: ' TT-0001 ', paidOn: '2026-05-09', note: '' };

function issues(schema: ReturnType<typeof paymentSchema>, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('record payment form', () => {
  it('sends the amount at the currency scale and a blank note as null', () => {
    expect(paymentSchema('MYR', today).parse(form)).toEqual({ amount: '199.00', reference: 'TT-0001', paidOn: '2026-05-09', note: null });
    expect(paymentSchema('IDR', today).parse({ ...form, amount: '250000', note: ' BCA ' })).toEqual({
      amount: '250000',
      reference: 'TT-0001',
      paidOn: '2026-05-09',
      note: 'BCA',
    });
  });

  it('refuses a missing, zero or wrongly written amount', () => {
    const myr = paymentSchema('MYR', today);
    expect(issues(myr, { ...form, amount: '' })).toEqual({ amount: 'validation.required' });
    expect(issues(myr, { ...form, amount: '0.00' })).toEqual({ amount: 'validation.amount_positive' });
    expect(issues(myr, { ...form, amount: '1,000' })).toEqual({ amount: 'validation.amount' });
    expect(issues(paymentSchema('IDR', today), { ...form, amount: '1000.50' })).toEqual({ amount: 'validation.amount_whole' });
  });

  it('shows the amount error next to the others', () => {
    expect(issues(paymentSchema('MYR', today), { amount: '', reference: 'x'.repeat(101), paidOn: '', note: '' })).toEqual({
      amount: 'validation.required',
      reference: 'validation.too_long',
      paidOn: 'validation.date',
    });
  });

  it('takes a blank reference and needs a real day, not in the future', () => {
    const myr = paymentSchema('MYR', today);
    expect(myr.parse({ ...form, reference: '  ' }).reference).toBe('');
    expect(issues(myr, { ...form, paidOn: '2026-02-30' })).toEqual({ paidOn: 'validation.date' });
    expect(issues(myr, { ...form, paidOn: '2026-05-11' })).toEqual({ paidOn: 'validation.date_future' });
    expect(myr.safeParse({ ...form, paidOn: today }).success).toBe(true);
  });
});

describe('void form', () => {
  it('needs a reason', () => {
    expect(voidSchema.safeParse({ reason: ' ' }).success).toBe(false);
    expect(voidSchema.parse({ reason: ' Issued twice ' })).toEqual({ reason: 'Issued twice' });
  });
});
