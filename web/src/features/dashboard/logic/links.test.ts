import { describe, expect, it } from 'vitest';
import type { Who } from '@/lib/access';
import { agentLinks, barPercent, hqLinks, ordersTabPath } from './links';

const hq: Who = { role: 'hq', permissions: [] };
const staff = (...permissions: Who['permissions']): Who => ({ role: 'staff', permissions });
const agent: Who = { role: 'agent', permissions: [] };

describe('dashboard links', () => {
  it('opens each orders tab by its status', () => {
    expect(ordersTabPath('to_ship')).toBe('/manage-orders?status=to_ship');
  });

  it('links every HQ block for HQ', () => {
    const l = hqLinks(hq);
    expect(l.orders?.('approval')).toBe('/manage-orders?status=approval');
    expect(l).toMatchObject({ inventory: '/inventory', agents: '/agent-database', ranking: '/score-ranking', payouts: '/commission-payout' });
  });

  it('links only the screens a staff member may open', () => {
    expect(hqLinks(staff('manage_orders'))).toEqual({ orders: expect.any(Function), inventory: null, agents: null, ranking: null, payouts: null });
    expect(hqLinks(staff('approve_manual_payment'))).toMatchObject({ inventory: null, agents: null, ranking: '/score-ranking', payouts: '/commission-payout' });
    expect(hqLinks(staff('manage_inventory', 'promote_demote_suspend'))).toMatchObject({ orders: null, inventory: '/inventory', agents: '/agent-database' });
  });

  it("links an agent's blocks", () => {
    expect(agentLinks(agent)).toEqual({ commission: '/commission', team: '/agent-family-tree', gameplan: '/gameplan', news: '/newsfeed' });
  });

  it('keeps a bar within 0–100', () => {
    expect([barPercent(null), barPercent(-3), barPercent(42), barPercent(140)]).toEqual([0, 0, 42, 100]);
  });
});
