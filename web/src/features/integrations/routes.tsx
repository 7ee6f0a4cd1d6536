import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The integrations hub (HQ), spread into the signed-in shell by app/routes.tsx. A route `lazy` import,
 * so its code loads only when the route is first visited.
 */
export const integrationRoutes: RouteObject[] = [
  { path: '/integration', lazy: () => import('./pages/IntegrationsPage').then(({ IntegrationsPage }) => ({ element: <AreaGuard area="integrations"><IntegrationsPage /></AreaGuard> })) },
];
