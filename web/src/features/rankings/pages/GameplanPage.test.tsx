import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recentPeriods, thisPeriod } from '@/lib/period';
import type { UserDetail } from '@/lib/types';
import { AGENT_USER, gameplan, HQ_USER, ok, refused, renderAt, stubFetch, type Call } from '../test-utils';
import { GameplanPage } from './GameplanPage';

const routes = [{ path: '/gameplan', element: <GameplanPage /> }];
const asAgent = { user: AGENT_USER };
const plans = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/gameplan').map((c) => c.url.search);

/** A requirement row as the screen reads it: label, the bar's value, its figures and percent or check. */
function readRequirement(li: HTMLElement) {
  const bar = within(li).getByRole('progressbar');
  return {
    label: within(li).getByTestId('requirement-label').textContent,
    bar: bar.getAttribute('aria-valuenow'),
    name: bar.getAttribute('aria-labelledby') ? (document.getElementById(bar.getAttribute('aria-labelledby')!)?.textContent ?? null) : null,
    figures: within(li).getByTestId('requirement-figures').textContent,
    state: within(li).queryByTestId('requirement-met')?.textContent ?? within(li).getByTestId('requirement-percent').textContent,
  };
}

describe('/gameplan', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows an agent how far they are from the next tier and the next commission rank, target by target", async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/gameplan' ? ok(gameplan()) : undefined));
    renderAt('/gameplan', routes, asAgent);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Game plan');
    const tier = await screen.findByTestId('gameplan-tier');
    expect(plans(calls)).toEqual(['']);
    expect(within(tier).getByRole('heading', { name: 'Next tier' })).toBeInTheDocument();
    expect(within(tier).getByTestId('tier-current')).toHaveTextContent('Silver');
    expect(within(tier).getByTestId('tier-next')).toHaveTextContent('Gold');
    expect(within(tier).getAllByTestId('requirement').map(readRequirement)).toEqual([
      { label: 'Personal sales', bar: '97', name: 'Personal sales', figures: 'RM 1,950.00 of RM 2,000.00', state: '97%' },
      { label: 'Personal units', bar: '60', name: 'Personal units', figures: '12 of 20', state: '60%' },
      { label: 'Group sales', bar: '100', name: 'Group sales', figures: 'RM 6,200.00 of RM 5,000.00', state: '✓Met' },
    ]);
    expect(within(tier).getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuetext', 'RM 1,950.00 of RM 2,000.00 (97%)');

    const rank = screen.getByTestId('gameplan-rank');
    expect(within(rank).getByRole('heading', { name: 'Next commission rank' })).toBeInTheDocument();
    expect(within(rank).getByTestId('rank-current')).toHaveTextContent('Bronze');
    expect(within(rank).getByTestId('rank-next')).toHaveTextContent('Silver');
    expect(within(rank).getByTestId('rank-next-benefits')).toHaveTextContent('What Silver brings');
    expect(within(rank).getAllByTestId('rank-next-benefit').map((b) => b.textContent)).toEqual(['Silver pin', 'Annual trip']);
    expect(within(rank).getAllByTestId('requirement').map(readRequirement)).toEqual([
      { label: 'Total personal group sales', bar: '25', name: 'Total personal group sales', figures: 'RM 2,000.00 of RM 8,000.00', state: '25%' },
      { label: "Your tier's monthly minimum (own sales)", bar: '100', name: "Your tier's monthly minimum (own sales)", figures: 'RM 1,950.00 of RM 300.00', state: '✓Met' },
    ]);
    // An agent picks no one.
    expect(screen.queryByTestId('gameplan-agent')).toBeNull();
  });

  it('says when the agent is at the highest tier and has reached the last rank', async () => {
    stubFetch((_m, url) =>
      url.pathname === '/api/gameplan'
        ? ok(gameplan({ tier: { current: { id: 1, name: 'Platinum' }, next: null, requirements: [] }, rank: { current: 'Diamond', next: null, requirements: [] } }))
        : undefined,
    );
    renderAt('/gameplan', routes, asAgent);
    expect(await screen.findByTestId('tier-top')).toHaveTextContent('You are at the highest tier');
    expect(screen.getByTestId('rank-last')).toHaveTextContent('You reached the last rank');
    expect(screen.getByTestId('tier-current')).toHaveTextContent('Platinum');
    expect(screen.getByTestId('rank-current')).toHaveTextContent('Diamond');
    expect(screen.queryByTestId('tier-next')).toBeNull();
    expect(within(screen.getByTestId('gameplan')).queryByRole('progressbar')).toBeNull();
  });

  it('names no tier and no rank reached yet, and a step HQ set no targets for', async () => {
    stubFetch((_m, url) =>
      url.pathname === '/api/gameplan'
        ? ok(gameplan({ tier: { current: null, next: { id: 4, name: 'Bronze' }, requirements: [] }, rank: { current: null, next: { name: 'Bronze', benefits: [] }, requirements: [] } }))
        : undefined,
    );
    renderAt('/gameplan', routes, asAgent);
    expect(await screen.findByTestId('tier-current')).toHaveTextContent('No tier');
    expect(screen.getByTestId('rank-current')).toHaveTextContent('None yet');
    expect(screen.getAllByTestId('requirements-none').map((n) => n.textContent)).toEqual(Array(2).fill('HQ has set no targets for this step.'));
    expect(screen.queryByTestId('rank-next-benefits')).toBeNull();
  });

  it("picks another month, kept in the address; an agent's address never sends an agent id", async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/gameplan' ? ok(gameplan({ period: url.searchParams.get('period') ?? '2026-11' })) : undefined));
    renderAt('/gameplan?agentId=99', routes, asAgent);
    await screen.findByTestId('gameplan');
    const [, previous] = recentPeriods(thisPeriod(), 2);
    await userEvent.setup().selectOptions(screen.getByLabelText('Month'), previous);
    expect(screen.getByTestId('location')).toHaveTextContent(`/gameplan?period=${previous}`);
    await waitFor(() => expect(plans(calls)).toContain(`?period=${previous}`));
    expect(plans(calls).every((q) => !q.includes('agentId'))).toBe(true);
  });

  it('asks HQ to pick an agent first, then shows that agent’s plan with the agent kept in the address', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/attribute/list-agent') return ok([{ id: 15, name: 'Budi Santoso', username: 'budi', tier: 'Gold', status: 'active' }]);
      if (url.pathname === '/api/agent-database/detail') return ok({ id: 15, name: 'Budi Santoso', username: 'budi' });
      if (url.pathname === '/api/gameplan') return ok(gameplan({ tier: { current: { id: 2, name: 'Gold' }, next: null, requirements: [] } }));
      return undefined;
    });
    renderAt('/gameplan?period=2026-11', routes);
    expect(screen.getByTestId('gameplan-pick-agent')).toHaveTextContent('Choose an agent to see their game plan.');
    expect(plans(calls)).toEqual([]);

    await user.click(await screen.findByRole('button', { name: /Budi Santoso/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/gameplan?period=2026-11&agentId=15');
    expect(await screen.findByTestId('tier-top')).toHaveTextContent('This agent is at the highest tier');
    expect(plans(calls)).toEqual(['?period=2026-11&agentId=15']);
    expect(screen.getByTestId('gameplan-agent-chosen')).toHaveTextContent('Budi Santoso');
    expect(screen.getByText('How far Budi Santoso is from the next tier and commission rank, target by target.')).toBeInTheDocument();

    // Another agent: back to the picker, without the agent in the address.
    await user.click(screen.getByTestId('gameplan-agent-change'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gameplan?period=2026-11');
    expect(screen.getByTestId('gameplan-pick-agent')).toBeInTheDocument();
  });

  it("opens the agent of the address for the HQ side, named from their record, and shows the API's refusal", async () => {
    const staff: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['approve_manual_payment'] };
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/agent-database/detail') return url.searchParams.get('id') === '15' ? ok({ id: 15, name: 'Budi Santoso', username: 'budi' }) : refused(404, 'Not found.');
      if (url.pathname === '/api/gameplan') return url.searchParams.get('agentId') === '15' ? ok(gameplan()) : refused(404, 'Not found.');
      return undefined;
    });
    renderAt('/gameplan?agentId=15', routes, { user: staff });
    expect(await screen.findByTestId('gameplan')).toBeInTheDocument();
    expect(plans(calls)).toEqual(['?agentId=15']);
    await waitFor(() => expect(screen.getByTestId('gameplan-agent-chosen')).toHaveTextContent('Budi Santoso'));
    expect(screen.getByTestId('tier-next')).toHaveTextContent('Gold');
    cleanup();

    renderAt('/gameplan?agentId=77', routes);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Not found.');
    expect(screen.getByTestId('gameplan-agent-chosen')).toHaveTextContent('Agent #77');
  });
});
