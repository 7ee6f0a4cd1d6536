import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';
import { EINVOICING_PATH } from './logic/paths';

/**
 * The e-invoicing screen (docs/api-einvoice.md), spread into the signed-in shell by app/routes.tsx: HQ, and
 * staff who read the reports (the list, the export and the documents). The page is a route `lazy` import,
 * so its code loads when the route is first visited.
 */
export const einvoiceRoutes: RouteObject[] = [
  { path: EINVOICING_PATH, lazy: () => import('./pages/EinvoicingPage').then(({ EinvoicingPage }) => ({ element: <AreaGuard area="reports"><EinvoicingPage /></AreaGuard> })) },
];
