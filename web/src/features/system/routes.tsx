import type { RouteObject } from 'react-router';
import { NoAccessPage } from '@/components/NoAccessPage';
import { OfflinePage, ServerErrorPage, SubscriptionExpiredPage } from './pages/SystemPages';

/** The public status screens (eager: shown when other code may not load). */
export const publicSystemRoutes: RouteObject[] = [
  { path: '/offline', element: <OfflinePage /> },
  { path: '/500', element: <ServerErrorPage /> },
  { path: '/no-access', element: <NoAccessPage /> },
  { path: '/subscription/expired', element: <SubscriptionExpiredPage /> },
];
