import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';
import type { StoreProgram } from './api/types';
import { BANNERS_PATH, NEW_BANNER_PATH, programPath, STORE_PROGRAMS } from './logic/programs';

/**
 * The store programs' screens (/go-affiliate, /ejen-store and /e-koop: register, account, setup,
 * store-summary; the e-koop store's banners), spread into the signed-in shell by app/routes.tsx. Each
 * page decides by the user's role: an agent's own store, or HQ's program (HQ, and staff who administer
 * agents). Each page is a route `lazy` import.
 */
const programRoutes = (program: StoreProgram): RouteObject[] => [
  { path: programPath(program, 'register'), lazy: () => import('./pages/RegisterPage').then(({ RegisterPage }) => ({ element: <AreaGuard area="stores"><RegisterPage program={program} /></AreaGuard> })) },
  { path: programPath(program, 'account'), lazy: () => import('./pages/AccountPage').then(({ AccountPage }) => ({ element: <AreaGuard area="stores"><AccountPage program={program} /></AreaGuard> })) },
  { path: programPath(program, 'setup'), lazy: () => import('./pages/SetupPage').then(({ SetupPage }) => ({ element: <AreaGuard area="stores"><SetupPage program={program} /></AreaGuard> })) },
  { path: programPath(program, 'store-summary'), lazy: () => import('./pages/SummaryPage').then(({ SummaryPage }) => ({ element: <AreaGuard area="stores"><SummaryPage program={program} /></AreaGuard> })) },
];

export const storeRoutes: RouteObject[] = [
  ...STORE_PROGRAMS.flatMap(programRoutes),
  { path: BANNERS_PATH, lazy: () => import('./pages/BannersPage').then(({ BannersPage }) => ({ element: <AreaGuard area="stores"><BannersPage /></AreaGuard> })) },
  { path: NEW_BANNER_PATH, lazy: () => import('./pages/NewBannerPage').then(({ NewBannerPage }) => ({ element: <AreaGuard area="stores"><NewBannerPage /></AreaGuard> })) },
];
