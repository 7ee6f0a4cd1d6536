import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The company's own payment page (any signed-in user: an agent paying an order, HQ topping up the payout
 * credit), spread into the signed-in shell by app/routes.tsx. A route `lazy` import, so its code loads only
 * when the route is first visited. /ejenpay/topup/pending-payment is the top-up's result page (commission):
 * its static path wins over this one.
 */
export const ejenpayRoutes: RouteObject[] = [
  { path: '/ejenpay/:payType/:sessionId', lazy: () => import('./pages/PaymentPage').then(({ PaymentPage }) => ({ element: <AreaGuard area="common"><PaymentPage /></AreaGuard> })) },
];
