import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/** Company setup (HQ, add_user staff) and the FAQ and helpline everyone reads. */
export const setupRoutes: RouteObject[] = [
  { path: '/company', lazy: () => import('./pages/CompanySetupPage').then(({ CompanySetupPage }) => ({ element: <AreaGuard area="company"><CompanySetupPage /></AreaGuard> })) },
  { path: '/faqs', lazy: () => import('./pages/FaqsPage').then(({ FaqsPage }) => ({ element: <FaqsPage /> })) },
  { path: '/helpline', lazy: () => import('./pages/HelplinePage').then(({ HelplinePage }) => ({ element: <HelplinePage /> })) },
];
