import type { RouteObject } from 'react-router';
import { Guard } from './components/Guard';
import { canManageAgents, canRegisterAgents, canSeeTeam } from './logic/access';
import { AgentDatabasePage } from './pages/AgentDatabasePage';
import { AgentDetailsPage } from './pages/AgentDetailsPage';
import { AgentInfoPage } from './pages/AgentInfoPage';
import { AgentRegistrationPage } from './pages/AgentRegistrationPage';
import { FamilyTreePage } from './pages/FamilyTreePage';
import { PromoteDemotePage } from './pages/PromoteDemotePage';
import { RegistrationLinkPage } from './pages/RegistrationLinkPage';

/** The agent screens inside the signed-in shell (spread into it by app/routes.tsx). */
export const agentRoutes: RouteObject[] = [
  { path: '/agent-database', element: <Guard allow={canManageAgents}><AgentDatabasePage /></Guard> },
  { path: '/agent-details', element: <Guard allow={canManageAgents}><AgentDetailsPage /></Guard> },
  { path: '/agent-info', element: <Guard allow={canSeeTeam}><AgentInfoPage /></Guard> },
  { path: '/agent-family-tree', element: <Guard allow={canSeeTeam}><FamilyTreePage /></Guard> },
  { path: '/promote-demote', element: <Guard allow={canManageAgents}><PromoteDemotePage /></Guard> },
  { path: '/agent-registration', element: <Guard allow={canRegisterAgents}><AgentRegistrationPage /></Guard> },
];

/** Public agent screens (no sign-in, no shell): registration through a leader's link. */
export const publicAgentRoutes: RouteObject[] = [
  { path: '/new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId', element: <RegistrationLinkPage /> },
];
