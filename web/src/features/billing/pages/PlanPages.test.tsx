import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, LOCKED_HQ, ok, overview, plan, refused, renderAt, scale, starter, stubFetch, type Answer } from '../test-utils';
import { PlanDetailsPage } from './PlanDetailsPage';
import { PlanPage } from './PlanPage';
import { PlanSubscriptionPage } from './PlanSubscriptionPage';

const routes = [
  { path: '/plan-rewards', element: <PlanPage /> },
  { path: '/plan-rewards/rewards-details/:id', element: <PlanDetailsPage /> },
  { path: '/plan-rewards/plan-subscription', element: <PlanSubscriptionPage /> },
];

interface Api {
  overview?: () => Answer;
  plans?: () => Answer;
  plan?: (id: string | null) => Answer;
  preview?: (url: URL) => Answer;
  change?: (body: unknown) => Answer;
}

function api(a: Api = {}) {
  return stubFetch((method, url, body) => {
    const p = url.pathname;
    if (method === 'GET' && p === '/api/subscription/overview') return (a.overview ?? (() => ok(overview())))();
    if (method === 'GET' && p === '/api/subscription/plans') return (a.plans ?? (() => ok([plan(), scale(), starter()])))();
    if (method === 'GET' && p === '/api/subscription/plan') return (a.plan ?? (() => ok(scale())))(url.searchParams.get('id'));
    if (method === 'GET' && p === '/api/subscription/change-plan/preview') return (a.preview ?? (() => ok({ amount: '193.55', description: 'Growth to Scale, 20 of 31 days', effectiveOn: '2026-07-21' })))(url);
    if (method === 'POST' && p === '/api/subscription/change-plan') return (a.change ?? (() => ok(overview({ plan: scale({ current: true }) }))))(body);
    return undefined;
  });
}

const location = () => screen.getByTestId('location');

describe('/plan-rewards', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the plan, its features, the usage, the period, the renewal and what is due with Pay', async () => {
    api({ overview: () => ok(overview({ subscription: { ...overview().subscription, trialEndsOn: '2026-01-24', nextPeriod: 'yearly', creditBalance: '12.50' } })) });
    renderAt('/plan-rewards', routes);
    expect(screen.getByTestId('plan-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('plan-name')).toHaveTextContent('Growth');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Plan & rewards');
    expect(screen.getByTestId('plan-price')).toHaveTextContent('RM 199.00 / month');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getAllByTestId('feature-chip').map((c) => c.textContent)).toEqual(['✓Reports', '✓Campaigns', '✓Marketing']);
    expect(screen.getByTestId('usage-agents-text')).toHaveTextContent('42 of 50');
    expect(within(screen.getByTestId('usage-agents')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '84');
    expect(screen.getByTestId('usage-branches-text')).toHaveTextContent('1 of 3');
    expect(screen.getByTestId('fact-period')).toHaveTextContent('Monthly');
    expect(screen.getByTestId('fact-renews')).toHaveTextContent('10 Aug 2026');
    expect(screen.getByTestId('fact-trial')).toHaveTextContent('24 Jan 2026');
    expect(screen.getByTestId('fact-next-period')).toHaveTextContent('Yearly from 10 Aug 2026');
    expect(screen.getByTestId('fact-credit')).toHaveTextContent('RM 12.50');
    expect(screen.getByTestId('due-balance')).toHaveTextContent('RM 199.00');
    expect(screen.getByTestId('due-number')).toHaveTextContent('INV-2026-000031');
    expect(screen.getByTestId('due-date')).toHaveTextContent('Due on 10 Jul 2026');
    expect(screen.getByTestId('due-pay')).toHaveAttribute('href', '/subscription/detail/31');
    expect(screen.getByTestId('change-plan')).toHaveAttribute('href', '/plan-rewards/plan-subscription');
    expect(screen.queryByTestId('lock-banner')).toBeNull();
  });

  it('says nothing is due, and shows unlimited usage without a bar', async () => {
    api({ overview: () => ok(overview({ due: null, balanceDue: '0.00', usage: { agents: 420, maxAgents: null, branches: 2, maxBranches: null } })) });
    renderAt('/plan-rewards', routes);
    expect(await screen.findByTestId('due-none')).toHaveTextContent('Nothing is due');
    expect(screen.getByTestId('usage-agents-text')).toHaveTextContent('420 · no limit');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the envelope's message when the overview fails, with a retry", async () => {
    api({ overview: () => refused(500, 'Billing is resting, try again soon.') });
    renderAt('/plan-rewards', routes);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Billing is resting, try again soon.');
  });

  it('shows a locked HQ the red lock banner', async () => {
    api({ overview: () => ok(overview({ locked: true, status: 'locked', due: { ...overview().due!, status: 'overdue' } })) });
    renderAt('/plan-rewards', routes, { user: LOCKED_HQ });
    expect(await screen.findByTestId('lock-banner')).toHaveTextContent('Account locked due to overdue subscription. Pay the overdue invoice to unlock.');
    expect(await screen.findByTestId('due-date')).toHaveTextContent('Was due on 10 Jul 2026');
  });
});

