import { describe, expect, it } from 'vitest';
import { initialOneOff, oneOffInvoiceSchema, paymentSchema, voidSchema } from './schema';

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

describe('new invoice form', () => {
  const oneOff = { description: ' Set-up fee ', amount: '1500', dueOn: '2026-05-24' };

  function oneOffIssues(currency: string, values: unknown): Record<string, string> {
    const result = oneOffInvoiceSchema(currency, today).safeParse(values);
    return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  }

  it('starts empty, due two weeks after today, and is not sent so', () => {
    expect(initialOneOff(today)).toEqual({ description: '', amount: '', dueOn: '2026-05-24' });
    expect(initialOneOff('2026-12-25').dueOn).toBe('2027-01-08');
    expect(oneOffIssues('MYR', initialOneOff(today))).toEqual({ description: 'validation.required', amount: 'validation.required' });
  });

  it('sends the trimmed description and the amount at the currency scale', () => {
    expect(oneOffInvoiceSchema('MYR', today).parse(oneOff)).toEqual({ description: 'Set-up fee', amount: '1500.00', dueOn: '2026-05-24' });
    expect(oneOffInvoiceSchema('MYR', today).parse({ ...oneOff, amount: ' 99.5 ' }).amount).toBe('99.50');
    expect(oneOffInvoiceSchema('IDR', today).parse({ ...oneOff, amount: '2500000' }).amount).toBe('2500000');
  });

  it('needs a description of up to 200 characters', () => {
    expect(oneOffIssues('MYR', { ...oneOff, description: '   ' })).toEqual({ description: 'validation.required' });
    expect(oneOffIssues('MYR', { ...oneOff, description: 'x'.repeat(201) })).toEqual({ description: 'validation.too_long' });
    expect(oneOffIssues('MYR', { ...oneOff, description: ` ${'x'.repeat(200)} ` })).toEqual({});
    // Characters, not UTF-16 units: 200 emoji are 200 characters.
    expect(oneOffIssues('MYR', { ...oneOff, description: '🎓'.repeat(200) })).toEqual({});
  });

  it('needs a positive amount written for the currency', () => {
    expect(oneOffIssues('MYR', { ...oneOff, amount: '0' })).toEqual({ amount: 'validation.amount_positive' });
    expect(oneOffIssues('MYR', { ...oneOff, amount: '-5' })).toEqual({ amount: 'validation.amount' });
    expect(oneOffIssues('MYR', { ...oneOff, amount: '10.005' })).toEqual({ amount: 'validation.amount' });
    expect(oneOffIssues('MYR', { ...oneOff, amount: '1,500' })).toEqual({ amount: 'validation.amount' });
    expect(oneOffIssues('IDR', { ...oneOff, amount: '250000.50' })).toEqual({ amount: 'validation.amount_whole' });
    expect(oneOffIssues('IDR', { ...oneOff, amount: '1000000000000' })).toEqual({ amount: 'validation.amount_too_large' });
  });

  it('takes a due day from today to a year ahead', () => {
    expect(oneOffIssues('MYR', { ...oneOff, dueOn: today })).toEqual({});
    expect(oneOffIssues('MYR', { ...oneOff, dueOn: '2026-05-09' })).toEqual({ dueOn: 'validation.date_past' });
    expect(oneOffIssues('MYR', { ...oneOff, dueOn: '2027-05-11' })).toEqual({});
    expect(oneOffIssues('MYR', { ...oneOff, dueOn: '2027-05-12' })).toEqual({ dueOn: 'validation.date_too_far' });
    expect(oneOffIssues('MYR', { ...oneOff, dueOn: '2026-02-30' })).toEqual({ dueOn: 'validation.date' });
    expect(oneOffIssues('MYR', { ...oneOff, dueOn: '' })).toEqual({ dueOn: 'validation.date' });
  });
});
