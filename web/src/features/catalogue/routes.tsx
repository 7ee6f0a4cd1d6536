import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/app/guards';
import { PlaceholderPage } from '@/features/system/pages/PlaceholderPage';

/** The catalogue screens, spread into the signed-in shell by app/routes.tsx. */
export const catalogueRoutes: RouteObject[] = [
  { path: '/products', element: <AreaGuard area="products"><PlaceholderPage title="products" /></AreaGuard> },
  { path: '/products/new', element: <AreaGuard area="products"><PlaceholderPage title="products_new" /></AreaGuard> },
  { path: '/products/edit/:id', element: <AreaGuard area="products"><PlaceholderPage title="products_edit" /></AreaGuard> },
  { path: '/products/preview-store', element: <AreaGuard area="products"><PlaceholderPage title="products_preview_store" /></AreaGuard> },
  { path: '/products/preview-product/:productId', element: <AreaGuard area="products"><PlaceholderPage title="products_preview_product" /></AreaGuard> },
  { path: '/products/package', element: <AreaGuard area="products"><PlaceholderPage title="products_package" /></AreaGuard> },
  { path: '/products/package/new', element: <AreaGuard area="products"><PlaceholderPage title="products_package_new" /></AreaGuard> },
  { path: '/products/package/edit', element: <AreaGuard area="products"><PlaceholderPage title="products_package_edit" /></AreaGuard> },
  { path: '/products/combo', element: <AreaGuard area="products"><PlaceholderPage title="products_combo" /></AreaGuard> },
  { path: '/products/combo/new', element: <AreaGuard area="products"><PlaceholderPage title="products_combo_new" /></AreaGuard> },
  { path: '/products/combo/edit', element: <AreaGuard area="products"><PlaceholderPage title="products_combo_edit" /></AreaGuard> },
  { path: '/combo', element: <AreaGuard area="products"><PlaceholderPage title="combo" /></AreaGuard> },
];