describe('/plan-rewards/rewards-details/:id', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a plan's prices, limits and every feature, with Choose this plan", async () => {
    const calls = api();
    renderAt('/plan-rewards/rewards-details/3', routes);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Scale');
    expect(calls.find((c) => c.url.pathname === '/api/subscription/plan')?.url.searchParams.get('id')).toBe('3');
    expect(screen.getByTestId('plan-monthly')).toHaveTextContent('RM 499.00 / month');
    expect(screen.getByTestId('plan-yearly')).toHaveTextContent('RM 4,990.00 / year');
    expect(screen.getByTestId('plan-yearly')).toHaveTextContent('Save RM 998.00 a year');
    expect(screen.getByTestId('plan-max-agents')).toHaveTextContent('Unlimited');
    expect(screen.getByTestId('plan-trial')).toHaveTextContent('14 days');
    expect(screen.getAllByTestId('feature-item').every((f) => f.dataset.included === 'true')).toBe(true);
    expect(await screen.findByTestId('plan-choose')).toHaveAttribute('href', '/plan-rewards/plan-subscription?period=monthly&plan=3');
  });

  it('marks the current plan instead of offering it', async () => {
    api({ plan: () => ok(plan()) });
    renderAt('/plan-rewards/rewards-details/2', routes);
    expect(await screen.findByTestId('plan-current')).toHaveTextContent('Current plan');
    expect(screen.queryByTestId('plan-choose')).toBeNull();
    const features = screen.getAllByTestId('feature-item');
    expect(features.find((f) => f.dataset.feature === 'analytics')?.dataset.included).toBe('false');
  });

  it('is a friendly "not found" for an unknown plan, or a bad id without calling', async () => {
    api({ plan: () => refused(404, 'Not found') });
    renderAt('/plan-rewards/rewards-details/99', routes);
    expect(await screen.findByTestId('plan-not-found')).toHaveTextContent('Plan not found');
    expect(screen.queryByTestId('load-error')).toBeNull();
    cleanup();
    const calls = api();
    renderAt('/plan-rewards/rewards-details/abc', routes);
    expect(await screen.findByTestId('plan-not-found')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/subscription/plan')).toEqual([]);
  });
});

