import { describe, expect, it } from 'vitest';
import { COMMISSION_KINDS, hasEntries, isCommissionKind, orderByKind } from './kinds';

describe('commission kinds', () => {
  it("knows the contract's kinds and nothing else", () => {
    expect(COMMISSION_KINDS).toEqual(['override', 'helper', 'sale-profit', 'recruit', 'introducer', 'affiliate', 'rank', 'personal-level', 'leadership']);
    for (const k of COMMISSION_KINDS) expect(isCommissionKind(k), k).toBe(true);
    for (const bad of [null, undefined, '', 'Override', 'sale_profit', 'personal_level', 'bonus', 3]) expect(isCommissionKind(bad), String(bad)).toBe(false);
  });

  it("puts kinds in the plan's order, unknown ones last in the order they came", () => {
    const list = [{ kind: 'recruit' }, { kind: 'future-b' }, { kind: 'override' }, { kind: 'future-a' }, { kind: 'sale-profit' }, { kind: 'helper' }];
    expect(orderByKind(list).map((k) => k.kind)).toEqual(['override', 'helper', 'sale-profit', 'recruit', 'future-b', 'future-a']);
    expect(list[0].kind).toBe('recruit'); // not sorted in place
  });

  it('calls a period empty only when no kind has an entry', () => {
    expect(hasEntries([])).toBe(false);
    expect(hasEntries([{ entries: 0 }, { entries: 0 }])).toBe(false);
    expect(hasEntries([{ entries: 0 }, { entries: 2 }])).toBe(true);
  });
});
