import { describe, expect, it } from 'vitest';
import { canManageAgents, canRegisterAgents, canSeeTeam, recordPath } from './access';

const hq = { role: 'hq' as const, permissions: [] };
const agent = { role: 'agent' as const, permissions: [] };
const promoter = { role: 'staff' as const, permissions: ['promote_demote_suspend' as const] };
const adder = { role: 'staff' as const, permissions: ['add_user' as const] };
const other = { role: 'staff' as const, permissions: ['manage_orders' as const] };

describe('agent screens access', () => {
  it('HQ side with the permission manages; agents see their team', () => {
    expect([hq, promoter, adder, other, agent].map(canManageAgents)).toEqual([true, true, false, false, false]);
    expect([hq, promoter, adder, other, agent].map(canRegisterAgents)).toEqual([true, true, true, false, false]);
    expect([hq, promoter, other, agent].map(canSeeTeam)).toEqual([true, true, false, true]);
  });
  it('opens records where the viewer may read them', () => {
    expect(recordPath(hq, 9)).toBe('/agent-details?id=9');
    expect(recordPath(agent, 9)).toBe('/agent-info?id=9');
  });
});
