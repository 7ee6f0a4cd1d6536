import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';

/**
 * Marketing files (agents, HQ, and staff who post content), spread into the signed-in shell by
 * app/routes.tsx. The pages are route `lazy` imports, so their code loads only when first visited.
 */
export const filesRoutes: RouteObject[] = [
  { path: '/files', lazy: () => import('./pages/FilesPage').then(({ FilesPage }) => ({ element: <AreaGuard area="files"><FilesPage /></AreaGuard> })) },
  { path: '/files/folders', lazy: () => import('./pages/FoldersPage').then(({ FoldersPage }) => ({ element: <AreaGuard area="files"><FoldersPage /></AreaGuard> })) },
];
