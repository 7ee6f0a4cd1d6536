/** Query strings for the commission screens and calls: empty values are left out. */

export type QueryValue = string | number | null | undefined;

/** The parameters without the empty ones (undefined, null, ''), in the order given. */
export function queryParams(params: Record<string, QueryValue>): URLSearchParams {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') qs.set(key, text);
  }
  return qs;
}

/** withQuery('/commission', { agentId: 12, period: '' }) → '/commission?agentId=12'. */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const q = queryParams(params).toString();
  return q ? `${path}?${q}` : path;
}

/** A positive whole number from the address (an id, a page), else undefined. */
export function readPositive(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
