/** The agent screens use the shared screen-test helpers, plus an agent user and the tiers. */
import { HQ_USER } from '@/test-utils';
import type { UserDetail } from '@/lib/types';

export * from '@/test-utils';

export const AGENT_USER: UserDetail = { ...HQ_USER, id: 7, email: 'lim@example.com', username: 'lim', name: 'Lim Wei Ming', role: 'agent', tier: { id: 1, name: 'Platinum' } };

export const TIERS = [
  { level_id: 1, levelName: 'Platinum', rankNumber: 1 },
  { level_id: 2, levelName: 'Gold', rankNumber: 2 },
  { level_id: 3, levelName: 'Silver', rankNumber: 3 },
  { level_id: 4, levelName: 'Bronze', rankNumber: 4 },
];
