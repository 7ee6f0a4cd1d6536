import { describe, expect, it } from 'vitest';
import { changeEkoopQuery, DEFAULT_EKOOP_QUERY, ekoopListUrl, readEkoopQuery, readPacking, writeEkoopQuery } from './query';

describe('e-koop list state in the address', () => {
  it('reads the filters, dropping what is malformed', () => {
    expect(readEkoopQuery(new URLSearchParams('store=3&class=+5 Bestari &status=to_ship&search=adam&page=2'))).toEqual({ storeId: 3, className: '5 Bestari', status: 'to_ship', search: 'adam', page: 2 });
    expect(readEkoopQuery(new URLSearchParams('store=x&status=nope&page=-1'))).toEqual(DEFAULT_EKOOP_QUERY);
  });

  it('writes back only what differs from the defaults, with the packing list when open', () => {
    expect(writeEkoopQuery(DEFAULT_EKOOP_QUERY)).toEqual({});
    expect(writeEkoopQuery({ ...DEFAULT_EKOOP_QUERY, status: 'completed' }, { storeId: 3, className: '5 Bestari' })).toEqual({ status: 'completed', pack: '3', packClass: '5 Bestari' });
    expect(readPacking(new URLSearchParams('pack=3&packClass=5 Bestari'))).toEqual({ storeId: 3, className: '5 Bestari' });
    expect(readPacking(new URLSearchParams('pack=3'))).toEqual({ storeId: 3, className: null });
    expect(readPacking(new URLSearchParams('packClass=5'))).toBeNull();
  });

  it('goes back to page 1 on any change but the page, and builds the list call', () => {
    const q = changeEkoopQuery({ ...DEFAULT_EKOOP_QUERY, page: 4 }, { className: '6 Cerdik' });
    expect(q.page).toBe(1);
    expect(ekoopListUrl({ ...q, storeId: 3, status: 'all' })).toBe('/api/store-program/ekoop/orders?storeId=3&className=6+Cerdik&page=1&perPage=50');
  });
});
