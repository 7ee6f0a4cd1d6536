import type { RouteObject } from 'react-router';

/** The signed-in user's own profile (everyone), at both of its spec paths. */
export const profileRoutes: RouteObject[] = [
  { path: '/profile', lazy: () => import('./pages/ProfilePage').then(({ ProfilePage }) => ({ element: <ProfilePage /> })) },
  { path: '/pages/profile', lazy: () => import('./pages/ProfilePage').then(({ ProfilePage }) => ({ element: <ProfilePage /> })) },
];
