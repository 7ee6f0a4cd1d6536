import type { RouteObject } from 'react-router';
import { DashboardPage } from './pages/DashboardPage';

/** The home screen (eager: the first screen after sign-in). */
export const dashboardRoutes: RouteObject[] = [
  { path: '/', element: <DashboardPage /> },
  { path: '/home', element: <DashboardPage /> },
];
