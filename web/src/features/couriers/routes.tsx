import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/app/guards';
import { CourierFormPage } from './pages/CourierFormPage';
import { CourierListPage } from './pages/CourierListPage';

/** The courier screens, spread into the signed-in shell by app/routes.tsx. */
export const courierRoutes: RouteObject[] = [
  { path: '/courier', element: <AreaGuard area="courier"><CourierListPage /></AreaGuard> },
  { path: '/courier/new', element: <AreaGuard area="courier"><CourierFormPage key="new" mode="new" /></AreaGuard> },
  { path: '/courier/edit', element: <AreaGuard area="courier"><CourierFormPage key="edit" mode="edit" /></AreaGuard> },
];
