/** The first screen's figures (GET /api/dashboard), read through SWR. */
import useSWR from 'swr';
import type { Dashboard } from './types';

export const DASHBOARD_API = '/api/dashboard';

/** The signed-in user's figures: the company's (`hq`), their own (`agent`), or neither. */
export const useDashboard = () => useSWR<Dashboard>(DASHBOARD_API);
