import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The settlement report (HQ, and staff who read the reports), spread into the signed-in shell by
 * app/routes.tsx. The page is a route `lazy` import, so its code loads only when first visited.
 */
export const settlementRoutes: RouteObject[] = [
  {
    path: '/settlement-report',
    lazy: () => import('./pages/SettlementReportPage').then(({ SettlementReportPage }) => ({ element: <AreaGuard area="reports"><SettlementReportPage /></AreaGuard> })),
  },
];
