import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The agent's points and rewards (area 'rewards': agents, and HQ, who read them without progress or
 * Redeem buttons), spread into the signed-in shell by app/routes.tsx. The point history and the redeemed
 * rewards each have two addresses, both the same page. Each page is a route `lazy` import, so its code
 * loads only when the route is first visited.
 */
export const rewardRoutes: RouteObject[] = [
  { path: '/point-rewards', lazy: () => import('./pages/PointRewardsPage').then(({ PointRewardsPage }) => ({ element: <AreaGuard area="rewards"><PointRewardsPage /></AreaGuard> })) },
  { path: '/point-rewards/reward-details', lazy: () => import('./pages/RewardDetailsPage').then(({ RewardDetailsPage }) => ({ element: <AreaGuard area="rewards"><RewardDetailsPage /></AreaGuard> })) },
  { path: '/point-rewards/point-history', lazy: () => import('./pages/PointHistoryPage').then(({ PointHistoryPage }) => ({ element: <AreaGuard area="rewards"><PointHistoryPage /></AreaGuard> })) },
  { path: '/point-rewards/redeemed-rewards', lazy: () => import('./pages/RedeemedRewardsPage').then(({ RedeemedRewardsPage }) => ({ element: <AreaGuard area="rewards"><RedeemedRewardsPage /></AreaGuard> })) },
  { path: '/campaign/point-history', lazy: () => import('./pages/PointHistoryPage').then(({ PointHistoryPage }) => ({ element: <AreaGuard area="rewards"><PointHistoryPage /></AreaGuard> })) },
  { path: '/campaign/redeemed-history', lazy: () => import('./pages/RedeemedRewardsPage').then(({ RedeemedRewardsPage }) => ({ element: <AreaGuard area="rewards"><RedeemedRewardsPage /></AreaGuard> })) },
  { path: '/campaign/win-prize', lazy: () => import('./pages/WinPrizePage').then(({ WinPrizePage }) => ({ element: <AreaGuard area="rewards"><WinPrizePage /></AreaGuard> })) },
  { path: '/campaign-list', lazy: () => import('./pages/CampaignListPage').then(({ CampaignListPage }) => ({ element: <AreaGuard area="rewards"><CampaignListPage /></AreaGuard> })) },
];
