import { describe, expect, it } from 'vitest';
import { groupFaqs } from './pages/FaqsPage';
import { openExternal } from './pages/HelplinePage';
import { SETUP_TABS, pickTab, tabsFor } from './tabs';

describe('company setup tabs', () => {
  it('shows HQ every tab', () => {
    expect(tabsFor({ role: 'hq', permissions: [] })).toEqual([...SETUP_TABS]);
  });
  it('shows a staff member with add_user only the Users tab', () => {
    expect(tabsFor({ role: 'staff', permissions: ['add_user', 'post_content'] })).toEqual(['users']);
    expect(pickTab('theme', ['users'])).toBe('users');
    expect(pickTab(null, ['users'])).toBe('users');
  });
  it('shows nothing to other staff and agents', () => {
    expect(tabsFor({ role: 'staff', permissions: ['manage_inventory'] })).toEqual([]);
    expect(tabsFor({ role: 'agent', permissions: [] })).toEqual([]);
    expect(pickTab('users', [])).toBeNull();
  });
  it('keeps ?tab= when allowed', () => {
    expect(pickTab('tiers', [...SETUP_TABS])).toBe('tiers');
    expect(pickTab('bogus', [...SETUP_TABS])).toBe('company');
  });
});

describe('faqs', () => {
  it('groups by tier in the order returned', () => {
    const groups = groupFaqs(
      [
        { id: 1, tierId: null, tierName: null, question: 'a', answer: 'a' },
        { id: 2, tierId: 2, tierName: 'Gold', question: 'b', answer: 'b' },
        { id: 3, tierId: null, tierName: null, question: 'c', answer: 'c' },
      ],
      'All tiers',
    );
    expect(groups.map((g) => [g.title, g.items.map((i) => i.id)])).toEqual([
      ['All tiers', [1, 3]],
      ['Gold', [2]],
    ]);
  });
});

describe('helpline launch', () => {
  it('reports a refused launch', () => {
    expect(openExternal('https://wa.me/60123', { open: () => null })).toBe(false);
    expect(
      openExternal('tel:+60123', {
        open: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
    const opened = { opener: {} } as unknown as Window;
    expect(openExternal('https://wa.me/60123', { open: () => opened })).toBe(true);
    expect(opened.opener).toBeNull();
  });
});
