import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HQ_USER, ok, refused, renderAt, stubFetch, type Handler } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import { ProfilePage } from './ProfilePage';

const routes = [{ path: '/profile', element: <ProfilePage /> }];
const AGENT: UserDetail = { ...HQ_USER, id: 7, username: 'lim', name: 'Lim Wei Ming', role: 'agent', tier: { id: 2, name: 'Gold' } };
const STAFF: UserDetail = { ...HQ_USER, id: 3, username: 'siti', name: 'Siti', role: 'staff' };

const EVERYONE = { id: 1, tierId: null, tierName: null, content: 'Every agent follows the company pricing.' };
const GOLD = { id: 2, tierId: 2, tierName: 'Gold', content: 'Gold agents keep a monthly stock.\n  1. Paid upfront.\n  2. No refunds after 14 days.' };

/** Answers the terms call; the profile tabs' look-ups are left unanswered. */
const withTerms = (answer: Handler): Handler => (m, url, body) => (url.pathname === '/api/setup/tnc' ? answer(m, url, body) : undefined);

describe('/profile: terms and conditions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows an agent the terms that apply to them, their tier's first, each its own block with its spacing kept", async () => {
    stubFetch(withTerms(() => ok([EVERYONE, GOLD])));
    renderAt('/profile', routes, { user: AGENT });
    const card = await screen.findByTestId('profile-terms');
    expect(within(card).getByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    const entries = within(card).getAllByTestId('profile-terms-text-entry');
    expect(entries.map((e) => e.textContent)).toEqual([GOLD.content, EVERYONE.content]);
    expect(entries[0]).toHaveClass('whitespace-pre-wrap');
    expect(within(card).getByRole('region', { name: 'Terms and conditions' })).toHaveClass('overflow-y-auto');
    // Read only: nothing to tick or edit.
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('stays with the agent whichever tab is open', async () => {
    stubFetch(withTerms(() => ok([GOLD])));
    renderAt('/profile?tab=password', routes, { user: AGENT });
    expect(await screen.findByTestId('profile-terms')).toBeInTheDocument();
  });

  it('shows no card when there are no terms (or only blank ones)', async () => {
    for (const list of [[], [{ ...EVERYONE, content: '   ' }]]) {
      const calls = stubFetch(withTerms(() => ok(list)));
      renderAt('/profile', routes, { user: AGENT });
      await vi.waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/setup/tnc')).toBe(true));
      await screen.findByTestId('profile-name');
      // Let the answer land before checking.
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByTestId('profile-terms')).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('says when the terms could not be loaded, and retries', async () => {
    let fail = true;
    const calls = stubFetch(withTerms(() => (fail ? refused(500, 'Server error') : ok([GOLD]))));
    renderAt('/profile', routes, { user: AGENT });
    const error = await screen.findByTestId('profile-terms-error');
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-terms-text')).toHaveTextContent('Gold agents keep a monthly stock.');
    expect(calls.filter((c) => c.url.pathname === '/api/setup/tnc')).toHaveLength(2);
  });

  it('is not shown to HQ or staff, who edit every tier’s terms in setup, and is not asked for', async () => {
    for (const user of [HQ_USER, STAFF]) {
      const calls = stubFetch(withTerms(() => ok([EVERYONE, GOLD])));
      renderAt('/profile', routes, { user });
      await screen.findByTestId('profile-name');
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByTestId('profile-terms')).toBeNull();
      expect(calls.some((c) => c.url.pathname === '/api/setup/tnc')).toBe(false);
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
