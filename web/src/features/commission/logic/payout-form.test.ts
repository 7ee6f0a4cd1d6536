import { describe, expect, it } from 'vitest';
import { payoutSchema, rejectSchema } from './payout-form';

const amountError = (amount: string) => {
  const r = payoutSchema.safeParse({ amount, bank: '' });
  return r.success ? null : r.error.issues[0].message;
};

describe('the payout request form', () => {
  it('takes a plain positive amount', () => {
    for (const ok of ['150.00', '150', '0.5', ' 50.10 ', '15000']) expect(amountError(ok), ok).toBeNull();
    expect(payoutSchema.parse({ amount: ' 50.10 ', bank: '' }).amount).toBe('50.10');
  });

  it('names what is wrong with the amount', () => {
    expect(amountError('')).toBe('errors.required');
    for (const bad of ['abc', '1,000', '-5', '1.234', '1e3']) expect(amountError(bad), bad).toBe('commission.payout.amountInvalid');
    for (const zero of ['0', '0.00']) expect(amountError(zero), zero).toBe('commission.payout.amountPositive');
  });

  it('asks a reason for a rejection, within what the server keeps', () => {
    expect(rejectSchema.safeParse({ reason: '  ' }).error?.issues[0].message).toBe('commission.queue.reasonRequired');
    expect(rejectSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0].message).toBe('commission.queue.reasonTooLong');
    expect(rejectSchema.parse({ reason: ' Wrong account ' }).reason).toBe('Wrong account');
  });
});
