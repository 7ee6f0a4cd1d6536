/** What a ranking page shows besides its rows. */
import type { RankingPage, RankingRow } from '../api/types';

/** The agent's own row to pin above the list ("Your position"): `mine` when it is not on the page shown. */
export function pinnedRow(page: Pick<RankingPage, 'items' | 'mine'>): RankingRow | null {
  const mine = page.mine;
  if (!mine) return null;
  return page.items.some((r) => r.me || r.agent.id === mine.agent.id) ? null : mine;
}

/** Amounts are hidden from the viewer (HQ switched them off for agents): the rows carry positions only. */
export const positionsOnly = (page: Pick<RankingPage, 'amountsShown'>) => !page.amountsShown;

/** A count from the API ("14") as a number for plurals; anything else is 0. */
export function countOf(value: string): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}
