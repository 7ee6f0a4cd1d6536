import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The e-koop order screens (/manage-orders-ekoop…), spread into the signed-in shell by app/routes.tsx.
 * They share the orders area: HQ reads every school co-op's orders, an agent their own store's (the
 * server decides). Each page is a route `lazy` import, so its code loads only when first visited.
 */
export const ekoopOrderRoutes: RouteObject[] = [
  { path: '/manage-orders-ekoop', lazy: () => import('./pages/EkoopOrdersPage').then(({ EkoopOrdersPage }) => ({ element: <AreaGuard area="orders"><EkoopOrdersPage /></AreaGuard> })) },
  { path: '/manage-orders-ekoop/order-details', lazy: () => import('./pages/EkoopOrderDetailsPage').then(({ EkoopOrderDetailsPage }) => ({ element: <AreaGuard area="orders"><EkoopOrderDetailsPage /></AreaGuard> })) },
  { path: '/manage-orders-ekoop/order-details/invoice', lazy: () => import('./pages/EkoopInvoicePage').then(({ EkoopInvoicePage }) => ({ element: <AreaGuard area="orders"><EkoopInvoicePage /></AreaGuard> })) },
  { path: '/manage-orders-ekoop/update-pickup', lazy: () => import('./pages/EkoopPickupPage').then(({ EkoopPickupPage }) => ({ element: <AreaGuard area="orders"><EkoopPickupPage /></AreaGuard> })) },
];
