import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterParams, hasFilters, readFilters, validRange, withFilter, writeFilters } from './filters';

describe('agent filters in the address', () => {
  it('reads valid values and drops junk', () => {
    const f = readFilters(new URLSearchParams('search=nur&tierId=2&status=new&uplineId=x&joinedFrom=2026-01-01&joinedTo=1/2/2026&page=3'));
    expect(f).toEqual({ search: 'nur', tierId: '2', status: 'new', uplineId: '', joinedFrom: '2026-01-01', joinedTo: '', page: 3 });
    expect(readFilters(new URLSearchParams('status=deleted&page=-1'))).toEqual(EMPTY_FILTERS);
  });

  it('writes only what is set, and round-trips', () => {
    const f = { ...EMPTY_FILTERS, search: 'a b', uplineId: '7', page: 2 };
    const q = writeFilters(f);
    expect(q.toString()).toBe('search=a+b&uplineId=7&page=2');
    expect(readFilters(q)).toEqual(f);
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(writeFilters(EMPTY_FILTERS, { open: '9' }).toString()).toBe('open=9');
  });

  it('goes back to page 1 when a filter changes, keeps it when only paging', () => {
    const f = { ...EMPTY_FILTERS, page: 4 };
    expect(withFilter(f, { status: 'active' }).page).toBe(1);
    expect(withFilter(f, { page: 5 }).page).toBe(5);
  });

  it('makes the call parameters without blanks', () => {
    expect(filterParams({ ...EMPTY_FILTERS, search: '  lim ', tierId: '3' })).toEqual({
      search: 'lim', tierId: '3', status: undefined, uplineId: undefined, joinedFrom: undefined, joinedTo: undefined,
    });
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, joinedTo: '2026-01-01' })).toBe(true);
  });

  it('checks the date range and counts pages', () => {
    expect(validRange('2026-02-01', '2026-01-01')).toBe(false);
    expect(validRange('', '2026-01-01')).toBe(true);
  });
});
