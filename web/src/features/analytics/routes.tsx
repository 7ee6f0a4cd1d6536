import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The analytics (HQ, and staff who read the reports), spread into the signed-in shell by app/routes.tsx.
 * The page is a route `lazy` import, so its code (and the chart library) loads only when first visited.
 */
export const analyticsRoutes: RouteObject[] = [
  { path: '/analytics', lazy: () => import('./pages/AnalyticsPage').then(({ AnalyticsPage }) => ({ element: <AreaGuard area="reports"><AnalyticsPage /></AreaGuard> })) },
];
