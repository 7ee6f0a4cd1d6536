import { describe, expect, it } from 'vitest';
import type { Who } from './access';
import { navigationFor } from './navigation';

describe('navigation', () => {
  it('puts Company setup in the navigation for HQ and add_user staff only', () => {
    const labels = (role: 'hq' | 'staff' | 'agent', permissions: Who['permissions']) =>
      navigationFor({ role, permissions }).map((i) => i.label);
    expect(labels('hq', [])).toContain('company');
    expect(labels('staff', ['add_user'])).toContain('company');
    expect(labels('staff', ['manage_inventory'])).toEqual(['dashboard', 'inventory', 'commission']);
    expect(labels('agent', [])).not.toContain('company');
  });

  it('gives the whole HQ side the commission (the payouts and the month close)', () => {
    for (const [role, permissions] of [['hq', []], ['staff', []], ['staff', ['manage_orders']]] as const) {
      expect(navigationFor({ role, permissions: [...permissions] }).find((i) => i.label === 'commission')?.to, role).toBe('/commission-payout');
    }
    expect(navigationFor({ role: 'agent', permissions: [] }).find((i) => i.label === 'commission')?.to).toBe('/commission');
  });
});
