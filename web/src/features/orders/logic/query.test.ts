import { describe, expect, it } from 'vitest';
import { activeFilterCount, changeQuery, datesInOrder, DEFAULT_QUERY, ordersListUrl, readOrderQuery, writeOrderQuery } from './query';

const read = (qs: string) => readOrderQuery(new URLSearchParams(qs));

describe('order list query', () => {
  it('reads the defaults from a bare address', () => {
    expect(read('')).toEqual(DEFAULT_QUERY);
    expect(DEFAULT_QUERY.status).toBe('unpaid');
  });

  it('reads every filter and drops malformed values', () => {
    const q = read('status=approval&search=%20aina%20&from=2026-11-01&to=2026-11-30&paymentMethod=manual&shipmentType=pickup&seller=upline&view=team&page=3');
    expect(q).toEqual({ status: 'approval', search: 'aina', from: '2026-11-01', to: '2026-11-30', paymentMethod: 'manual', shipmentType: 'pickup', seller: 'upline', view: 'team', page: 3 });
    expect(read('status=shipped&from=1/11/2026&paymentMethod=cash&shipmentType=x&seller=me&view=all&page=-2')).toEqual(DEFAULT_QUERY);
  });

  it('writes back only what differs from the defaults, per role', () => {
    const q = { ...DEFAULT_QUERY, status: 'to_ship' as const, search: 'RK26', seller: 'hq' as const, paymentMethod: 'manual' as const, view: 'team' as const, page: 2 };
    expect(writeOrderQuery(q, false)).toEqual({ status: 'to_ship', search: 'RK26', paymentMethod: 'manual', seller: 'hq', page: '2' });
    expect(writeOrderQuery(q, true)).toEqual({ status: 'to_ship', search: 'RK26', view: 'team', page: '2' });
    expect(writeOrderQuery(DEFAULT_QUERY, true)).toEqual({});
  });

  it('goes back to page 1 on any change but the page', () => {
    const q = { ...DEFAULT_QUERY, page: 4 };
    expect(changeQuery(q, { status: 'delivery' }).page).toBe(1);
    expect(changeQuery(q, { page: 5 }).page).toBe(5);
  });

  it('builds the HQ call with the tab, the search and the filters', () => {
    const url = new URL(ordersListUrl({ ...DEFAULT_QUERY, status: 'approval', search: 'aina ali', from: '2026-11-01', seller: 'upline', view: 'team' }, false), 'http://x');
    expect(url.pathname).toBe('/api/orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'approval', search: 'aina ali', from: '2026-11-01', seller: 'upline', page: '1', perPage: '20' });
  });

  it("builds the agent's call with the personal/team view and the dates only", () => {
    const url = new URL(ordersListUrl({ ...DEFAULT_QUERY, status: 'delivery', view: 'team', seller: 'hq', shipmentType: 'courier', from: '2026-11-01' }, true), 'http://x');
    expect(url.pathname).toBe('/api/sales/orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({ view: 'team', status: 'delivery', from: '2026-11-01', page: '1', perPage: '20' });
  });

  it('counts the filters set and checks the date range', () => {
    expect(activeFilterCount({ ...DEFAULT_QUERY, from: '2026-11-01', seller: 'hq' }, false)).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_QUERY, from: '2026-11-01', seller: 'hq', paymentMethod: 'manual' }, true)).toBe(1);
    expect(datesInOrder({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(datesInOrder({ from: '2026-11-01', to: '' })).toBe(true);
  });
});
