/** Points by hand: the rules of one adjustment and of the CSV (backend campaigns/api.rs `adjust`, `import`). */
import { z } from 'zod';
import type { PointsRowResult } from '../api/types';

export const REASON_MAX = 200;
export const MAX_POINTS_FILE_BYTES = 1024 * 1024;

/** Signed points, not zero, at most 2 decimals, below a billion either way ("50", "-20.5", "+10"). */
export function isSignedPoints(raw: string): boolean {
  const m = /^([+-])?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  return m !== null && Number(`${m[2]}.${m[3] ?? '0'}`) !== 0;
}

export const adjustSchema = z.object({
  agent: z.object({ id: z.number().nullable(), name: z.string() }).nullable().refine((a) => a !== null && a.id !== null, 'campaigns.points.agentRequired'),
  points: z.string().refine(isSignedPoints, 'campaigns.points.pointsInvalid'),
  reason: z.string().trim().min(1, 'errors.required').max(REASON_MAX, 'campaigns.points.reasonTooLong'),
});
export type AdjustValues = z.infer<typeof adjustSchema>;

/** The points as the server takes them: trimmed, without a leading "+". */
export const pointsText = (raw: string) => raw.trim().replace(/^\+/, '');

/** A CSV problem before upload (a locale key), or null. */
export function csvProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (!/\.csv$/i.test(file.name) && !/csv|text\/plain|excel/.test(file.type)) return 'campaigns.points.csvType';
  if (file.size === 0) return 'campaigns.points.csvEmpty';
  if (file.size > MAX_POINTS_FILE_BYTES) return 'campaigns.points.csvTooLarge';
  return null;
}

export interface ImportRow extends PointsRowResult {
  applied: boolean;
}

/** The import's rows in file order, each marked applied or rejected. */
export function importRows(result: { applied: PointsRowResult[]; rejected: PointsRowResult[] }): ImportRow[] {
  return [...result.applied.map((r) => ({ ...r, applied: true })), ...result.rejected.map((r) => ({ ...r, applied: false }))].sort((a, b) => a.line - b.line);
}
