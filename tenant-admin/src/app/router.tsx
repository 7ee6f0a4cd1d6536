import { createBrowserRouter } from 'react-router';
import { LoginPage } from '@/features/auth/LoginPage';
import { CompaniesPage } from '@/features/companies/CompaniesPage';
import { CreateCompanyPage } from '@/features/companies/CreateCompanyPage';
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
