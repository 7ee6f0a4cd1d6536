import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/app/guards';
import { PlaceholderPage } from '@/features/system/pages/PlaceholderPage';

/** The courier screens, spread into the signed-in shell by app/routes.tsx. */
export const courierRoutes: RouteObject[] = [
  { path: '/courier', element: <AreaGuard area="courier"><PlaceholderPage title="courier" /></AreaGuard> },
  { path: '/courier/new', element: <AreaGuard area="courier"><PlaceholderPage title="courier_new" /></AreaGuard> },
  { path: '/courier/edit', element: <AreaGuard area="courier"><PlaceholderPage title="courier_edit" /></AreaGuard> },
];
