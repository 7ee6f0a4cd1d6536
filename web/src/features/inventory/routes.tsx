import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The inventory screens, spread into the signed-in shell by app/routes.tsx.
 * Each page is a route `lazy` import, so its code loads only when the route is first visited.
 */
export const inventoryRoutes: RouteObject[] = [
  { path: '/inventory', lazy: () => import('./pages/InventoryListPage').then(({ InventoryListPage }) => ({ element: <AreaGuard area="inventory"><InventoryListPage /></AreaGuard> })) },
  { path: '/inventory/update', lazy: () => import('./pages/InventoryUpdatePage').then(({ InventoryUpdatePage }) => ({ element: <AreaGuard area="inventory"><InventoryUpdatePage /></AreaGuard> })) },
  { path: '/inventory/history', lazy: () => import('./pages/InventoryHistoryPage').then(({ InventoryHistoryPage }) => ({ element: <AreaGuard area="inventory"><InventoryHistoryPage /></AreaGuard> })) },
];
