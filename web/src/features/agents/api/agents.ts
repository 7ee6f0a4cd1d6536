/** The agent database (HQ side), one agent's record, HQ registration and the agent picker. */
import useSWR from 'swr';
import { api, buildUrl, requestFile, type DownloadedFile } from '@/lib/api';
import { filterParams, type AgentFilters } from '../logic/filters';
import type { AgentOption, AgentPage, AgentRecord, HqRegisterInput } from './types';

export const PER_PAGE = 20;

/** GET /api/agent-database with the filters, 20 a page. */
export function useAgentList(f: AgentFilters) {
  const key = buildUrl('/api/agent-database', { ...filterParams(f), page: f.page, perPage: PER_PAGE });
  return useSWR<AgentPage>(key, { keepPreviousData: true });
}

export const recordKey = (id: number) => buildUrl('/api/agent-database/detail', { id });

/** GET /api/agent-database/detail (HQ side: anyone; an agent: themselves or their downline). */
export const useAgentRecord = (id: number | null) => useSWR<AgentRecord>(id ? recordKey(id) : null);

/** POST /api/agent-database/register → the new agent's record (they get an e-mail invitation). */
export const registerAgent = (body: HqRegisterInput) => api.post<AgentRecord>('/api/agent-database/register', body);

/** POST /api/agent-database/activate: new → active. */
export const activateAgent = (id: number) => api.post<AgentRecord>('/api/agent-database/activate', { id });

export type ExportFormat = 'csv' | 'xlsx';

/** GET /api/agent-database/export: the filtered list as a file. */
export const exportAgents = (f: AgentFilters, format: ExportFormat): Promise<DownloadedFile> =>
  requestFile('/api/agent-database/export', { format, ...filterParams(f) });

/** GET /api/attribute/list-agent (HQ side): agents matching a search, 20 a page. */
export function useAgentOptions(search: string, enabled = true) {
  const key = enabled ? buildUrl('/api/attribute/list-agent', { search: search.trim() || undefined, page: 1 }) : null;
  return useSWR<AgentOption[]>(key, { keepPreviousData: true });
}
