import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/app/guards';
import { ComboFormPage } from './pages/ComboFormPage';
import { ComboShopPage } from './pages/ComboShopPage';
import { CombosPage } from './pages/CombosPage';
import { PackageFormPage } from './pages/PackageFormPage';
import { PackagesPage } from './pages/PackagesPage';
import { PreviewProductPage } from './pages/PreviewProductPage';
import { PreviewStorePage } from './pages/PreviewStorePage';
import { ProductFormPage } from './pages/ProductFormPage';
import { ProductsPage } from './pages/ProductsPage';

/** The catalogue screens, spread into the signed-in shell by app/routes.tsx. */
export const catalogueRoutes: RouteObject[] = [
  { path: '/products', element: <AreaGuard area="products"><ProductsPage /></AreaGuard> },
  { path: '/products/new', element: <AreaGuard area="products"><ProductFormPage /></AreaGuard> },
  { path: '/products/edit/:id', element: <AreaGuard area="products"><ProductFormPage /></AreaGuard> },
  { path: '/products/preview-store', element: <AreaGuard area="products"><PreviewStorePage /></AreaGuard> },
  { path: '/products/preview-product/:productId', element: <AreaGuard area="products"><PreviewProductPage /></AreaGuard> },
  { path: '/products/package', element: <AreaGuard area="products"><PackagesPage /></AreaGuard> },
  { path: '/products/package/new', element: <AreaGuard area="products"><PackageFormPage mode="new" /></AreaGuard> },
  { path: '/products/package/edit', element: <AreaGuard area="products"><PackageFormPage mode="edit" /></AreaGuard> },
  { path: '/products/combo', element: <AreaGuard area="products"><CombosPage /></AreaGuard> },
  { path: '/products/combo/new', element: <AreaGuard area="products"><ComboFormPage mode="new" /></AreaGuard> },
  { path: '/products/combo/edit', element: <AreaGuard area="products"><ComboFormPage mode="edit" /></AreaGuard> },
  // The agents' combo picker (HQ reaches every area too).
  { path: '/combo', element: <AreaGuard area="shop"><ComboShopPage /></AreaGuard> },
];
