/**
 * THE route table (one for the whole app): it composes each area's routes.tsx under the layouts and
 * guards; screens not built yet come from PLACEHOLDER_ROUTES.
 *
 * Code splitting: only the first-load screens (sign-in and password pages, the dashboard, the system
 * pages), the layouts and the guards are imported eagerly. Every other page is a route `lazy` import
 * (here and in the features' routes.tsx), so its code is fetched when the route is first visited.
 * While the first screen's code loads the root shows a spinner (hydrateFallbackElement); when a chunk
 * fails to load (offline, or an old chunk gone after a deploy) the root errorElement shows the 500 page.
 */
import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';
import { FullPageSpinner } from '@/components/Spinner';
import { agentRoutes, publicAgentRoutes } from '@/features/agents/routes';
import { analyticsRoutes } from '@/features/analytics/routes';
import { publicAuthRoutes, signedInAuthRoutes } from '@/features/auth/routes';
import { billingRoutes } from '@/features/billing/routes';
import { campaignRoutes } from '@/features/campaigns/routes';
import { catalogueRoutes } from '@/features/catalogue/routes';
import { commissionRoutes } from '@/features/commission/routes';
import { courierRoutes } from '@/features/couriers/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { einvoiceRoutes } from '@/features/einvoice/routes';
import { ejenpayRoutes } from '@/features/ejenpay/routes';
import { ekoopOrderRoutes } from '@/features/ekoop-orders/routes';
import { filesRoutes } from '@/features/files/routes';
import { integrationRoutes } from '@/features/integrations/routes';
import { inventoryRoutes } from '@/features/inventory/routes';
import { marketingRoutes } from '@/features/marketing/routes';
import { orderRoutes } from '@/features/orders/routes';
import { profileRoutes } from '@/features/profile/routes';
import { rankingRoutes } from '@/features/rankings/routes';
import { reportRoutes } from '@/features/reports/routes';
import { rewardRoutes } from '@/features/rewards/routes';
import { settlementRoutes } from '@/features/settlement/routes';
import { setupRoutes } from '@/features/setup/routes';
import { shopRoutes } from '@/features/shop/routes';
import { storefrontRoutes } from '@/features/storefront/routes';
import { storeRoutes } from '@/features/stores/routes';
import { PlaceholderPage } from '@/features/system/pages/PlaceholderPage';
import { HiddenEntry, NotFoundPage, ServerErrorPage } from '@/features/system/pages/SystemPages';
import { publicSystemRoutes } from '@/features/system/routes';
import { taxRoutes } from '@/features/tax/routes';
import { voucherRoutes } from '@/features/vouchers/routes';
import { RequireAuth } from './guards';
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
          ...publicAuthRoutes,
          ...publicAgentRoutes,
          ...publicSystemRoutes,
          ...publicPlaceholders,
        ],
      },
      // The public storefront (/s/:slug…): no sign-in, in its own full-width frame rather than PublicLayout.
      ...storefrontRoutes,
      { path: HIDDEN_MEMBER_PATH, element: <HiddenEntry /> },
      { path: HIDDEN_HQ_PATH, element: <HiddenEntry /> },
      {
        element: <RequireAuth />,
        children: [
          ...signedInAuthRoutes,
          {
            element: <AppShell />,
            children: [
              ...dashboardRoutes,
              ...profileRoutes,
              ...setupRoutes,
              ...integrationRoutes,
              ...ejenpayRoutes,
              ...marketingRoutes,
              ...filesRoutes,
              ...catalogueRoutes,
              ...voucherRoutes,
              ...campaignRoutes,
              ...shopRoutes,
              ...orderRoutes,
              ...ekoopOrderRoutes,
              ...inventoryRoutes,
              ...courierRoutes,
              ...agentRoutes,
              ...commissionRoutes,
              ...rankingRoutes,
              ...rewardRoutes,
              ...reportRoutes,
              ...settlementRoutes,
              ...taxRoutes,
              ...einvoiceRoutes,
              ...analyticsRoutes,
              ...billingRoutes,
              ...storeRoutes,
              ...protectedPlaceholders,
            ],
          },
        ],
      },
      { id: NOT_FOUND_ID, path: '*', element: <PublicLayout><NotFoundPage /></PublicLayout> },
    ],
  },
];