describe('/plan-rewards/plan-subscription', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the plans as cards, the current one marked, priced by the monthly / yearly toggle', async () => {
    const user = userEvent.setup();
    api();
    renderAt('/plan-rewards/plan-subscription', routes);
    expect(screen.getByTestId('cards-loading')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards.map((c) => c.dataset.id)).toEqual(['2', '3', '1']);
    expect(cards[0]).toHaveAttribute('data-current', 'true');
    expect(within(cards[0]).getByTestId('plan-current')).toHaveTextContent('Current plan');
    expect(within(cards[0]).getByTestId('plan-choose')).toBeDisabled();
    expect(within(cards[1]).getByTestId('plan-price')).toHaveTextContent('RM 499.00 / month');
    // Starter allows 10 agents; the company has 42.
    expect(within(cards[2]).getByTestId('plan-too-small')).toHaveTextContent('You have 42 agents; this plan allows 10.');
    expect(within(cards[2]).getByTestId('plan-choose')).toBeDisabled();

    await user.click(screen.getByTestId('period-yearly'));
    expect(screen.getByTestId('period-yearly')).toHaveAttribute('aria-checked', 'true');
    expect(location()).toHaveTextContent('period=yearly');
    expect(within(cards[1]).getByTestId('plan-price')).toHaveTextContent('RM 4,990.00 / year');
    expect(within(cards[1]).getByTestId('plan-saving')).toHaveTextContent('Save RM 998.00 a year');
    // The current plan can now switch its period.
    expect(within(cards[0]).getByTestId('plan-choose')).toHaveTextContent('Switch to yearly');
    expect(within(cards[0]).getByTestId('plan-choose')).toBeEnabled();
  });

  it('previews the proration of a choice, confirms it and goes back to the plan', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAt('/plan-rewards/plan-subscription', routes);
    const cards = await screen.findAllByTestId('plan-card');
    await user.click(within(cards[1]).getByTestId('plan-choose'));
    const dialog = await screen.findByTestId('change-plan-dialog');
    expect(within(dialog).getByText('Change to Scale?')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('change-amount')).toHaveTextContent('RM 193.55');
    expect(within(dialog).getByTestId('change-amount-text')).toHaveTextContent('This will be added to your next invoice.');
    expect(within(dialog).getByTestId('change-description')).toHaveTextContent('Growth to Scale, 20 of 31 days');
    expect(within(dialog).getByTestId('change-effective')).toHaveTextContent('Takes effect on 21 Jul 2026.');
    const preview = calls.find((c) => c.url.pathname === '/api/subscription/change-plan/preview')!;
    expect(Object.fromEntries(preview.url.searchParams)).toEqual({ planId: '3', period: 'monthly' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByTestId('change-confirm'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/plan-rewards$/));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([['/api/subscription/change-plan', { planId: 3, period: 'monthly' }]]);
    expect(await screen.findByTestId('plan-changed')).toHaveTextContent('Your plan is now Scale.');
  });

  it('shows a downgrade as a credit', async () => {
    api({ plans: () => ok([plan(), starter({ maxAgents: 100 })]), preview: () => ok({ amount: '-64.52', description: 'Growth to Starter, 20 of 31 days', effectiveOn: '2026-07-21' }) });
    renderAt('/plan-rewards/plan-subscription?plan=1', routes);
    const dialog = await screen.findByTestId('change-plan-dialog');
    expect(await within(dialog).findByTestId('change-amount')).toHaveTextContent('−RM 64.52');
    expect(within(dialog).getByTestId('change-amount-text')).toHaveTextContent('This will be taken off your next invoice.');
  });

  it("shows the server's refusal on the plan it concerns, and stays", async () => {
    const user = userEvent.setup();
    api({ change: () => invalid({ planId: 'This plan allows 50 agents; you have 52.' }) });
    renderAt('/plan-rewards/plan-subscription?plan=3', routes);
    const dialog = await screen.findByTestId('change-plan-dialog');
    await within(dialog).findByTestId('change-amount');
    await user.click(within(dialog).getByTestId('change-confirm'));
    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('This plan allows 50 agents; you have 52.');
    expect(location()).toHaveTextContent('/plan-rewards/plan-subscription?plan=3');
  });

  it("shows a preview refused on planId on the plan, and cannot confirm", async () => {
    api({ preview: () => invalid({ planId: 'This plan allows 10 agents; you have 42.' }) });
    renderAt('/plan-rewards/plan-subscription?plan=3', routes);
    const dialog = await screen.findByTestId('change-plan-dialog');
    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('This plan allows 10 agents; you have 42.');
    expect(within(dialog).getByTestId('change-confirm')).toBeDisabled();
  });
});
