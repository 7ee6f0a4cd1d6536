import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The order screens (/manage-orders…, /bulk-tracking), spread into the signed-in shell by app/routes.tsx.
 * HQ, staff and agents share the orders area; each page picks the /api/orders… or /api/sales/… calls
 * by the user's role, and HQ's own tools (new order, bulk tracking, pickup) refuse agents inside.
 * Each page is a route `lazy` import, so its code loads only when the route is first visited.
 */
export const orderRoutes: RouteObject[] = [
  { path: '/manage-orders', lazy: () => import('./pages/OrdersPage').then(({ OrdersPage }) => ({ element: <AreaGuard area="orders"><OrdersPage /></AreaGuard> })) },
  { path: '/manage-orders/new', lazy: () => import('./pages/NewOrderPage').then(({ NewOrderPage }) => ({ element: <AreaGuard area="orders"><NewOrderPage /></AreaGuard> })) },
  { path: '/manage-orders/order-details', lazy: () => import('./pages/OrderDetailsPage').then(({ OrderDetailsPage }) => ({ element: <AreaGuard area="orders"><OrderDetailsPage /></AreaGuard> })) },
  { path: '/manage-orders/order-details/invoice', lazy: () => import('./pages/PrintPages').then(({ InvoicePage }) => ({ element: <AreaGuard area="orders"><InvoicePage /></AreaGuard> })) },
  { path: '/manage-orders/order-details/packing-list', lazy: () => import('./pages/PrintPages').then(({ PackingListPage }) => ({ element: <AreaGuard area="orders"><PackingListPage /></AreaGuard> })) },
  { path: '/manage-orders/order-details/shipping-doc', lazy: () => import('./pages/PrintPages').then(({ ShippingDocPage }) => ({ element: <AreaGuard area="orders"><ShippingDocPage /></AreaGuard> })) },
  { path: '/manage-orders/order-details/shipping-template', lazy: () => import('./pages/PrintPages').then(({ ShippingTemplatePage }) => ({ element: <AreaGuard area="orders"><ShippingTemplatePage /></AreaGuard> })) },
  { path: '/manage-orders/update-pickup', lazy: () => import('./pages/UpdatePickupPage').then(({ UpdatePickupPage }) => ({ element: <AreaGuard area="orders"><UpdatePickupPage /></AreaGuard> })) },
  { path: '/bulk-tracking', lazy: () => import('./pages/BulkTrackingPage').then(({ BulkTrackingPage }) => ({ element: <AreaGuard area="orders"><BulkTrackingPage /></AreaGuard> })) },
];
