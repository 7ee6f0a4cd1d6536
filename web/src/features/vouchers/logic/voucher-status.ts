/** The voucher list's status tabs (spec §4: ongoing, upcoming, expired; suspended) and their counts. */
import type { VoucherStatus } from '../api/types';

export const VOUCHER_TABS = ['all', 'ongoing', 'upcoming', 'expired', 'suspended'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

/** The tab named in the address (?status=), defaulting to all. */
export const asVoucherTab = (v: string | null): VoucherTab => ((VOUCHER_TABS as readonly string[]).includes(v ?? '') ? (v as VoucherTab) : 'all');

export function filterVouchers<T extends { status: VoucherStatus }>(items: readonly T[], tab: VoucherTab): T[] {
  return tab === 'all' ? [...items] : items.filter((i) => i.status === tab);
}

export function voucherCounts(items: readonly { status: VoucherStatus }[]): Record<VoucherTab, number> {
  const counts: Record<VoucherTab, number> = { all: items.length, ongoing: 0, upcoming: 0, expired: 0, suspended: 0 };
  for (const i of items) if (i.status in counts) counts[i.status] += 1;
  return counts;
}
