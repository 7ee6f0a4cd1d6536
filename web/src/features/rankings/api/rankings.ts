/**
 * Score ranking and gameplan (docs/api-reports.md). Every call is a GET read through SWR; a missing
 * `period` means this month. Empty parameters are left out of the key.
 */
import useSWR from 'swr';
import { buildUrl } from '@/lib/api';
import type { Measure } from '../logic/measures';
import type { Gameplan, RankingPage, TopPerformers } from './types';

/** Rows of a ranking page. */
export const RANKING_PER_PAGE = 20;

export const rankingKey = (measure: Measure, period: string | undefined, page: number) =>
  buildUrl(`/api/scoreranking/score-ranking-${measure}`, { period, page, perPage: RANKING_PER_PAGE });

export const topPerformersKey = (period?: string) => buildUrl('/api/scoreranking/top-performer', { period });

export const gameplanKey = (period?: string, agentId?: number) => buildUrl('/api/gameplan', { period, agentId });

/** One page of a month's ranking (an agent: among their own team). The page shown stays while the next loads. */
export const useRanking = (measure: Measure, period: string | undefined, page: number) =>
  useSWR<RankingPage>(rankingKey(measure, period, page), { keepPreviousData: true });

/** The first three of each ranking in the month. */
export const useTopPerformers = (period?: string) => useSWR<TopPerformers>(topPerformersKey(period), { keepPreviousData: true });

/** An agent's gameplan: their own (no `agentId`), or, for the HQ side, the agent's given. `enabled` false: no call. */
export const useGameplan = (period: string | undefined, agentId: number | undefined, enabled = true) =>
  useSWR<Gameplan>(enabled ? gameplanKey(period, agentId) : null);
