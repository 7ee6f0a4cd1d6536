/** Who may open which agent screen (docs/api-agents.md; areas from app/navigation.ts). */
import { canAccess } from '@/app/navigation';
import type { UserDetail } from '@/lib/types';

type Who = Pick<UserDetail, 'role' | 'permissions'>;

/** HQ, and staff who may promote/demote/suspend: the database, details and promote-demote. */
export const canManageAgents = (u: Who) => canAccess(u, 'agents');

/** HQ registration: also staff who may add users. */
export const canRegisterAgents = (u: Who) => canManageAgents(u) || (u.role === 'staff' && (u.permissions ?? []).includes('add_user'));

/** The family tree and an agent's own record. */
export const canSeeTeam = (u: Who) => canAccess(u, 'team');

/** Where an agent's record opens for this viewer. */
export const recordPath = (u: Who, id: number) => (canManageAgents(u) ? `/agent-details?id=${id}` : `/agent-info?id=${id}`);
