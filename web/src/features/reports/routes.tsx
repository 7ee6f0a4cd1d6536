import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The master reports (HQ, and staff who manage orders or approve payments), spread into the signed-in
 * shell by app/routes.tsx. The page is a route `lazy` import, so its code loads only when first visited.
 */
export const reportRoutes: RouteObject[] = [
  { path: '/reporting', lazy: () => import('./pages/ReportingPage').then(({ ReportingPage }) => ({ element: <AreaGuard area="reports"><ReportingPage /></AreaGuard> })) },
];
