import { describe, expect, it } from 'vitest';
import { canAccess, canManageAgents, canPayCommission, canRegisterAgents, canSeeTeam, canUseOrderTools, holds, isHqSide } from './access';

const hq = { role: 'hq' as const, permissions: [] };
const agent = { role: 'agent' as const, permissions: [] };
const promoter = { role: 'staff' as const, permissions: ['promote_demote_suspend' as const] };
const adder = { role: 'staff' as const, permissions: ['add_user' as const] };
const other = { role: 'staff' as const, permissions: ['manage_orders' as const] };
const approver = { role: 'staff' as const, permissions: ['approve_manual_payment' as const] };

describe('agent screens access', () => {
  it('HQ side with the permission manages; agents see their team', () => {
    expect([hq, promoter, adder, other, agent].map(canManageAgents)).toEqual([true, true, false, false, false]);
    expect([hq, promoter, adder, other, agent].map(canRegisterAgents)).toEqual([true, true, true, false, false]);
    expect([hq, promoter, other, agent].map(canSeeTeam)).toEqual([true, true, false, true]);
  });
});

describe('holds', () => {
  it('gives HQ everything, staff what they were granted, agents nothing', () => {
    expect(holds({ role: 'hq', permissions: [] }, 'post_content')).toBe(true);
    expect(holds({ role: 'staff', permissions: ['post_content'] }, 'post_content')).toBe(true);
    expect(holds({ role: 'staff', permissions: ['create_product'] }, 'post_content')).toBe(false);
    expect(holds({ role: 'agent', permissions: ['post_content'] }, 'post_content')).toBe(false);
  });
});

describe('areas', () => {
  it('keeps the shop to agents: HQ and staff would only get 403s from its calls', () => {
    expect([hq, promoter, adder, other, agent].map((u) => canAccess(u, 'shop'))).toEqual([false, false, false, false, true]);
  });
  it('lets HQ open every other area, staff what their permissions reach', () => {
    expect(canAccess(hq, 'products')).toBe(true);
    expect(canAccess(hq, 'team')).toBe(true);
    expect(canAccess(other, 'orders')).toBe(true);
    expect(canAccess(approver, 'orders')).toBe(true);
    expect(canAccess(other, 'inventory')).toBe(false);
    expect(canAccess(agent, 'products')).toBe(false);
    expect(canAccess(agent, 'dashboard')).toBe(true);
  });
  it("gives HQ's order tools to HQ and staff who manage orders", () => {
    expect([hq, other, approver, agent].map(canUseOrderTools)).toEqual([true, true, false, false]);
  });
  it('lets HQ and staff who approve payments read the commission, and agents their own', () => {
    expect([hq, promoter, adder, other, approver, agent].map((u) => canAccess(u, 'commission'))).toEqual([true, false, false, false, true, true]);
    expect(canAccess({ role: 'staff', permissions: [] }, 'commission')).toBe(false);
    // Reading the commission opens no other area to staff.
    expect(canAccess(approver, 'inventory')).toBe(false);
    expect([hq, promoter, agent].map(isHqSide)).toEqual([true, true, false]);
  });
  it('opens the score ranking and the gameplan to HQ, agents and staff who read the commission', () => {
    expect([hq, promoter, adder, other, approver, agent].map((u) => canAccess(u, 'rankings'))).toEqual([true, false, false, false, true, true]);
  });
  it('opens the master reports to HQ and staff who manage orders or approve payments, never to agents', () => {
    expect([hq, promoter, adder, other, approver, agent].map((u) => canAccess(u, 'reports'))).toEqual([true, false, false, true, true, false]);
    expect(canAccess({ role: 'staff', permissions: ['manage_inventory', 'create_product'] }, 'reports')).toBe(false);
  });
  it('keeps the month close and the payout actions to HQ', () => {
    expect([hq, promoter, adder, other, approver, agent].map(canPayCommission)).toEqual([true, false, false, false, false, false]);
  });
  it('opens the store programs to agents, HQ and staff who administer agents or add users', () => {
    expect([hq, promoter, adder, other, approver, agent].map((u) => canAccess(u, 'stores'))).toEqual([true, true, true, false, false, true]);
  });
});
