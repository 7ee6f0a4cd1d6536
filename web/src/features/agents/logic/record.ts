/** Display helpers for an agent's record. */
import type { AgentRecord } from '../api/types';

/** "+60 123456789", or the number alone, or ''. */
export const fullPhone = (code: string | null, phone: string | null) => [phone ? code : null, phone].filter(Boolean).join(' ');

/** The address as display lines: the two street lines, then "postcode city", then "state, country". */
export function addressLines(a: AgentRecord['address']): string[] {
  const place = [a.postcode, a.city].filter(Boolean).join(' ');
  const region = [a.state, a.country].filter(Boolean).join(', ');
  return [a.line1, a.line2, place, region].map((l) => (l ?? '').trim()).filter(Boolean);
}

/** Path breadcrumbs of a record: its uplines from the top, then the agent. */
export const recordCrumbs = (r: Pick<AgentRecord, 'id' | 'name' | 'path'>) => [...r.path.filter((s) => s.id !== r.id), { id: r.id, name: r.name }];

/** A positive id from the address, or null. */
export const readId = (v: string | null | undefined) => (v && /^\d{1,18}$/.test(v) && Number(v) > 0 ? Number(v) : null);
