/**
 * The agent's own history and goal (docs/api-reports.md § The agent's own history and goal): their sales
 * and commission for each of the last twelve months, and the monthly personal sales goal they set
 * themselves. Agents only (the API answers the HQ side 403): `enabled` false makes no call.
 */
import useSWR from 'swr';
import { api } from '@/lib/api';
import type { MonthCommission, MonthSales, SalesGoal } from './types';

export const SALES_GOAL_API = '/api/ejenflex';
export const USER_SALES_API = '/api/zerorise/user-sales';
export const COMMISSION_HISTORY_API = '/api/zerorise/commission/history';

/** The goal and this month's personal sales against it. */
export const useSalesGoal = (enabled = true) => useSWR<SalesGoal>(enabled ? SALES_GOAL_API : null);

/** Own and group sales of the last twelve months, newest first. */
export const useUserSales = (enabled = true) => useSWR<MonthSales[]>(enabled ? USER_SALES_API : null);

/** Commission of the last twelve months, newest first (an open month provisional). */
export const useCommissionHistory = (enabled = true) => useSWR<MonthCommission[]>(enabled ? COMMISSION_HISTORY_API : null);

/** Sets the goal (null clears it) and answers the goal as it now stands. A bad goal is a 422 naming `goal`. */
export const saveSalesGoal = (goal: string | null) => api.post<SalesGoal>(SALES_GOAL_API, { goal });
