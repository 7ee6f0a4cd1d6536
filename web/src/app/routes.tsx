/**
 * THE route table (one for the whole app). Screens not built yet come from PLACEHOLDER_ROUTES.
 *
 * Code splitting: only the first-load screens (sign-in and password pages, the dashboard, the system
 * pages), the layouts and the guards are imported here. Every other page is a route `lazy` import
 * (here and in the features' routes.tsx), so its code is fetched when the route is first visited.
 * While the first screen's code loads the root shows a spinner (hydrateFallbackElement); when a chunk
 * fails to load (offline, or an old chunk gone after a deploy) the root errorElement shows the 500 page.
 */
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/Spinner';
import { agentRoutes, publicAgentRoutes } from '@/features/agents/routes';
import { catalogueRoutes } from '@/features/catalogue/routes';
import { voucherRoutes } from '@/features/vouchers/routes';
import { shopRoutes } from '@/features/shop/routes';
import { orderRoutes } from '@/features/orders/routes';
import { courierRoutes } from '@/features/couriers/routes';
import { inventoryRoutes } from '@/features/inventory/routes';
import { DashboardPage } from '@/features/dashboard/pages/DashboardPage';
import { ForgotPasswordPage } from '@/features/auth/pages/ForgotPasswordPage';
import { LoginPage } from '@/features/auth/pages/LoginPage';
import { LogoutPage } from '@/features/auth/pages/LogoutPage';
import { ResetPasswordPage } from '@/features/auth/pages/ResetPasswordPage';
import { VerifiedPage } from '@/features/auth/pages/VerifiedPage';
import { VerifyPage } from '@/features/auth/pages/VerifyPage';
import { PlaceholderPage } from '@/features/system/pages/PlaceholderPage';
import {
  HiddenEntry,
  NoAccessPage,
  NotFoundPage,
  OfflinePage,
  ServerErrorPage,
  SubscriptionExpiredPage,
} from '@/features/system/pages/SystemPages';
import { AreaGuard, RequireAuth } from './guards';
import { AppShell } from './layouts/AppShell';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';

/** The long hidden member and HQ entry paths. */
export const HIDDEN_MEMBER_PATH = '/member-portal-7f3c9a1e';
export const HIDDEN_HQ_PATH = '/hq-portal-2b8d4e6f';

export const NOT_FOUND_ID = 'not-found';

const publicPlaceholders: RouteObject[] = PLACEHOLDER_ROUTES.filter((r) => r.public).map((r) => ({
  path: r.path,
  element: <PlaceholderPage title={r.title} />,
}));

const protectedPlaceholders: RouteObject[] = PLACEHOLDER_ROUTES.filter((r) => !r.public).map((r) => ({
  path: r.path,
  element: (
    <AreaGuard area={r.area}>
      <PlaceholderPage title={r.title} />
    </AreaGuard>
  ),
}));

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // Shown instead of the whole tree while the first screen's lazy route loads (a deep link to a lazy page).
    hydrateFallbackElement: <FullPageSpinner />,
    // Also catches a lazy route whose chunk fails to load.
    errorElement: <ServerErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/login', element: <LoginPage /> }, // redirects to redirectFrom or / when signed in
          { path: '/logout', element: <LogoutPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/register/verify', element: <VerifyPage /> },
          { path: '/register/verified', element: <VerifiedPage /> },
          ...publicAgentRoutes,
          { path: '/offline', element: <OfflinePage /> },
          { path: '/500', element: <ServerErrorPage /> },
          { path: '/no-access', element: <NoAccessPage /> },
          { path: '/subscription/expired', element: <SubscriptionExpiredPage /> },
          ...publicPlaceholders,
        ],
      },
      { path: HIDDEN_MEMBER_PATH, element: <HiddenEntry /> },
      { path: HIDDEN_HQ_PATH, element: <HiddenEntry /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/login/setup-profile', lazy: () => import('@/features/auth/pages/SetupProfilePage').then(({ SetupProfilePage }) => ({ element: <SetupProfilePage /> })) },
          {
            element: <AppShell />,
            children: [
              { path: '/', element: <DashboardPage /> },
              { path: '/home', element: <DashboardPage /> },
              { path: '/profile', lazy: () => import('@/features/profile/pages/ProfilePage').then(({ ProfilePage }) => ({ element: <ProfilePage /> })) },
              { path: '/pages/profile', lazy: () => import('@/features/profile/pages/ProfilePage').then(({ ProfilePage }) => ({ element: <ProfilePage /> })) },
              { path: '/company', lazy: () => import('@/features/setup/pages/CompanySetupPage').then(({ CompanySetupPage }) => ({ element: <AreaGuard area="company"><CompanySetupPage /></AreaGuard> })) },
              { path: '/faqs', lazy: () => import('@/features/setup/pages/FaqsPage').then(({ FaqsPage }) => ({ element: <FaqsPage /> })) },
              { path: '/helpline', lazy: () => import('@/features/setup/pages/HelplinePage').then(({ HelplinePage }) => ({ element: <HelplinePage /> })) },
              // Everyone signed in reads the feed (writing needs post_content); the nav entry stays with the newsfeed area.
              { path: '/newsfeed', lazy: () => import('@/features/marketing/pages/NewsFeedPage').then(({ NewsFeedPage }) => ({ element: <NewsFeedPage /> })) },
              { path: '/score-ranking/hall-of-fame', lazy: () => import('@/features/marketing/pages/HallOfFamePage').then(({ HallOfFamePage }) => ({ element: <AreaGuard area="hall_of_fame"><HallOfFamePage /></AreaGuard> })) },
              { path: '/category-products', lazy: () => import('@/features/marketing/pages/CategoryProductsPage').then(({ CategoryProductsPage }) => ({ element: <AreaGuard area="products"><CategoryProductsPage /></AreaGuard> })) },
              ...catalogueRoutes,
              ...voucherRoutes,
              ...shopRoutes,
              ...orderRoutes,
              ...inventoryRoutes,
              ...courierRoutes,
              ...agentRoutes,
              ...protectedPlaceholders,
            ],
          },
        ],
      },
      { id: NOT_FOUND_ID, path: '*', element: <PublicLayout><NotFoundPage /></PublicLayout> },
    ],
  },
];
