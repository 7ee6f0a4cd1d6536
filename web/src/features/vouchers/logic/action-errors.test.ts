import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { isNotFound, voucherErrorText } from './action-errors';

const t = (key: string) => `<${key}>`;

describe('voucher failures', () => {
  it('shows Voucher not found for a 404, whatever the server said', () => {
    const e = new ApiError({ status: 404, message: 'Data not found', error: 'not_found' });
    expect(voucherErrorText(e, t)).toBe('<vouchers.notFound>');
    expect(isNotFound(e)).toBe(true);
  });

  it("shows the server's message otherwise, e.g. a used voucher cannot be deleted", () => {
    const e = new ApiError({ status: 422, message: 'This voucher has been used; suspend it instead.', error: 'voucher_used' });
    expect(voucherErrorText(e, t)).toBe('This voucher has been used; suspend it instead.');
    expect(isNotFound(e)).toBe(false);
  });

  it('falls back to the generic text', () => {
    expect(voucherErrorText(new Error('x'), t)).toBe('<errors.generic>');
    expect(voucherErrorText(new ApiError({ status: 500, message: ' ' }), t)).toBe('<errors.generic>');
  });
});
