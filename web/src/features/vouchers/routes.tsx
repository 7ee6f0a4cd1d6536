import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/app/guards';
import { VoucherFormPage } from './pages/VoucherFormPage';
import { VoucherHistoryPage } from './pages/VoucherHistoryPage';
import { VouchersPage } from './pages/VouchersPage';

/** The voucher screens (HQ), spread into the signed-in shell by app/routes.tsx. */
export const voucherRoutes: RouteObject[] = [
  { path: '/voucher', element: <AreaGuard area="vouchers"><VouchersPage /></AreaGuard> },
  { path: '/voucher/new', element: <AreaGuard area="vouchers"><VoucherFormPage mode="new" /></AreaGuard> },
  { path: '/voucher/edit', element: <AreaGuard area="vouchers"><VoucherFormPage mode="edit" /></AreaGuard> },
  { path: '/voucher/history', element: <AreaGuard area="vouchers"><VoucherHistoryPage /></AreaGuard> },
];
