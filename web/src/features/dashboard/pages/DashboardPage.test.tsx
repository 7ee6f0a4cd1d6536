import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HQ_USER, ok, refused, renderAt, stubFetch, type Handler } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import type { AgentDashboard, Dashboard, HqDashboard } from '../api/types';
import { DashboardPage } from './DashboardPage';

const routes = [{ path: '/', element: <DashboardPage /> }];

const AGENT_USER: UserDetail = { ...HQ_USER, id: 12, username: 'aina', name: 'Aina Ali', role: 'agent', tier: { id: 1, name: 'Platinum' } };
const STAFF_USER: UserDetail = { ...HQ_USER, id: 3, username: 'sam', name: 'Sam', role: 'staff', permissions: ['create_product'] };

const hqFigures = (patch: Partial<HqDashboard> = {}): HqDashboard => ({
  salesToday: '1250.50',
  salesThisMonth: '48200.00',
  salesLastMonth: '40000.00',
  salesChangePercent: 20,
  ordersToday: 7,
  ordersWaiting: [
    { status: 'unpaid', count: 3 },
    { status: 'approval', count: 2 },
    { status: 'to_ship', count: 5 },
    { status: 'delivery', count: 0 },
  ],
  lowStock: [
    { productId: 4, product: 'Serum', variant: '30 ml', branch: 'Kuala Lumpur', quantity: 2 },
    { productId: 5, product: 'Toner', variant: null, branch: 'Penang', quantity: 0 },
  ],
  lowStockCount: 9,
  newAgentsThisMonth: 12,
  newAgentsLastMonth: 8,
  topPerformers: [
    { position: 1, id: 21, name: 'Budi', amount: '9100.00' },
    { position: 2, id: 22, name: 'Chong', amount: '7400.50' },
  ],
  payoutsWaiting: 4,
  payoutsWaitingAmount: '2300.00',
  ...patch,
});

const agentFigures = (patch: Partial<AgentDashboard> = {}): AgentDashboard => ({
  personalSales: '1800.00',
  groupSales: '9600.00',
  personalSalesChangePercent: -10,
  teamSize: 14,
  newRecruitsThisMonth: 2,
  commissionThisMonth: '320.40',
  rank: 'Bronze',
  nextRank: 'Silver',
  nextRankPercent: 64,
  greeting: { subject: 'Hello Platinum', detail: 'Keep going this month!' },
  pinnedNews: [{ id: 7, subject: 'Raya promotion', createdAt: '2026-11-03T02:00:00Z' }],
  ...patch,
});

const answer = (d: Partial<Dashboard>): Handler => (_m, url) => {
  if (url.pathname === '/api/dashboard') return ok({ period: '2026-11', hq: null, agent: null, ...d });
  if (url.pathname === '/api/user/recruit-links') return ok([]);
  return undefined;
};

const linkOf = (el: HTMLElement) => el.closest('a')?.getAttribute('href') ?? null;

