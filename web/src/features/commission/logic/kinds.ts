/** The kinds of commission, in the plan's order (docs/api-commissions.md). */
import type { CommissionKind, CommissionKindSum } from '../api/types';

export const COMMISSION_KINDS: readonly CommissionKind[] = ['override', 'helper', 'sale-profit', 'recruit', 'introducer', 'affiliate', 'rank', 'personal-level', 'leadership'];

/** Whether a `type` from the address is a kind the API knows (anything else is its 422). */
export function isCommissionKind(value: unknown): value is CommissionKind {
  return typeof value === 'string' && (COMMISSION_KINDS as readonly string[]).includes(value);
}

/** In the plan's order; kinds this screen does not know yet keep their place after the known ones. */
export function orderByKind<T extends { kind: string }>(list: readonly T[]): T[] {
  const rank = (kind: string) => {
    const i = (COMMISSION_KINDS as readonly string[]).indexOf(kind);
    return i < 0 ? COMMISSION_KINDS.length : i;
  };
  return list
    .map((item, at) => ({ item, at }))
    .sort((a, b) => rank(a.item.kind) - rank(b.item.kind) || a.at - b.at)
    .map(({ item }) => item);
}

/** A period with no entry at all (zero amounts alone say nothing: a sale and its refund make zero). */
export function hasEntries(byKind: readonly Pick<CommissionKindSum, 'entries'>[]): boolean {
  return byKind.some((k) => k.entries > 0);
}
