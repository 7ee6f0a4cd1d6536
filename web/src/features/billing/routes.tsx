import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The company's subscription to the vendor (area 'subscription': HQ only): the plan, the plans offered,
 * the invoices and their pay pages, spread into the signed-in shell by app/routes.tsx. Open to a locked
 * HQ too (app/guards.tsx). Each page is a route `lazy` import.
 */
export const billingRoutes: RouteObject[] = [
  { path: '/plan-rewards', lazy: () => import('./pages/PlanPage').then(({ PlanPage }) => ({ element: <AreaGuard area="subscription"><PlanPage /></AreaGuard> })) },
  { path: '/plan-rewards/rewards-details/:id', lazy: () => import('./pages/PlanDetailsPage').then(({ PlanDetailsPage }) => ({ element: <AreaGuard area="subscription"><PlanDetailsPage /></AreaGuard> })) },
  { path: '/plan-rewards/plan-subscription', lazy: () => import('./pages/PlanSubscriptionPage').then(({ PlanSubscriptionPage }) => ({ element: <AreaGuard area="subscription"><PlanSubscriptionPage /></AreaGuard> })) },
  { path: '/subscription', lazy: () => import('./pages/InvoicesPage').then(({ InvoicesPage }) => ({ element: <AreaGuard area="subscription"><InvoicesPage /></AreaGuard> })) },
  { path: '/subscription/detail/:id', lazy: () => import('./pages/InvoiceDetailPage').then(({ InvoiceDetailPage }) => ({ element: <AreaGuard area="subscription"><InvoiceDetailPage /></AreaGuard> })) },
  { path: '/ejenpay-zoho/:id', lazy: () => import('./pages/AccountingInvoicePage').then(({ AccountingInvoicePage }) => ({ element: <AreaGuard area="subscription"><AccountingInvoicePage system="zoho" /></AreaGuard> })) },
  { path: '/ejenpay-xero/:id', lazy: () => import('./pages/AccountingInvoicePage').then(({ AccountingInvoicePage }) => ({ element: <AreaGuard area="subscription"><AccountingInvoicePage system="xero" /></AreaGuard> })) },
];
