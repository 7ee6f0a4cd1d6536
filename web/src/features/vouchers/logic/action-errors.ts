/** What to show when a voucher call fails: 'Voucher not found' (spec §8) for a 404, else the server's own message. */
import { ApiError } from '@/lib/api';

export function voucherErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('vouchers.notFound');
    if (error.message.trim() !== '') return error.message;
  }
  return t('errors.generic');
}

/** Whether a failure means the voucher does not exist (any more). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
