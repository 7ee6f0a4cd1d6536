/** The voucher screens use the shared screen-test helpers, plus a voucher as the API lists it. */
import type { Voucher } from './api/types';

export * from '@/test-utils';

/** A voucher as the API lists it. */
export const voucher = (patch: Partial<Voucher> = {}): Voucher => ({
  id: 1,
  voucherName: 'Raya sale',
  Type: 'amount',
  Code: 'RAYA10',
  Quota: 100,
  StartDate: '2026-03-01',
  StopDate: '2026-03-31',
  Disc: '10.00',
  MinPurchase: '50.00',
  UsgLimit: 2,
  freeShipping: false,
  firstOrder: false,
  package: false,
  status: 'ongoing',
  usedCount: 12,
  ...patch,
});
