import type { RouteObject } from 'react-router';
import { AreaGuard } from '@/components/AreaGuard';
import { canManageAgents, canRegisterAgents, canSeeTeam } from '@/lib/access';

// Each page is a route `lazy` import, so its code loads only when the route is first visited.

/** The agent screens inside the signed-in shell (spread into it by app/routes.tsx). */
export const agentRoutes: RouteObject[] = [
  { path: '/agent-database', lazy: () => import('./pages/AgentDatabasePage').then(({ AgentDatabasePage }) => ({ element: <AreaGuard allow={canManageAgents}><AgentDatabasePage /></AreaGuard> })) },
  { path: '/agent-details', lazy: () => import('./pages/AgentDetailsPage').then(({ AgentDetailsPage }) => ({ element: <AreaGuard allow={canManageAgents}><AgentDetailsPage /></AreaGuard> })) },
  { path: '/agent-info', lazy: () => import('./pages/AgentInfoPage').then(({ AgentInfoPage }) => ({ element: <AreaGuard allow={canSeeTeam}><AgentInfoPage /></AreaGuard> })) },
  { path: '/agent-family-tree', lazy: () => import('./pages/FamilyTreePage').then(({ FamilyTreePage }) => ({ element: <AreaGuard allow={canSeeTeam}><FamilyTreePage /></AreaGuard> })) },
  { path: '/promote-demote', lazy: () => import('./pages/PromoteDemotePage').then(({ PromoteDemotePage }) => ({ element: <AreaGuard allow={canManageAgents}><PromoteDemotePage /></AreaGuard> })) },
  { path: '/agent-registration', lazy: () => import('./pages/AgentRegistrationPage').then(({ AgentRegistrationPage }) => ({ element: <AreaGuard allow={canRegisterAgents}><AgentRegistrationPage /></AreaGuard> })) },
];

/** Public agent screens (no sign-in, no shell): registration through a leader's link. */
export const publicAgentRoutes: RouteObject[] = [
  {
    path: '/new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId',
    lazy: () => import('./pages/RegistrationLinkPage').then(({ RegistrationLinkPage }) => ({ element: <RegistrationLinkPage /> })),
  },
];
