import { describe, expect, it } from 'vitest';
import { readHistoryFilters, readListFilters, toSearchParams, validRange, withFilter } from './filters';

describe('list filters', () => {
  it('reads valid values and drops junk', () => {
    const f = readListFilters(new URLSearchParams('branchId=2&categoryId=x&search=ser&band=low&page=3'));
    expect(f).toEqual({ branchId: '2', categoryId: '', search: 'ser', band: 'low', page: 3 });
    expect(readListFilters(new URLSearchParams('band=purple&page=-2')).band).toBe('');
    expect(readListFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('goes back to page 1 when a filter changes, keeps it when only paging', () => {
    const f = readListFilters(new URLSearchParams('page=4'));
    expect(withFilter(f, { band: 'out' }).page).toBe(1);
    expect(withFilter(f, { page: 5 }).page).toBe(5);
  });

  it('writes only what is set', () => {
    expect(toSearchParams({ branchId: '1', search: '', band: '', page: 1 }).toString()).toBe('branchId=1');
    expect(toSearchParams({ page: 2, search: 'a b' }).toString()).toBe('page=2&search=a+b');
  });
});

describe('history filters', () => {
  it('accepts in/out and ISO dates only', () => {
    const f = readHistoryFilters(new URLSearchParams('type=in&from=2026-01-01&to=01/02/2026&productId=7'));
    expect(f).toEqual({ productId: '7', branchId: '', type: 'in', from: '2026-01-01', to: '' });
    expect(readHistoryFilters(new URLSearchParams('type=both')).type).toBe('');
  });

  it('checks the range', () => {
    expect(validRange('', '2026-01-01')).toBe(true);
    expect(validRange('2026-01-02', '2026-01-01')).toBe(false);
    expect(validRange('2026-01-01', '2026-01-01')).toBe(true);
  });
});
