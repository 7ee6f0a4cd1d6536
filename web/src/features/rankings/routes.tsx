import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * The score ranking and the gameplan (HQ, staff who read the commission, and agents), spread into the
 * signed-in shell by app/routes.tsx. Each page is a route `lazy` import, so its code loads only when the
 * route is first visited. The hall of fame (/score-ranking/hall-of-fame) is the marketing area's.
 */
export const rankingRoutes: RouteObject[] = [
  { path: '/score-ranking', lazy: () => import('./pages/ScoreRankingPage').then(({ ScoreRankingPage }) => ({ element: <AreaGuard area="rankings"><ScoreRankingPage /></AreaGuard> })) },
  { path: '/gameplan', lazy: () => import('./pages/GameplanPage').then(({ GameplanPage }) => ({ element: <AreaGuard area="rankings"><GameplanPage /></AreaGuard> })) },
];
