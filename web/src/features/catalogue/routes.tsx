import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The catalogue screens, spread into the signed-in shell by app/routes.tsx.
 * Each page is a route `lazy` import, so its code loads only when the route is first visited.
 */
export const catalogueRoutes: RouteObject[] = [
  { path: '/products', lazy: () => import('./pages/ProductsPage').then(({ ProductsPage }) => ({ element: <AreaGuard area="products"><ProductsPage /></AreaGuard> })) },
  { path: '/products/new', lazy: () => import('./pages/ProductFormPage').then(({ ProductFormPage }) => ({ element: <AreaGuard area="products"><ProductFormPage /></AreaGuard> })) },
  { path: '/products/edit/:id', lazy: () => import('./pages/ProductFormPage').then(({ ProductFormPage }) => ({ element: <AreaGuard area="products"><ProductFormPage /></AreaGuard> })) },
  { path: '/products/preview-store', lazy: () => import('./pages/PreviewStorePage').then(({ PreviewStorePage }) => ({ element: <AreaGuard area="products"><PreviewStorePage /></AreaGuard> })) },
  { path: '/products/preview-product/:productId', lazy: () => import('./pages/PreviewProductPage').then(({ PreviewProductPage }) => ({ element: <AreaGuard area="products"><PreviewProductPage /></AreaGuard> })) },
  { path: '/products/package', lazy: () => import('./pages/PackagesPage').then(({ PackagesPage }) => ({ element: <AreaGuard area="products"><PackagesPage /></AreaGuard> })) },
  { path: '/products/package/new', lazy: () => import('./pages/PackageFormPage').then(({ PackageFormPage }) => ({ element: <AreaGuard area="products"><PackageFormPage mode="new" /></AreaGuard> })) },
  { path: '/products/package/edit', lazy: () => import('./pages/PackageFormPage').then(({ PackageFormPage }) => ({ element: <AreaGuard area="products"><PackageFormPage mode="edit" /></AreaGuard> })) },
  { path: '/products/combo', lazy: () => import('./pages/CombosPage').then(({ CombosPage }) => ({ element: <AreaGuard area="products"><CombosPage /></AreaGuard> })) },
  { path: '/products/combo/new', lazy: () => import('./pages/ComboFormPage').then(({ ComboFormPage }) => ({ element: <AreaGuard area="products"><ComboFormPage mode="new" /></AreaGuard> })) },
  { path: '/products/combo/edit', lazy: () => import('./pages/ComboFormPage').then(({ ComboFormPage }) => ({ element: <AreaGuard area="products"><ComboFormPage mode="edit" /></AreaGuard> })) },
  { path: '/category-products', lazy: () => import('./pages/CategoryProductsPage').then(({ CategoryProductsPage }) => ({ element: <AreaGuard area="products"><CategoryProductsPage /></AreaGuard> })) },
  // The agents' combo picker, part of their shop (agents only: see lib/access).
  { path: '/combo', lazy: () => import('./pages/ComboShopPage').then(({ ComboShopPage }) => ({ element: <AreaGuard area="shop"><ComboShopPage /></AreaGuard> })) },
];
