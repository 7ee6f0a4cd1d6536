import { describe, expect, it } from 'vitest';
import { hasWithholding, settingsSchema, settingsSchemaFor, settingsValues, toSettingsInput, topupSchema } from './money-forms';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error?.issues[0].message);
const WITHHOLDING = { withholdingThreshold: '100000.00', withholdingRate: '2.00' };

describe('the company-money forms', () => {
  it('takes a top-up of a plain positive amount', () => {
    expect(topupSchema.parse({ amount: ' 500.00 ' }).amount).toBe('500.00');
    expect(firstIssue(topupSchema.safeParse({ amount: '' }))).toBe('errors.required');
    expect(firstIssue(topupSchema.safeParse({ amount: '1,000' }))).toBe('commission.payout.amountInvalid');
    expect(firstIssue(topupSchema.safeParse({ amount: '0.00' }))).toBe('commission.payout.amountPositive');
  });

  it('takes a smallest payout of zero or more, and sends every setting', () => {
    for (const ok of ['0', '0.00', '50', '50.00']) expect(firstIssue(settingsSchema.safeParse({ overrideCompresses: true, payoutMinimum: ok, ...WITHHOLDING })), ok).toBeNull();
    expect(firstIssue(settingsSchema.safeParse({ overrideCompresses: true, payoutMinimum: ' ', ...WITHHOLDING }))).toBe('errors.required');
    expect(firstIssue(settingsSchema.safeParse({ overrideCompresses: true, payoutMinimum: '-5', ...WITHHOLDING }))).toBe('commission.payout.amountInvalid');
    expect(settingsValues({ overrideCompresses: false, payoutMinimum: '50.00', ...WITHHOLDING })).toEqual({ overrideCompresses: false, payoutMinimum: '50.00', ...WITHHOLDING });
    expect(toSettingsInput({ overrideCompresses: true, payoutMinimum: ' 30 ', withholdingThreshold: ' 90000 ', withholdingRate: ' 2.5 ' })).toEqual({
      overrideCompresses: true,
      payoutMinimum: '30',
      withholdingThreshold: '90000',
      withholdingRate: '2.5',
    });
  });

  it('takes a withholding threshold of zero or more and a rate from 0 to 99.99', () => {
    const check = (patch: Partial<typeof WITHHOLDING>) => firstIssue(settingsSchema.safeParse({ overrideCompresses: true, payoutMinimum: '50', ...WITHHOLDING, ...patch }));
    for (const ok of ['0', '100000', '100000.00', ' 5000.5 ']) expect(check({ withholdingThreshold: ok }), ok).toBeNull();
    expect(check({ withholdingThreshold: '' })).toBe('errors.required');
    for (const bad of ['100,000', '-1', '1.234']) expect(check({ withholdingThreshold: bad }), bad).toBe('commission.payout.amountInvalid');
    for (const ok of ['0', '2', '2.00', '2.5', '99.99', ' 10 ']) expect(check({ withholdingRate: ok }), ok).toBeNull();
    expect(check({ withholdingRate: ' ' })).toBe('errors.required');
    for (const bad of ['100', '-2', '2.555', '2%', 'abc']) expect(check({ withholdingRate: bad }), bad).toBe('commission.settings.withholdingRateInvalid');
  });

  it('leaves withholding out for an IDR company: not checked, not sent', () => {
    expect(hasWithholding('MYR')).toBe(true);
    expect(hasWithholding('IDR')).toBe(false);
    expect(firstIssue(settingsSchemaFor(false).safeParse({ overrideCompresses: true, payoutMinimum: '50', withholdingThreshold: '', withholdingRate: '2.0000' }))).toBeNull();
    expect(firstIssue(settingsSchemaFor(true).safeParse({ overrideCompresses: true, payoutMinimum: '50', withholdingThreshold: '', withholdingRate: '2' }))).toBe('errors.required');
    expect(toSettingsInput({ overrideCompresses: true, payoutMinimum: '30', ...WITHHOLDING }, false)).toEqual({ overrideCompresses: true, payoutMinimum: '30' });
  });
});