describe('the dashboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows HQ the company's figures, each block linked to its screen", async () => {
    const calls = stubFetch(answer({ hq: hqFigures() }));
    renderAt('/', routes);
    const hq = await screen.findByTestId('hq-dashboard');
    expect(calls.filter((c) => c.url.pathname === '/api/dashboard')).toHaveLength(1);
    expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome, HQ');

    expect(screen.getByTestId('hq-sales-today-value')).toHaveTextContent('RM 1,250.50');
    expect(screen.getByTestId('hq-sales-month-value')).toHaveTextContent('RM 48,200.00');
    expect(screen.getByTestId('hq-sales-change')).toHaveTextContent('▲ 20% vs last month');
    expect(screen.getByTestId('hq-sales-change')).toHaveTextContent('Up 20% on last month');
    expect(screen.getByTestId('hq-orders-today-value')).toHaveTextContent('7');
    expect(screen.getByTestId('hq-new-agents-value')).toHaveTextContent('12');
    expect(screen.getByTestId('hq-new-agents')).toHaveTextContent('Last month: 8');
    expect(screen.getByTestId('hq-new-agents')).toHaveAttribute('href', '/agent-database');

    const waiting = screen.getByTestId('orders-waiting');
    expect(within(waiting).getByRole('heading', { name: 'Orders waiting' })).toBeInTheDocument();
    const tabs = within(waiting).getAllByRole('link');
    expect(tabs.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Unpaid3 orders3', '/manage-orders?status=unpaid'],
      ['Approval2 orders2', '/manage-orders?status=approval'],
      ['To ship5 orders5', '/manage-orders?status=to_ship'],
      ['Delivery0 orders0', '/manage-orders?status=delivery'],
    ]);

    const low = screen.getByTestId('low-stock');
    expect(within(low).getByTestId('low-stock-count')).toHaveTextContent('9 items low');
    expect(within(low).getAllByTestId('low-stock-item').map((li) => li.textContent)).toEqual(['Serum · 30 mlKuala Lumpur2 left', 'TonerPenang0 left']);
    expect(within(low).getByTestId('low-stock-link')).toHaveAttribute('href', '/inventory');

    const top = screen.getByTestId('top-performers');
    expect(
      within(top)
        .getAllByTestId('top-performer')
        .map((li) => [within(li).getByTestId('performer-position').textContent, within(li).getByTestId('performer-name').textContent, within(li).getByTestId('performer-amount').textContent]),
    ).toEqual([
      ['Position 11', 'Budi', 'RM 9,100.00'],
      ['Position 22', 'Chong', 'RM 7,400.50'],
    ]);
    expect(within(top).getByTestId('top-performers-link')).toHaveAttribute('href', '/score-ranking');

    const payouts = screen.getByTestId('payouts-waiting');
    expect(within(payouts).getByTestId('payouts-amount')).toHaveTextContent('RM 2,300.00');
    expect(within(payouts).getByTestId('payouts-count')).toHaveTextContent('4 payout requests waiting');
    expect(within(payouts).getByTestId('payouts-waiting-link')).toHaveAttribute('href', '/commission-payout');

    expect(screen.queryByTestId('agent-dashboard')).toBeNull();
    expect(hq).toBeInTheDocument();
    // The quick links stay.
    expect(screen.getByRole('heading', { name: 'Quick links' })).toBeInTheDocument();
  });

  it('shows a fall as ▼, hides the change when last month had none, and says when nothing waits', async () => {
    stubFetch(answer({ hq: hqFigures({ salesChangePercent: null, lowStock: [], lowStockCount: 0, topPerformers: [] }) }));
    renderAt('/', routes);
    await screen.findByTestId('hq-dashboard');
    expect(screen.queryByTestId('hq-sales-change')).toBeNull();
    expect(screen.getByTestId('low-stock-count')).toHaveTextContent('0 items low');
    expect(screen.getByTestId('low-stock-none')).toHaveTextContent('No stock is running low.');
    expect(screen.getByTestId('top-performers-none')).toHaveTextContent('No sales yet this month.');
  });

  it('links only the blocks a staff member who reads reports may open', async () => {
    stubFetch(answer({ hq: hqFigures({ salesChangePercent: -5 }) }));
    renderAt('/', routes, { user: { ...STAFF_USER, permissions: ['manage_orders'] } });
    await screen.findByTestId('hq-dashboard');
    expect(screen.getByTestId('hq-sales-change')).toHaveTextContent('▼ 5% vs last month');
    expect(within(screen.getByTestId('orders-waiting')).getAllByRole('link')).toHaveLength(4);
    for (const id of ['low-stock-link', 'top-performers-link', 'payouts-waiting-link']) expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.getByTestId('hq-new-agents').tagName).not.toBe('A');
    expect(screen.getByTestId('payouts-amount')).toHaveTextContent('RM 2,300.00');
  });

  it("shows an agent their own month, rank progress, their tier's greeting and the pinned news", async () => {
    stubFetch(answer({ agent: agentFigures() }));
    renderAt('/', routes, { user: AGENT_USER });
    const agent = await screen.findByTestId('agent-dashboard');
    expect(screen.queryByTestId('hq-dashboard')).toBeNull();

    expect(screen.getByTestId('agent-sales-value')).toHaveTextContent('RM 1,800.00');
    expect(screen.getByTestId('agent-sales-change')).toHaveTextContent('▼ 10% vs last month');
    expect(screen.getByTestId('agent-sales-change')).toHaveTextContent('Down 10% on last month');
    expect(screen.getByTestId('agent-team-sales-value')).toHaveTextContent('RM 9,600.00');
    expect(screen.getByTestId('agent-commission-value')).toHaveTextContent('RM 320.40');
    expect(screen.getByTestId('agent-commission')).toHaveAttribute('href', '/commission');
    expect(screen.getByTestId('agent-team-value')).toHaveTextContent('14');
    expect(screen.getByTestId('agent-team')).toHaveTextContent('2 new recruits this month');
    expect(screen.getByTestId('agent-team')).toHaveAttribute('href', '/agent-family-tree');

    const rank = screen.getByTestId('rank');
    expect(within(rank).getByTestId('rank-current')).toHaveTextContent('Bronze');
    expect(within(rank).getByTestId('rank-next')).toHaveTextContent('Next rank: Silver');
    const bar = within(rank).getByRole('progressbar', { name: 'Next rank: Silver' });
    expect(bar).toHaveAttribute('aria-valuenow', '64');
    expect(bar).toHaveAttribute('aria-valuetext', '64% of the way to Silver');
    expect(within(rank).getByTestId('rank-link')).toHaveAttribute('href', '/gameplan');

    expect(screen.getByTestId('greeting-subject')).toHaveTextContent('Hello Platinum');
    expect(screen.getByTestId('greeting-detail')).toHaveTextContent('Keep going this month!');

    const news = screen.getByTestId('pinned-news');
    expect(within(news).getByTestId('news-subject')).toHaveTextContent('Raya promotion');
    expect(within(news).getByTestId('news-date')).toHaveTextContent('3 Nov 2026');
    expect(within(news).getByTestId('pinned-news-link')).toHaveAttribute('href', '/newsfeed');
    expect(agent).toBeInTheDocument();
    expect(linkOf(screen.getByTestId('agent-sales-value'))).toBeNull();
  });

  it('says when an agent has no rank yet or reached the last one, and leaves out a missing greeting and change', async () => {
    stubFetch(answer({ agent: agentFigures({ rank: null, nextRank: 'Bronze', nextRankPercent: 0, greeting: null, personalSalesChangePercent: null, pinnedNews: [] }) }));
    renderAt('/', routes, { user: AGENT_USER });
    await screen.findByTestId('agent-dashboard');
    expect(screen.getByTestId('rank-current')).toHaveTextContent('None yet');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByTestId('greeting')).toBeNull();
    expect(screen.queryByTestId('agent-sales-change')).toBeNull();
    expect(screen.getByTestId('pinned-news-none')).toHaveTextContent('No pinned news.');
    cleanup();

    stubFetch(answer({ agent: agentFigures({ rank: 'Diamond', nextRank: null, nextRankPercent: null, personalSalesChangePercent: 0 }) }));
    renderAt('/', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('rank-last')).toHaveTextContent('You reached the last rank.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('agent-sales-change')).toHaveTextContent('Same as last month');
  });

  it('shows staff without report rights just the banner and quick links, with no error', async () => {
    stubFetch(answer({}));
    renderAt('/', routes, { user: STAFF_USER });
    expect(await screen.findByTestId('dashboard-figures')).toBeEmptyDOMElement();
    expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome, Sam');
    expect(screen.getByRole('heading', { name: 'Quick links' })).toBeInTheDocument();
    expect(screen.queryByTestId('load-error')).toBeNull();
    expect(screen.queryByTestId('hq-dashboard')).toBeNull();
    expect(screen.queryByTestId('agent-dashboard')).toBeNull();
  });

  it('keeps no made-up figure: no RM 0 before or without the answer', async () => {
    stubFetch(answer({}));
    renderAt('/', routes, { user: STAFF_USER });
    expect(screen.getByTestId('section-loading')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/RM 0/);
    await screen.findByTestId('dashboard-figures');
    expect(document.body).not.toHaveTextContent(/RM\s?0(\.00)?\b/);
    expect(screen.queryByText('Sales this month')).toBeNull();
  });

  it('shows a load failure with a retry, and the figures once it answers', async () => {
    let fail = true;
    stubFetch((m, url, b) => (url.pathname === '/api/dashboard' && fail ? refused(500, 'Server error') : answer({ hq: hqFigures() })(m, url, b)));
    renderAt('/', routes);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    expect(screen.getByTestId('welcome')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(screen.getByTestId('load-error')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('hq-dashboard')).toBeInTheDocument();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });
});
