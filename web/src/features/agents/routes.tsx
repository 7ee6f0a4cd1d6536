import type { RouteObject } from 'react-router';
import { Guard } from './components/Guard';
import { canManageAgents, canRegisterAgents, canSeeTeam } from './logic/access';

// Each page is a route `lazy` import, so its code loads only when the route is first visited.

/** The agent screens inside the signed-in shell (spread into it by app/routes.tsx). */
export const agentRoutes: RouteObject[] = [
  { path: '/agent-database', lazy: () => import('./pages/AgentDatabasePage').then(({ AgentDatabasePage }) => ({ element: <Guard allow={canManageAgents}><AgentDatabasePage /></Guard> })) },
  { path: '/agent-details', lazy: () => import('./pages/AgentDetailsPage').then(({ AgentDetailsPage }) => ({ element: <Guard allow={canManageAgents}><AgentDetailsPage /></Guard> })) },
  { path: '/agent-info', lazy: () => import('./pages/AgentInfoPage').then(({ AgentInfoPage }) => ({ element: <Guard allow={canSeeTeam}><AgentInfoPage /></Guard> })) },
  { path: '/agent-family-tree', lazy: () => import('./pages/FamilyTreePage').then(({ FamilyTreePage }) => ({ element: <Guard allow={canSeeTeam}><FamilyTreePage /></Guard> })) },
  { path: '/promote-demote', lazy: () => import('./pages/PromoteDemotePage').then(({ PromoteDemotePage }) => ({ element: <Guard allow={canManageAgents}><PromoteDemotePage /></Guard> })) },
  { path: '/agent-registration', lazy: () => import('./pages/AgentRegistrationPage').then(({ AgentRegistrationPage }) => ({ element: <Guard allow={canRegisterAgents}><AgentRegistrationPage /></Guard> })) },
];

/** Public agent screens (no sign-in, no shell): registration through a leader's link. */
export const publicAgentRoutes: RouteObject[] = [
  {
    path: '/new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId',
    lazy: () => import('./pages/RegistrationLinkPage').then(({ RegistrationLinkPage }) => ({ element: <RegistrationLinkPage /> })),
  },
];
