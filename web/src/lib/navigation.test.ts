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
});
