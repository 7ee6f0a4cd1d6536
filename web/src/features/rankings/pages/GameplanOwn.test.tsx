import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { recentPeriods } from '@/lib/period';
import type { UserDetail } from '@/lib/types';
import { AGENT_USER, gameplan, HQ_USER, invalid, monthCommission, monthSales, ok, renderAt, salesGoal, stubFetch, type Answer, type Call } from '../test-utils';
import { GameplanPage } from './GameplanPage';

const routes = [{ path: '/gameplan', element: <GameplanPage /> }];
const asAgent = { user: AGENT_USER };
const OWN = ['/api/ejenflex', '/api/zerorise/user-sales', '/api/zerorise/commission/history'];
const goalPosts = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/ejenflex').map((c) => c.body);

/** The twelve months from November 2026 back: the latest open (provisional), sales growing towards now. */
const MONTHS = recentPeriods('2026-11', 12);
const SALES = MONTHS.map((p, i) => monthSales(p, i < 3 ? { personalUnits: 3 - i, personalSales: `${(3 - i) * 100}.00`, groupSales: `${(3 - i) * 1000}.50` } : {}));
const COMMISSION = MONTHS.map((p, i) => monthCommission(p, i < 3 ? { amount: `${(3 - i) * 10}.25`, closed: i > 0 } : {}));

/** The agent's gameplan with their own goal and months answered (`goal` for GET and POST /api/ejenflex). */
function agentApi(goal: (method: string, body: unknown) => Answer = () => ok(salesGoal())) {
  return stubFetch((method, url, body) => {
    if (url.pathname === '/api/gameplan') return ok(gameplan());
    if (url.pathname === '/api/ejenflex') return goal(method, body);
    if (url.pathname === '/api/zerorise/user-sales') return ok(SALES);
    if (url.pathname === '/api/zerorise/commission/history') return ok(COMMISSION);
    return undefined;
  });
}

const goalCard = () => screen.findByTestId('sales-goal');

