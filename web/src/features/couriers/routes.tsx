import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The courier screens, spread into the signed-in shell by app/routes.tsx.
 * Each page is a route `lazy` import, so its code loads only when the route is first visited.
 */
export const courierRoutes: RouteObject[] = [
  { path: '/courier', lazy: () => import('./pages/CourierListPage').then(({ CourierListPage }) => ({ element: <AreaGuard area="courier"><CourierListPage /></AreaGuard> })) },
  { path: '/courier/new', lazy: () => import('./pages/CourierFormPage').then(({ CourierFormPage }) => ({ element: <AreaGuard area="courier"><CourierFormPage key="new" mode="new" /></AreaGuard> })) },
  { path: '/courier/edit', lazy: () => import('./pages/CourierFormPage').then(({ CourierFormPage }) => ({ element: <AreaGuard area="courier"><CourierFormPage key="edit" mode="edit" /></AreaGuard> })) },
];
