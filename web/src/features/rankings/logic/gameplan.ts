/** The gameplan's targets (docs/api-reports.md § Gameplan). */
import type { GameplanRequirement } from '../api/types';

/** Every target the API names, in the order it lists them. */
export const REQUIREMENT_KEYS = [
  'personalSales',
  'personalUnits',
  'groupSales',
  'groupUnits',
  'totalPersonalGroupSales',
  'totalPersonalGroupUnits',
  'sideGroupSales',
  'teamMemberThreshold',
] as const;

export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];

export function isRequirementKey(value: unknown): value is RequirementKey {
  return typeof value === 'string' && (REQUIREMENT_KEYS as readonly string[]).includes(value);
}

/** `units` targets are counts; `amount` (and anything else) money. */
export const isUnits = (r: Pick<GameplanRequirement, 'unit'>) => r.unit === 'units';

/** The bar's fill, 0–100 (the API's percent, kept in range; a met target is full). */
export function barPercent(r: Pick<GameplanRequirement, 'percent' | 'met'>): number {
  if (r.met) return 100;
  const p = Number.isFinite(r.percent) ? Math.round(r.percent) : 0;
  return Math.min(100, Math.max(0, p));
}
