import { describe, expect, it } from 'vitest';
import type { Who } from './access';
import { navigationFor } from './navigation';

describe('navigation', () => {
  it('puts Company setup in the navigation for HQ and add_user staff only', () => {
    const labels = (role: 'hq' | 'staff' | 'agent', permissions: Who['permissions']) =>
      navigationFor({ role, permissions }).map((i) => i.label);
    expect(labels('hq', [])).toContain('company');
    expect(labels('staff', ['add_user'])).toContain('company');
    expect(labels('staff', ['manage_inventory'])).toEqual(['dashboard', 'inventory']);
    expect(labels('agent', [])).not.toContain('company');
  });

  it('gives HQ and staff who approve payments the commission (the payouts and the month close)', () => {
    expect(navigationFor({ role: 'staff', permissions: ['manage_orders'] }).find((i) => i.label === 'commission')).toBeUndefined();
    for (const [role, permissions] of [['hq', []], ['staff', ['approve_manual_payment']]] as const) {
      expect(navigationFor({ role, permissions: [...permissions] }).find((i) => i.label === 'commission')?.to, role).toBe('/commission-payout');
    }
    expect(navigationFor({ role: 'agent', permissions: [] }).find((i) => i.label === 'commission')?.to).toBe('/commission');
  });

  it('puts the score ranking and the gameplan in the menu of agents, HQ and staff who read the commission', () => {
    const entries = (role: 'hq' | 'staff' | 'agent', permissions: Who['permissions'] = []) =>
      navigationFor({ role, permissions }).filter((i) => i.area === 'rankings').map((i) => [i.label, i.to]);
    const both = [
      ['scoreRanking', '/score-ranking'],
      ['gameplan', '/gameplan'],
    ];
    expect(entries('agent')).toEqual(both);
    expect(entries('hq')).toEqual(both);
    expect(entries('staff', ['approve_manual_payment'])).toEqual(both);
    expect(entries('staff', ['manage_orders'])).toEqual([]);
    // The score ranking is not lit up on its hall of fame.
    expect(navigationFor({ role: 'agent', permissions: [] }).find((i) => i.to === '/score-ranking')?.end).toBe(true);
  });

  it('puts the reports in the menu of HQ and staff who manage orders or approve payments, not of agents', () => {
    const reports = (role: 'hq' | 'staff' | 'agent', permissions: Who['permissions'] = []) => navigationFor({ role, permissions }).find((i) => i.area === 'reports');
    expect(reports('hq')).toMatchObject({ to: '/reporting', label: 'reports' });
    expect(reports('staff', ['manage_orders'])?.to).toBe('/reporting');
    expect(reports('staff', ['approve_manual_payment'])?.to).toBe('/reporting');
    expect(reports('staff', ['manage_inventory'])).toBeUndefined();
    expect(reports('agent')).toBeUndefined();
  });

  it('puts the analytics after the reports in the menu of those who read the reports, not of agents', () => {
    const entry = (role: 'hq' | 'staff' | 'agent', permissions: Who['permissions'] = []) => navigationFor({ role, permissions }).find((i) => i.to === '/analytics');
    expect(entry('hq')).toMatchObject({ label: 'analytics', area: 'reports' });
    expect(entry('staff', ['manage_orders'])).toBeDefined();
    expect(entry('staff', ['approve_manual_payment'])).toBeDefined();
    expect(entry('staff', ['manage_inventory'])).toBeUndefined();
    expect(entry('agent')).toBeUndefined();
    const hq = navigationFor({ role: 'hq', permissions: [] }).map((i) => i.to);
    expect(hq.indexOf('/analytics')).toBe(hq.indexOf('/reporting') + 1);
  });

  it('puts the marketing files after the news feed for HQ and staff who post content, and keeps them in the agents\' menu', () => {
    const entry = (role: 'hq' | 'staff' | 'agent', permissions: Who['permissions'] = []) => navigationFor({ role, permissions }).find((i) => i.to === '/files');
    expect(entry('hq')).toMatchObject({ label: 'files', area: 'files' });
    expect(entry('staff', ['post_content'])).toBeDefined();
    expect(entry('staff', ['manage_orders'])).toBeUndefined();
    expect(entry('agent')).toBeDefined();
    const hq = navigationFor({ role: 'hq', permissions: [] }).map((i) => i.to);
    expect(hq.indexOf('/files')).toBe(hq.indexOf('/newsfeed') + 1);
  });

  it("gives agents an entry for each store program their company offers, and HQ and staff who administer agents the programs' stores", () => {
    const agent = (control: Record<string, boolean> | null) => navigationFor({ role: 'agent', permissions: [], control }).filter((i) => i.area === 'stores').map((i) => [i.label, i.to]);
    expect(agent({ first_order_package: false, go_affiliate_status: true, ejen_store_status: false, e_koop_status: true })).toEqual([
      ['goAffiliate', '/go-affiliate/account'],
      ['eKoop', '/e-koop/account'],
    ]);
    expect(agent({ go_affiliate_status: false, ejen_store_status: true, e_koop_status: false })).toEqual([['ejenStore', '/ejen-store/account']]);
    expect(agent(null)).toEqual([]);
    // The phone's bottom bar (the first four entries) stays as it was.
    const all = navigationFor({ role: 'agent', permissions: [], control: { go_affiliate_status: true, ejen_store_status: true, e_koop_status: true } });
    expect(all.slice(0, 4).map((i) => i.label)).toEqual(['dashboard', 'myShop', 'myOrders', 'myTeam']);

    const stores = (role: 'hq' | 'staff', permissions: Who['permissions'] = []) => navigationFor({ role, permissions }).filter((i) => i.area === 'stores').map((i) => [i.label, i.to]);
    expect(stores('hq')).toEqual([['storePrograms', '/go-affiliate/account']]);
    expect(stores('staff', ['promote_demote_suspend'])).toEqual([['storePrograms', '/go-affiliate/account']]);
    expect(stores('staff', ['add_user'])).toEqual([['storePrograms', '/go-affiliate/account']]);
    expect(stores('staff', ['manage_orders'])).toEqual([]);
  });

  it("puts CP58 in the menus of a ringgit company only: HQ and staff who read the reports after the settlement, agents after their commission", () => {
    const cp58 = (role: 'hq' | 'staff' | 'agent', currency: string | null, permissions: Who['permissions'] = []) =>
      navigationFor({ role, permissions, company: currency ? { currency: currency as 'MYR' | 'IDR' } : null }).filter((i) => i.label === 'cp58');
    expect(cp58('hq', 'MYR')).toEqual([expect.objectContaining({ to: '/hqCP58', area: 'reports' })]);
    expect(cp58('staff', 'MYR', ['manage_orders'])).toHaveLength(1);
    expect(cp58('staff', 'MYR', ['manage_inventory'])).toEqual([]);
    expect(cp58('agent', 'MYR')).toEqual([expect.objectContaining({ to: '/cp58', area: 'commission' })]);
    // An IDR company (or one not known yet) sees neither.
    for (const role of ['hq', 'staff', 'agent'] as const) {
      expect(cp58(role, 'IDR', ['manage_orders']), role).toEqual([]);
      expect(cp58(role, null, ['manage_orders']), role).toEqual([]);
    }
    // The currency given (the host company's) wins over the user's.
    expect(navigationFor({ role: 'hq', permissions: [], company: null }, 'MYR').some((i) => i.to === '/hqCP58')).toBe(true);
    expect(navigationFor({ role: 'agent', permissions: [], company: { currency: 'MYR' } }, 'IDR').some((i) => i.to === '/cp58')).toBe(false);
    const hq = navigationFor({ role: 'hq', permissions: [], company: { currency: 'MYR' } }).map((i) => i.to);
    expect(hq.indexOf('/hqCP58')).toBe(hq.indexOf('/settlement-report') + 1);
    const agent = navigationFor({ role: 'agent', permissions: [], company: { currency: 'MYR' } }).map((i) => i.to);
    expect(agent.indexOf('/cp58')).toBe(agent.indexOf('/commission') + 1);
    // The phone's bottom bar (the first four entries) stays as it was.
    expect(agent.slice(0, 4)).toEqual(['/', '/my-shop', '/manage-orders', '/agent-family-tree']);
  });

  it('puts e-invoicing in the HQ-side menus of a ringgit company only, after CP58, never in an agent\'s', () => {
    const entry = (role: 'hq' | 'staff' | 'agent', currency: string | null, permissions: Who['permissions'] = []) =>
      navigationFor({ role, permissions, company: currency ? { currency: currency as 'MYR' | 'IDR' } : null }).filter((i) => i.to === '/e-invoicing');
    expect(entry('hq', 'MYR')).toEqual([expect.objectContaining({ label: 'eInvoicing', area: 'reports', currency: 'MYR' })]);
    expect(entry('staff', 'MYR', ['approve_manual_payment'])).toHaveLength(1);
    expect(entry('staff', 'MYR', ['post_content'])).toEqual([]);
    expect(entry('agent', 'MYR')).toEqual([]);
    for (const role of ['hq', 'staff'] as const) {
      expect(entry(role, 'IDR', ['manage_orders']), role).toEqual([]);
      expect(entry(role, null, ['manage_orders']), role).toEqual([]);
    }
    expect(navigationFor({ role: 'hq', permissions: [], company: null }, 'MYR').some((i) => i.to === '/e-invoicing')).toBe(true);
    expect(navigationFor({ role: 'hq', permissions: [], company: { currency: 'MYR' } }, 'IDR').some((i) => i.to === '/e-invoicing')).toBe(false);
    const hq = navigationFor({ role: 'hq', permissions: [], company: { currency: 'MYR' } }).map((i) => i.to);
    expect(hq.indexOf('/e-invoicing')).toBe(hq.indexOf('/hqCP58') + 1);
    expect(hq.slice(0, 4)).toEqual(['/', '/products', '/inventory', '/courier']);
  });
});
