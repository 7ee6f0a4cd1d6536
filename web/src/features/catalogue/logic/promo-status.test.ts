import { describe, expect, it } from 'vitest';
import { asPromoTab, filterByTab, tabCounts } from './promo-status';

const items = [
  { id: 1, status: 'ongoing' as const },
  { id: 2, status: 'expired' as const },
  { id: 3, status: 'ongoing' as const },
  { id: 4, status: 'suspended' as const },
];

describe('promo status tabs', () => {
  it('reads a tab from the address, defaulting to all', () => {
    expect(asPromoTab('upcoming')).toBe('upcoming');
    expect(asPromoTab('nonsense')).toBe('all');
    expect(asPromoTab(null)).toBe('all');
  });
  it('filters and counts by status', () => {
    expect(filterByTab(items, 'ongoing').map((i) => i.id)).toEqual([1, 3]);
    expect(filterByTab(items, 'all')).toHaveLength(4);
    expect(tabCounts(items)).toEqual({ all: 4, ongoing: 2, upcoming: 0, expired: 1, suspended: 1 });
  });
});
