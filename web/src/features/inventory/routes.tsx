import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/app/guards';
import { PlaceholderPage } from '@/features/system/pages/PlaceholderPage';

/** The inventory screens, spread into the signed-in shell by app/routes.tsx. */
export const inventoryRoutes: RouteObject[] = [
  { path: '/inventory', element: <AreaGuard area="inventory"><PlaceholderPage title="inventory" /></AreaGuard> },
  { path: '/inventory/update', element: <AreaGuard area="inventory"><PlaceholderPage title="inventory_update" /></AreaGuard> },
  { path: '/inventory/history', element: <AreaGuard area="inventory"><PlaceholderPage title="inventory_history" /></AreaGuard> },
];
