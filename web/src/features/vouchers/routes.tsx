import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The voucher screens (HQ), spread into the signed-in shell by app/routes.tsx.
 * Each page is a route `lazy` import, so its code loads only when the route is first visited.
 */
export const voucherRoutes: RouteObject[] = [
  { path: '/voucher', lazy: () => import('./pages/VouchersPage').then(({ VouchersPage }) => ({ element: <AreaGuard area="vouchers"><VouchersPage /></AreaGuard> })) },
  { path: '/voucher/new', lazy: () => import('./pages/VoucherFormPage').then(({ VoucherFormPage }) => ({ element: <AreaGuard area="vouchers"><VoucherFormPage mode="new" /></AreaGuard> })) },
  { path: '/voucher/edit', lazy: () => import('./pages/VoucherFormPage').then(({ VoucherFormPage }) => ({ element: <AreaGuard area="vouchers"><VoucherFormPage mode="edit" /></AreaGuard> })) },
  { path: '/voucher/history', lazy: () => import('./pages/VoucherHistoryPage').then(({ VoucherHistoryPage }) => ({ element: <AreaGuard area="vouchers"><VoucherHistoryPage /></AreaGuard> })) },
];
