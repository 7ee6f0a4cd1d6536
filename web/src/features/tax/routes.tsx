import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';
import type { Who } from '@/lib/access';
import { CP58_PATH, HQ_CP58_PATH } from './logic/paths';

/** An agent's own statements: the HQ side reads an agent's on /hqCP58 (the API wants their id). */
export const isAgent = (u: Pick<Who, 'role'>) => u.role === 'agent';

/**
 * The CP58 screens (docs/api-tax.md), spread into the signed-in shell by app/routes.tsx: the HQ side's
 * (HQ, and staff who read the reports) and the agent's own. Each page is a route `lazy` import, so its
 * code (and jsPDF, fetched only when a PDF is downloaded) loads when the route is first visited.
 */
export const taxRoutes: RouteObject[] = [
  { path: HQ_CP58_PATH, lazy: () => import('./pages/HqCp58Page').then(({ HqCp58Page }) => ({ element: <AreaGuard area="reports"><HqCp58Page /></AreaGuard> })) },
  { path: CP58_PATH, lazy: () => import('./pages/Cp58Page').then(({ Cp58Page }) => ({ element: <AreaGuard area="commission" allow={isAgent}><Cp58Page /></AreaGuard> })) },
];
