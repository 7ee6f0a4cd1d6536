/**
 * The agent's own goal and history (docs/api-reports.md § The agent's own history and goal): the goal
 * form's rule and the twelve months' table, built from the two lists the API gives. Messages are locale keys.
 */
import { z } from 'zod';
import type { MonthCommission, MonthSales, SalesGoal } from '../api/types';

/** A goal written plainly: digits, an optional decimal point and at most two decimals. */
const GOAL_RE = /^\d{1,13}(?:\.\d{1,2})?$/;

/** The form fields a 422's errors are shown next to. */
export const GOAL_FIELDS = ['goal'] as const;

/** Empty clears the goal; anything else is an amount above zero with at most two decimals. */
export const goalSchema = z.object({
  goal: z
    .string()
    .trim()
    .refine((v) => v === '' || GOAL_RE.test(v), 'rankings.goal.invalid')
    .refine((v) => v === '' || /[1-9]/.test(v), 'rankings.goal.positive'),
});
export type GoalValues = z.infer<typeof goalSchema>;

/** The form as the goal stands ('' without one). */
export const goalValues = (goal: Pick<SalesGoal, 'goal'>): GoalValues => ({ goal: goal.goal ?? '' });

/** The request's `goal`: null clears it. */
export const goalInput = (values: GoalValues): string | null => {
  const v = values.goal.trim();
  return v === '' ? null : v;
};

/** How much of the goal this month's sales make, 0–100 (null without a goal). */
export function goalPercent(goal: Pick<SalesGoal, 'goal' | 'percent'>): number | null {
  if (goal.goal == null) return null;
  const p = typeof goal.percent === 'number' && Number.isFinite(goal.percent) ? Math.round(goal.percent) : 0;
  return Math.min(100, Math.max(0, p));
}

/** One month of the history: its sales and commission (null when one list does not name the month). */
export interface MonthRow {
  period: string;
  sales: MonthSales | null;
  commission: MonthCommission | null;
}

/** The months of both lists, newest first. */
export function historyRows(sales: readonly MonthSales[], commission: readonly MonthCommission[]): MonthRow[] {
  const rows = new Map<string, MonthRow>();
  const row = (period: string) => {
    let r = rows.get(period);
    if (!r) {
      r = { period, sales: null, commission: null };
      rows.set(period, r);
    }
    return r;
  };
  for (const s of sales) row(s.period).sales = s;
  for (const c of commission) row(c.period).commission = c;
  return [...rows.values()].sort((a, b) => (a.period < b.period ? 1 : a.period > b.period ? -1 : 0));
}
