/** Where the score ranking and the gameplan live, and what their addresses hold. */
import { DEFAULT_MEASURE, type Measure } from './measures';

export const SCORE_RANKING_PATH = '/score-ranking';
export const HALL_OF_FAME_PATH = '/score-ranking/hall-of-fame';
export const GAMEPLAN_PATH = '/gameplan';

export interface RankingScope {
  period?: string;
  measure?: Measure;
  page?: number;
}

/** The ranking's query: the month, the measure and the page, the first ranking and page left out. */
export function rankingQuery({ period, measure, page }: RankingScope): URLSearchParams {
  const q = new URLSearchParams();
  if (period) q.set('period', period);
  if (measure && measure !== DEFAULT_MEASURE) q.set('measure', measure);
  if (page && page > 1) q.set('page', String(page));
  return q;
}

/** /score-ranking[?period=2026-11][&measure=gs][&page=2] */
export function rankingPath(scope: RankingScope): string {
  const q = rankingQuery(scope).toString();
  return q ? `${SCORE_RANKING_PATH}?${q}` : SCORE_RANKING_PATH;
}

/** The gameplan's query: the month and (HQ side) the agent. */
export function gameplanQuery({ period, agentId }: { period?: string; agentId?: number | null }): URLSearchParams {
  const q = new URLSearchParams();
  if (period) q.set('period', period);
  if (agentId) q.set('agentId', String(agentId));
  return q;
}

/** /gameplan[?period=2026-11][&agentId=12] */
export function gameplanPath(scope: { period?: string; agentId?: number | null }): string {
  const q = gameplanQuery(scope).toString();
  return q ? `${GAMEPLAN_PATH}?${q}` : GAMEPLAN_PATH;
}

/** A positive whole number from the address (an id, a page), else undefined. */
export function readPositive(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
