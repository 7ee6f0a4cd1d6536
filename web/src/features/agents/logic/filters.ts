/** Agent list filters kept in the address, so a filtered list can be linked, reloaded and gone back to. */
import type { Params } from '@/lib/api';
import { AGENT_STATUSES, type AgentStatus } from '../api/types';

export interface AgentFilters {
  search: string;
  tierId: string;
  status: AgentStatus | '';
  uplineId: string;
  joinedFrom: string;
  joinedTo: string;
  page: number;
}

export const EMPTY_FILTERS: AgentFilters = { search: '', tierId: '', status: '', uplineId: '', joinedFrom: '', joinedTo: '', page: 1 };

const ID_RE = /^\d+$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const id = (v: string | null) => (v && ID_RE.test(v) ? v : '');
const date = (v: string | null) => (v && DATE_RE.test(v) ? v : '');

export function readFilters(q: URLSearchParams): AgentFilters {
  const status = q.get('status') ?? '';
  const page = Number.parseInt(q.get('page') ?? '1', 10);
  return {
    search: q.get('search') ?? '',
    tierId: id(q.get('tierId')),
    status: (AGENT_STATUSES as readonly string[]).includes(status) ? (status as AgentStatus) : '',
    uplineId: id(q.get('uplineId')),
    joinedFrom: date(q.get('joinedFrom')),
    joinedTo: date(q.get('joinedTo')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string of the filters: blanks and page 1 are left out; `extra` keeps other keys (e.g. open). */
export function writeFilters(f: AgentFilters, extra: Record<string, string> = {}): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...extra })) {
    if (v === '' || v === undefined || (k === 'page' && Number(v) <= 1)) continue;
    q.set(k, String(v));
  }
  return q;
}

/** Changing any filter but the page goes back to page 1. */
export function withFilter(current: AgentFilters, patch: Partial<AgentFilters>): AgentFilters {
  const onlyPage = Object.keys(patch).every((k) => k === 'page');
  return { ...current, ...patch, page: onlyPage ? (patch.page ?? current.page) : 1 };
}

/** The call's parameters (blanks left out, search trimmed). */
export function filterParams(f: AgentFilters): Params {
  return {
    search: f.search.trim() || undefined,
    tierId: f.tierId || undefined,
    status: f.status || undefined,
    uplineId: f.uplineId || undefined,
    joinedFrom: f.joinedFrom || undefined,
    joinedTo: f.joinedTo || undefined,
  };
}

/** A date range is usable when either end is open or from ≤ to (ISO dates compare as text). */
export const validRange = (from: string, to: string) => !from || !to || from <= to;


export const hasFilters = (f: AgentFilters) => Boolean(f.search.trim() || f.tierId || f.status || f.uplineId || f.joinedFrom || f.joinedTo);
