import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/** The news feed and the hall of fame. */
export const marketingRoutes: RouteObject[] = [
  // Everyone signed in reads the feed (writing needs post_content); the nav entry stays with the newsfeed area.
  { path: '/newsfeed', lazy: () => import('./pages/NewsFeedPage').then(({ NewsFeedPage }) => ({ element: <NewsFeedPage /> })) },
  { path: '/score-ranking/hall-of-fame', lazy: () => import('./pages/HallOfFamePage').then(({ HallOfFamePage }) => ({ element: <AreaGuard area="hall_of_fame"><HallOfFamePage /></AreaGuard> })) },
];
