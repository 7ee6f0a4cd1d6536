/**
 * The CP58 calls (docs/api-tax.md): HQ's page of the year's agents, the statements (an agent's own, or
 * one agent's on the HQ side) and the issuing run. Every call is refused with 422 `not_malaysian` for a
 * company not trading in ringgit (IDR); searching and issuing also with 422 `cp58_off` while the company's
 * CP58 feature is off (statements already issued stay readable).
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl } from '@/lib/api';
import { searchParams, type Cp58Query } from '../logic/query';
import type { Cp58List, Cp58Run, Cp58RunInput, Cp58Search } from './types';

export const REPORT_API = '/api/report';
export const SEARCH_PATH = `${REPORT_API}/searchcp58`;
export const STATEMENTS_PATH = `${REPORT_API}/getcp58`;
export const ISSUE_PATH = '/api/report/cp58';

/** GET /report/searchcp58 of the year shown, with the filter, the search and the page. */
export const searchKey = (year: number, q: Pick<Cp58Query, 'filter' | 'search' | 'page'>) => buildUrl(SEARCH_PATH, searchParams(year, q));

/** GET /report/getcp58: an agent's own (no agentId, every year unless one is named); the HQ side names the agent. */
export const statementsKey = (scope: { year?: number; agentId?: number } = {}) => buildUrl(STATEMENTS_PATH, { year: scope.year, agentId: scope.agentId });

/** One page of the year's agents; the page shown stays while another loads. */
export const useCp58Search = (year: number, q: Pick<Cp58Query, 'filter' | 'search' | 'page'>) => useSWR<Cp58Search>(searchKey(year, q), { keepPreviousData: true });

/** The signed-in agent's own statements, newest year first. */
export const useOwnCp58s = () => useSWR<Cp58List>(statementsKey());

/** One agent's statements (the HQ side), for a year or every year. */
export const fetchCp58s = (scope: { year?: number; agentId: number }) => api.get<Cp58List>(STATEMENTS_PATH, { year: scope.year, agentId: scope.agentId });

/**
 * Issues (or re-issues, with today's figures) the year's CP58 of every agent over the threshold, plus the
 * agents named (on request). 422 `year_not_ended` for a year not over yet; 422 `not_malaysian` for an IDR company.
 */
export function issueCp58(year: number, agentIds?: readonly number[]): Promise<Cp58Run> {
  const body: Cp58RunInput = agentIds && agentIds.length > 0 ? { year, agentIds: [...agentIds] } : { year };
  return api.post<Cp58Run>(ISSUE_PATH, body);
}

/** Every CP58 answer on screen (the search pages, the statements) is stale after a run. */
export const reloadCp58 = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && (key.startsWith(SEARCH_PATH) || key.startsWith(STATEMENTS_PATH)));
