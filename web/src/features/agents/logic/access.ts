/** Where an agent's record opens for this viewer (who may open which agent screen is lib/access). */
import { canManageAgents, type Who } from '@/lib/access';

export const recordPath = (u: Who, id: number) => (canManageAgents(u) ? `/agent-details?id=${id}` : `/agent-info?id=${id}`);
