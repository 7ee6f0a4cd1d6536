import { createBrowserRouter } from 'react-router';
import { LoginPage } from '@/features/auth/LoginPage';
import { BillingDashboardPage } from '@/features/billing/BillingDashboardPage';
import { BillingSettingsPage } from '@/features/billing/BillingSettingsPage';
import { CompaniesPage } from '@/features/companies/CompaniesPage';
import { CreateCompanyPage } from '@/features/companies/CreateCompanyPage';
import { InvoiceDetailPage } from '@/features/invoices/InvoiceDetailPage';
import { InvoicesPage } from '@/features/invoices/InvoicesPage';
import { PlanFormPage } from '@/features/plans/PlanFormPage';
import { PlansPage } from '@/features/plans/PlansPage';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';

/** The one route table. */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <CompaniesPage /> },
      { path: 'companies/new', element: <CreateCompanyPage /> },
      { path: 'plans', element: <PlansPage /> },
      { path: 'plans/new', element: <PlanFormPage /> },
      { path: 'plans/:id/edit', element: <PlanFormPage /> },
      { path: 'invoices', element: <InvoicesPage /> },
      { path: 'invoices/:id', element: <InvoiceDetailPage /> },
      { path: 'billing', element: <BillingDashboardPage /> },
      { path: 'billing/settings', element: <BillingSettingsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
