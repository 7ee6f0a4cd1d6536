import { describe, expect, it } from 'vitest';
import { settingsSchema, settingsValues, toSettingsInput, topupSchema } from './money-forms';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error?.issues[0].message);

describe('the company-money forms', () => {
  it('takes a top-up of a plain positive amount', () => {
    expect(topupSchema.parse({ amount: ' 500.00 ' }).amount).toBe('500.00');
    expect(firstIssue(topupSchema.safeParse({ amount: '' }))).toBe('errors.required');
    expect(firstIssue(topupSchema.safeParse({ amount: '1,000' }))).toBe('commission.payout.amountInvalid');
    expect(firstIssue(topupSchema.safeParse({ amount: '0.00' }))).toBe('commission.payout.amountPositive');
  });

  it('takes a smallest payout of zero or more, and sends both settings', () => {
    for (const ok of ['0', '0.00', '50', '50.00']) expect(firstIssue(settingsSchema.safeParse({ overrideCompresses: true, payoutMinimum: ok })), ok).toBeNull();
    expect(firstIssue(settingsSchema.safeParse({ overrideCompresses: true, payoutMinimum: ' ' }))).toBe('errors.required');
    expect(firstIssue(settingsSchema.safeParse({ overrideCompresses: true, payoutMinimum: '-5' }))).toBe('commission.payout.amountInvalid');
    expect(settingsValues({ overrideCompresses: false, payoutMinimum: '50.00' })).toEqual({ overrideCompresses: false, payoutMinimum: '50.00' });
    expect(toSettingsInput({ overrideCompresses: true, payoutMinimum: ' 30 ' })).toEqual({ overrideCompresses: true, payoutMinimum: '30' });
  });
});