describe('/gameplan: the agent’s own goal and months', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('shows the goal with this month’s personal sales against it as a bar and its percent', async () => {
    agentApi();
    renderAt('/gameplan', routes, asAgent);
    const card = await goalCard();
    expect(within(card).getByRole('heading', { name: 'My monthly goal' })).toBeInTheDocument();
    const bar = await within(card).findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAccessibleName('Personal sales against your goal');
    expect(bar).toHaveAttribute('aria-valuetext', 'RM 300.00 of RM 1,200.00 (25%)');
    expect(within(card).getByTestId('sales-goal-percent')).toHaveTextContent('25%');
    expect(within(card).getByTestId('sales-goal-figures')).toHaveTextContent('RM 300.00 of RM 1,200.00');
    expect(within(card).getByTestId('sales-goal-month')).toHaveTextContent('November 2026');
    expect(within(card).getByLabelText('Change your goal')).toHaveValue('1200.00');
    expect(within(card).queryByTestId('sales-goal-none')).toBeNull();
  });

  it('invites an agent without a goal to set one', async () => {
    agentApi(() => ok(salesGoal({ goal: null, percent: null, personalSales: '450.00' })));
    renderAt('/gameplan', routes, asAgent);
    const card = await goalCard();
    expect(await within(card).findByTestId('sales-goal-none')).toHaveTextContent('Set yourself a personal sales goal for the month and watch your progress here.');
    expect(within(card).getByTestId('sales-goal-sales')).toHaveTextContent('Your personal sales so far: RM 450.00');
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).getByLabelText('Set a goal')).toHaveValue('');
  });

  it('sets the goal and shows what the server answered; empty clears it', async () => {
    const user = userEvent.setup();
    let current = salesGoal({ goal: null, percent: null });
    const calls = agentApi((method, body) => {
      if (method === 'POST') {
        const goal = (body as { goal: string | null }).goal;
        current = goal === null ? salesGoal({ goal: null, percent: null }) : salesGoal({ goal: '1500.50', percent: 20 });
      }
      return ok(current);
    });
    renderAt('/gameplan', routes, asAgent);
    const card = await goalCard();
    await user.type(await within(card).findByLabelText('Set a goal'), ' 1500.5 ');
    await user.click(within(card).getByRole('button', { name: 'Save goal' }));

    expect(await within(card).findByTestId('sales-goal-success')).toHaveTextContent('Your goal is saved.');
    expect(goalPosts(calls)).toEqual([{ goal: '1500.5' }]);
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(within(card).getByTestId('sales-goal-figures')).toHaveTextContent('RM 300.00 of RM 1,500.50');
    expect(within(card).getByLabelText('Change your goal')).toHaveValue('1500.50');

    await user.clear(within(card).getByLabelText('Change your goal'));
    await user.click(within(card).getByRole('button', { name: 'Save goal' }));
    expect(await within(card).findByTestId('sales-goal-none')).toBeInTheDocument();
    expect(within(card).getByTestId('sales-goal-success')).toHaveTextContent('Your goal is removed.');
    expect(goalPosts(calls)).toEqual([{ goal: '1500.5' }, { goal: null }]);
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('checks the goal before sending it, and shows the server’s refusal of `goal` on the field', async () => {
    const user = userEvent.setup();
    const calls = agentApi((method) => (method === 'POST' ? invalid({ goal: 'The goal is too large.' }) : ok(salesGoal())));
    renderAt('/gameplan', routes, asAgent);
    const card = await goalCard();
    const input = await within(card).findByLabelText('Change your goal');

    await user.clear(input);
    await user.type(input, '12.345');
    await user.click(within(card).getByRole('button', { name: 'Save goal' }));
    expect(await within(card).findByTestId('field-error')).toHaveTextContent('Enter an amount like 1200 or 1200.50 (up to 2 decimals).');
    await user.clear(input);
    await user.type(input, '0');
    await user.click(within(card).getByRole('button', { name: 'Save goal' }));
    expect(await within(card).findByText('The goal must be more than zero.')).toBeInTheDocument();
    expect(goalPosts(calls)).toEqual([]);

    await user.clear(input);
    await user.type(input, '99999999');
    await user.click(within(card).getByRole('button', { name: 'Save goal' }));
    expect(await within(card).findByText('The goal is too large.')).toBeInTheDocument();
    expect(goalPosts(calls)).toEqual([{ goal: '99999999' }]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).queryByTestId('sales-goal-success')).toBeNull();
    // The card still shows the goal as it stands.
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('lists the last twelve months newest first, with the open month’s commission marked provisional', async () => {
    agentApi();
    renderAt('/gameplan', routes, asAgent);
    const card = await screen.findByTestId('month-history');
    expect(within(card).getByRole('heading', { name: 'Last 12 months' })).toBeInTheDocument();

    const table = await within(card).findByTestId('month-history-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Personal sales', 'Group sales', 'Commission']);
    const rows = within(table).getAllByTestId('month-history-row');
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.getAttribute('data-period'))).toEqual(MONTHS);
    const cells = (r: HTMLElement) => [...r.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(rows.slice(0, 3).map(cells)).toEqual([
      ['November 2026', 'RM 300.00', 'RM 3,000.50', 'RM 30.25Provisional'],
      ['October 2026', 'RM 200.00', 'RM 2,000.50', 'RM 20.25'],
      ['September 2026', 'RM 100.00', 'RM 1,000.50', 'RM 10.25'],
    ]);
    expect(cells(rows[11])).toEqual(['December 2025', 'RM 0.00', 'RM 0.00', 'RM 0.00']);
    expect(within(table).getAllByTestId('month-history-provisional')).toHaveLength(1);
    expect(within(card).getByTestId('month-history-note')).toHaveTextContent('Provisional: the month is not closed yet, so its commission may still change.');

    // Phones: the same months as a list of rows.
    const items = within(card).getAllByTestId('month-history-item');
    expect(items.map((i) => within(i).getByTestId('month-history-month').textContent)).toEqual(rows.map((r) => r.querySelector('th')?.textContent));
    expect(within(items[0]).getAllByRole('term').map((d) => d.textContent)).toEqual(['Personal sales', 'Group sales', 'Commission']);
    expect(within(items[0]).getAllByRole('definition').map((d) => d.textContent)).toEqual(['RM 300.00', 'RM 3,000.50', 'RM 30.25Provisional']);
  });

  it('names the months and the columns in the user’s language', async () => {
    agentApi();
    await act(async () => {
      await i18n.changeLanguage('my');
    });
    renderAt('/gameplan', routes, asAgent);
    const table = await screen.findByTestId('month-history-table');
    const months = within(table).getAllByTestId('month-history-row').map((r) => r.querySelector('th')?.textContent);
    expect([months[1], months[3], months[11]]).toEqual(['Oktober 2026', 'Ogos 2026', 'Disember 2025']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Bulan', 'Jualan peribadi', 'Jualan kumpulan', 'Komisen']);
    expect(within(table).getByTestId('month-history-provisional')).toHaveTextContent('Sementara');
    expect(within(screen.getByTestId('sales-goal')).getByRole('heading')).toHaveTextContent('Sasaran bulanan saya');
  });

  it('never asks the agent-only calls for the HQ side viewing an agent’s gameplan', async () => {
    const staff: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['approve_manual_payment'] };
    for (const user of [HQ_USER, staff]) {
      const calls = stubFetch((_m, url) => {
        if (url.pathname === '/api/agent-database/detail') return ok({ id: 15, name: 'Budi Santoso', username: 'budi' });
        if (url.pathname === '/api/gameplan') return ok(gameplan());
        return undefined;
      });
      renderAt('/gameplan?agentId=15', routes, { user });
      expect(await screen.findByTestId('gameplan')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('gameplan-agent-chosen')).toHaveTextContent('Budi Santoso'));
      expect(calls.filter((c) => OWN.includes(c.url.pathname))).toEqual([]);
      expect(screen.queryByTestId('gameplan-own')).toBeNull();
      expect(screen.queryByTestId('sales-goal')).toBeNull();
      expect(screen.queryByTestId('month-history')).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
