import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/app/guards';
import { InventoryHistoryPage } from './pages/InventoryHistoryPage';
import { InventoryListPage } from './pages/InventoryListPage';
import { InventoryUpdatePage } from './pages/InventoryUpdatePage';

/** The inventory screens, spread into the signed-in shell by app/routes.tsx. */
export const inventoryRoutes: RouteObject[] = [
  { path: '/inventory', element: <AreaGuard area="inventory"><InventoryListPage /></AreaGuard> },
  { path: '/inventory/update', element: <AreaGuard area="inventory"><InventoryUpdatePage /></AreaGuard> },
  { path: '/inventory/history', element: <AreaGuard area="inventory"><InventoryHistoryPage /></AreaGuard> },
];
