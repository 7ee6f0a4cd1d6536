import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The commission screens (agents; the HQ side with the company view and any agent's figures), spread into
 * the signed-in shell by app/routes.tsx. Each page is a route `lazy` import, so its code loads only when
 * the route is first visited.
 */
export const commissionRoutes: RouteObject[] = [
  { path: '/commission', lazy: () => import('./pages/CommissionPage').then(({ CommissionPage }) => ({ element: <AreaGuard area="commission"><CommissionPage /></AreaGuard> })) },
  { path: '/commission/details', lazy: () => import('./pages/CommissionDetailsPage').then(({ CommissionDetailsPage }) => ({ element: <AreaGuard area="commission"><CommissionDetailsPage /></AreaGuard> })) },
  { path: '/commission/check-calculation', lazy: () => import('./pages/CommissionCheckPage').then(({ CommissionCheckPage }) => ({ element: <AreaGuard area="commission"><CommissionCheckPage /></AreaGuard> })) },
];
