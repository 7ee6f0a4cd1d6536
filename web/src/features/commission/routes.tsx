import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';
import { isHqSide } from './logic/viewer';

/**
 * The commission screens (agents; the HQ side with the company view and any agent's figures, the month
 * close and the payouts), spread into the signed-in shell by app/routes.tsx. Each page is a route `lazy`
 * import, so its code loads only when the route is first visited. The /commission-payout paths are the HQ
 * side's: its details, check and statement are the same pages as under /commission. Billplz brings HQ back
 * after paying a top-up of the company's credit to /ejenpay-topup/completed, /ejenpay-topup/failed or
 * /ejenpay/topup/pending-payment (the earlier /ejenpay-topup/{amount} still opens): one page, the HQ side's.
 */
export const commissionRoutes: RouteObject[] = [
  { path: '/commission', lazy: () => import('./pages/CommissionPage').then(({ CommissionPage }) => ({ element: <AreaGuard area="commission"><CommissionPage /></AreaGuard> })) },
  { path: '/commission/details', lazy: () => import('./pages/CommissionDetailsPage').then(({ CommissionDetailsPage }) => ({ element: <AreaGuard area="commission"><CommissionDetailsPage /></AreaGuard> })) },
  { path: '/commission/check-calculation', lazy: () => import('./pages/CommissionCheckPage').then(({ CommissionCheckPage }) => ({ element: <AreaGuard area="commission"><CommissionCheckPage /></AreaGuard> })) },
  { path: '/commission/income-statement', lazy: () => import('./pages/CommissionIncomePage').then(({ CommissionIncomePage }) => ({ element: <AreaGuard area="commission"><CommissionIncomePage /></AreaGuard> })) },
  { path: '/commission-payout', lazy: () => import('./pages/CommissionPayoutPage').then(({ CommissionPayoutPage }) => ({ element: <AreaGuard area="commission" allow={isHqSide}><CommissionPayoutPage /></AreaGuard> })) },
  { path: '/commission-payout/details', lazy: () => import('./pages/CommissionDetailsPage').then(({ CommissionDetailsPage }) => ({ element: <AreaGuard area="commission" allow={isHqSide}><CommissionDetailsPage /></AreaGuard> })) },
  { path: '/commission-payout/check-calculation', lazy: () => import('./pages/CommissionCheckPage').then(({ CommissionCheckPage }) => ({ element: <AreaGuard area="commission" allow={isHqSide}><CommissionCheckPage /></AreaGuard> })) },
  { path: '/commission-payout/income-statement', lazy: () => import('./pages/CommissionIncomePage').then(({ CommissionIncomePage }) => ({ element: <AreaGuard area="commission" allow={isHqSide}><CommissionIncomePage /></AreaGuard> })) },
  { path: '/ejenpay-topup/completed', lazy: () => import('./pages/TopupResultPage').then(({ TopupResultPage }) => ({ element: <AreaGuard area="commission" allow={isHqSide}><TopupResultPage status="completed" /></AreaGuard> })) },
  { path: '/ejenpay-topup/failed', lazy: () => import('./pages/TopupResultPage').then(({ TopupResultPage }) => ({ element: <AreaGuard area="commission" allow={isHqSide}><TopupResultPage status="failed" /></AreaGuard> })) },
  { path: '/ejenpay/topup/pending-payment', lazy: () => import('./pages/TopupResultPage').then(({ TopupResultPage }) => ({ element: <AreaGuard area="commission" allow={isHqSide}><TopupResultPage status="pending" /></AreaGuard> })) },
  { path: '/ejenpay-topup/:amount', lazy: () => import('./pages/TopupResultPage').then(({ TopupResultPage }) => ({ element: <AreaGuard area="commission" allow={isHqSide}><TopupResultPage /></AreaGuard> })) },
];
