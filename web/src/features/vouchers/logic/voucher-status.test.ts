import { describe, expect, it } from 'vitest';
import { asVoucherTab, filterVouchers, voucherCounts } from './voucher-status';

const items = [
  { id: 1, status: 'ongoing' as const },
  { id: 2, status: 'expired' as const },
  { id: 3, status: 'ongoing' as const },
  { id: 4, status: 'suspended' as const },
];

describe('voucher status tabs', () => {
  it('reads the tab from the address, defaulting to all', () => {
    expect(asVoucherTab('upcoming')).toBe('upcoming');
    expect(asVoucherTab('suspended')).toBe('suspended');
    expect(asVoucherTab('nonsense')).toBe('all');
    expect(asVoucherTab(null)).toBe('all');
  });

  it('filters and counts by status', () => {
    expect(filterVouchers(items, 'ongoing').map((i) => i.id)).toEqual([1, 3]);
    expect(filterVouchers(items, 'upcoming')).toEqual([]);
    expect(filterVouchers(items, 'all')).toHaveLength(4);
    expect(voucherCounts(items)).toEqual({ all: 4, ongoing: 2, upcoming: 0, expired: 1, suspended: 1 });
    expect(voucherCounts([])).toEqual({ all: 0, ongoing: 0, upcoming: 0, expired: 0, suspended: 0 });
  });
});
