/** Promote, demote, change upline and suspend (HQ side with "promote/demote/suspend"). */
import useSWR from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { AgentFilters } from '../logic/filters';
import type { AgentPage, AgentRecord, ChangeRequest, HistoryEntry, PromoteSummary, UplineCandidate } from './types';

export const LIST_KEY = '/api/promote-demote';
export const SUMMARY_KEY = '/api/promote-demote/summary';

/** GET /api/promote-demote: the agents, as the database list. */
export function usePromoteList(f: AgentFilters) {
  const key = buildUrl(LIST_KEY, { search: f.search.trim() || undefined, tierId: f.tierId || undefined, status: f.status || undefined, page: f.page });
  return useSWR<AgentPage>(key, { keepPreviousData: true });
}

export const usePromoteSummary = () => useSWR<PromoteSummary>(SUMMARY_KEY);

/** GET /api/promote-demote/upline-list: new upline candidates (outside the agent's subtree, tier above `tierId`). */
export function useUplineList(agentId: number, tierId: number | null, search: string, enabled = true) {
  const key = enabled ? buildUrl('/api/promote-demote/upline-list', { agentId, tierId: tierId ?? undefined, search: search.trim() || undefined }) : null;
  return useSWR<UplineCandidate[]>(key, { keepPreviousData: true });
}

export const storeChange = (body: ChangeRequest) => api.post<AgentRecord>('/api/promote-demote/store', body);

export const setSuspended = (id: number, suspended: boolean) => api.post<AgentRecord>('/api/promote-demote/suspend', { id, suspended });

export const historyKey = (agentId: number) => buildUrl('/api/promote-demote/history', { agentId });

/** GET /api/promote-demote/history, newest first. */
export const useChangeHistory = (agentId: number, enabled = true) => useSWR<HistoryEntry[]>(enabled ? historyKey(agentId) : null);

/** Refreshes every cached list, summary and record after a change. */
export const isAgentKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(LIST_KEY) || key.startsWith('/api/agent-database') || key.startsWith('/api/user/family-tree'));
