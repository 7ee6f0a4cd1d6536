import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The agent's shop screens (/my-shop…), spread into the signed-in shell by app/routes.tsx.
 * Each page is a route `lazy` import, so its code loads only when the route is first visited.
 */
export const shopRoutes: RouteObject[] = [
  { path: '/my-shop', lazy: () => import('./pages/ShopPage').then(({ ShopPage }) => ({ element: <AreaGuard area="shop"><ShopPage /></AreaGuard> })) },
  { path: '/my-shop/product-details', lazy: () => import('./pages/ProductDetailsPage').then(({ ProductDetailsPage }) => ({ element: <AreaGuard area="shop"><ProductDetailsPage /></AreaGuard> })) },
  { path: '/my-shop/shopping-cart', lazy: () => import('./pages/CartPage').then(({ CartPage }) => ({ element: <AreaGuard area="shop"><CartPage /></AreaGuard> })) },
  { path: '/my-shop/checkout', lazy: () => import('./pages/CheckoutPage').then(({ CheckoutPage }) => ({ element: <AreaGuard area="shop"><CheckoutPage /></AreaGuard> })) },
  { path: '/my-shop/checkout/pending-payment', lazy: () => import('./pages/PendingPaymentPage').then(({ PendingPaymentPage }) => ({ element: <AreaGuard area="shop"><PendingPaymentPage /></AreaGuard> })) },
  { path: '/my-shop/checkout/completed', lazy: () => import('./pages/PaymentResultPages').then(({ PaymentCompletedPage }) => ({ element: <AreaGuard area="shop"><PaymentCompletedPage /></AreaGuard> })) },
  { path: '/my-shop/checkout/failed', lazy: () => import('./pages/PaymentResultPages').then(({ PaymentFailedPage }) => ({ element: <AreaGuard area="shop"><PaymentFailedPage /></AreaGuard> })) },
];
