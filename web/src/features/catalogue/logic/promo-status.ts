/** Package and combo lists: the status tabs and their counts. */
import type { PromoStatus } from '../api/types';

export const PROMO_TABS = ['all', 'ongoing', 'upcoming', 'expired', 'suspended'] as const;
export type PromoTab = (typeof PROMO_TABS)[number];

export const asPromoTab = (v: string | null): PromoTab => ((PROMO_TABS as readonly string[]).includes(v ?? '') ? (v as PromoTab) : 'all');

export function filterByTab<T extends { status: PromoStatus }>(items: readonly T[], tab: PromoTab): T[] {
  return tab === 'all' ? [...items] : items.filter((i) => i.status === tab);
}

export function tabCounts(items: readonly { status: PromoStatus }[]): Record<PromoTab, number> {
  const counts: Record<PromoTab, number> = { all: items.length, ongoing: 0, upcoming: 0, expired: 0, suspended: 0 };
  for (const i of items) counts[i.status] += 1;
  return counts;
}
