import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * HQ's campaign screens (HQ, and staff who post content), spread into the signed-in shell by
 * app/routes.tsx. Each page is a route `lazy` import.
 */
export const campaignRoutes: RouteObject[] = [
  { path: '/campaign', lazy: () => import('./pages/CampaignsPage').then(({ CampaignsPage }) => ({ element: <AreaGuard area="campaigns"><CampaignsPage /></AreaGuard> })) },
  { path: '/campaign/new', lazy: () => import('./pages/CampaignFormPage').then(({ CampaignFormPage }) => ({ element: <AreaGuard area="campaigns"><CampaignFormPage mode="new" /></AreaGuard> })) },
  { path: '/campaign/edit', lazy: () => import('./pages/CampaignFormPage').then(({ CampaignFormPage }) => ({ element: <AreaGuard area="campaigns"><CampaignFormPage mode="edit" /></AreaGuard> })) },
  { path: '/campaign/redeem-history', lazy: () => import('./pages/RedeemHistoryPage').then(({ RedeemHistoryPage }) => ({ element: <AreaGuard area="campaigns"><RedeemHistoryPage /></AreaGuard> })) },
];
