/** What the CP58 screens read off a row and a list of statements. */
import type { Cp58Row, Cp58Statement } from '../api/types';

/** The law's threshold (RM 5,000): a CP58 is due for every agent whose year's total exceeds it. The server's figure (`threshold`) is shown once known. */
export const CP58_THRESHOLD = '5000.00';

/**
 * The row's agent would be skipped at generation: their record lacks something Part B needs. The contract
 * names the TIN and the identity; the server skips an agent for anything in `missing` (the address too), so
 * the screen follows the server.
 */
export const blocksIssue = (row: Pick<Cp58Row, 'missing'>) => row.missing.length > 0;

/** The statement of the year among an agent's statements, or undefined. */
export const statementOfYear = (items: readonly Cp58Statement[], year: number) => items.find((s) => s.year === year);

/**
 * The statement was issued again after its first issue (HQ re-issued it with that day's figures): its
 * `firstIssuedAt` is another instant than `issuedAt` (compared as instants, so an offset written
 * differently is the same). Unreadable or missing: not reissued.
 */
export function isReissued(s: Pick<Cp58Statement, 'issuedAt' | 'firstIssuedAt'>): boolean {
  if (!s.firstIssuedAt || s.firstIssuedAt === s.issuedAt) return false;
  const first = Date.parse(s.firstIssuedAt);
  const latest = Date.parse(s.issuedAt);
  return !Number.isNaN(first) && !Number.isNaN(latest) && first !== latest;
}
