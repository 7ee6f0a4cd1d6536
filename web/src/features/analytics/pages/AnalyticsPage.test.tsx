import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import type { UserDetail } from '@/lib/types';
import { CHARTS } from '../logic/charts';
import { CHART_ANSWERS, HQ_USER, chart, invalid, ok, point, refused, renderAt, stubFetch, withLists, type Call, type Handler } from '../test-utils';
import { AnalyticsPage } from './AnalyticsPage';

const routes = [{ path: '/analytics', element: <AnalyticsPage /> }];
const CHART_PATH = /^\/api\/analytic\/(sales|category|product|state|age)$/;

/** Every chart answered with the contract's fixtures (or `answers`' own). */
const answered = (answers: Partial<Record<string, ReturnType<Handler>>> = {}): Handler =>
  withLists((_m, url) => {
    const m = CHART_PATH.exec(url.pathname);
    if (m) return answers[m[1]] ?? ok(CHART_ANSWERS[m[1]]);
    if (url.pathname === '/api/agent-database/detail') return ok({ id: 15, name: 'Aina Ali' });
    return undefined;
  });

const chartCalls = (calls: Call[]) => calls.filter((c) => CHART_PATH.test(c.url.pathname));
const lastOf = (calls: Call[], name: string) => [...calls].reverse().find((c) => c.url.pathname === `/api/analytic/${name}`)?.url;
const card = (name: string) => screen.getByTestId(`chart-${name}`);
const rowsOf = (name: string) =>
  within(card(name))
    .getAllByTestId('analytic-row')
    .map((r) => [
      within(r).getByTestId('analytic-label').textContent,
      within(r).getByTestId('analytic-amount').textContent,
      within(r).getByTestId('analytic-units').textContent,
      within(r).getByTestId('analytic-orders').textContent,
    ]);
const totalOf = (name: string) => {
  const total = within(card(name)).getByTestId('analytic-total');
  return [
    within(total).getByTestId('analytic-total-amount').textContent,
    within(total).getByTestId('analytic-total-units').textContent,
    within(total).getByTestId('analytic-total-orders').textContent,
  ];
};

describe('/analytics', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it("opens on this month so far: the five charts asked without filters, the server's range shown", async () => {
    const calls = stubFetch(answered());
    renderAt('/analytics', routes);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Analytics');
    await waitFor(() => expect(screen.getAllByTestId('analytic-table')).toHaveLength(5));
    expect(chartCalls(calls).map((c) => c.url.pathname + c.url.search).sort()).toEqual(CHARTS.map((c) => `/api/analytic/${c}`).sort());
    expect(screen.getByTestId('analytics-range')).toHaveTextContent('Completed sales from 1 Nov 2026 to 24 Nov 2026');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sales over time', 'Sales by category', 'Sales by product', 'Sales by state', 'Sales by age']);
    // Each chart is drawn next to its table.
    for (const c of CHARTS) expect(within(card(c)).getByTestId('analytic-chart')).toBeInTheDocument();
    expect(within(card('sales')).getByTestId('analytic-chart')).toHaveAttribute('data-shape', 'time');
    expect(within(card('state')).getByTestId('analytic-chart')).toHaveAttribute('data-shape', 'bars');
    expect(within(card('age')).getByTestId('analytic-chart')).toHaveAttribute('data-shape', 'columns');
  });

  it('shows each chart’s points in its table with the money in the company currency and the total', async () => {
    stubFetch(answered());
    renderAt('/analytics', routes);
    await waitFor(() => expect(screen.getAllByTestId('analytic-table')).toHaveLength(5));

    expect(within(card('sales')).getByText('Completed sales day by day.')).toBeInTheDocument();
    expect(within(card('sales')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Amount', 'Units', 'Orders']);
    expect(rowsOf('sales')).toEqual([
      ['1 Nov 2026', 'RM 0.00', '0', '0'],
      ['2 Nov 2026', 'RM 150.00', '3', '1'],
      ['3 Nov 2026', 'RM 1,234.50', '12', '4'],
    ]);
    expect(totalOf('sales')).toEqual(['RM 1,384.50', '15', '5']);

    expect(rowsOf('category')).toEqual([
      ['Skincare', 'RM 1,000.00', '10', '4'],
      ['Supplements', 'RM 384.50', '5', '3'],
    ]);
    // An order may hold goods of two categories: orders are not totalled.
    const notTotalled = 'An order with goods in several rows counts in each, so orders are not totalled.';
    expect(totalOf('category')).toEqual(['RM 1,384.50', '15', `–${notTotalled}`]);
    expect(within(card('category')).getByTestId('analytic-orders-note')).toBeInTheDocument();
    expect(rowsOf('product')).toEqual([
      ['Serum 30ml', 'RM 900.00', '9', '3'],
      ['Vitamin C', 'RM 484.50', '6', '4'],
    ]);

    // States by name; pickups have none.
    expect(rowsOf('state')).toEqual([
      ['W.P. Kuala Lumpur', 'RM 1,200.00', '12', '3'],
      ['Pickup / no state', 'RM 184.50', '3', '2'],
    ]);
    expect(totalOf('state')).toEqual(['RM 1,384.50', '15', '5']);

    expect(rowsOf('age').map((r) => r[0])).toEqual(['Under 25', '25–34', '35–44', '45–54', '55–64', '65 and over', 'Unknown']);
    expect(rowsOf('age')[1]).toEqual(['25–34', 'RM 1,000.00', '10', '3']);
    expect(totalOf('age')).toEqual(['RM 1,384.50', '15', '5']);
  });

  it('asks all five charts with the filters of the address, and shows them on the filters', async () => {
    const calls = stubFetch(answered());
    renderAt('/analytics?from=2026-09-01&to=2026-11-30&branchId=2&tierId=3&agentId=15&state=14&productIds=4,9', routes);
    await waitFor(() => expect(screen.getAllByTestId('analytic-table')).toHaveLength(5));
    for (const c of CHARTS) {
      expect(Object.fromEntries(lastOf(calls, c)?.searchParams ?? []), c).toEqual({ from: '2026-09-01', to: '2026-11-30', branchId: '2', tierId: '3', agentId: '15', state: '14', productIds: '4,9' });
    }
    expect(screen.getByLabelText('From')).toHaveValue('2026-09-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    await waitFor(() => expect(screen.getByLabelText('Branch')).toHaveValue('2'));
    expect(screen.getByLabelText('Tier')).toHaveValue('3');
    expect(screen.getByLabelText('State')).toHaveValue('14');
    expect(await screen.findByTestId('filter-agent-chosen')).toHaveTextContent('Aina Ali');
    expect(screen.getAllByTestId('product-chip')).toHaveLength(2);
    expect(screen.getByTestId('analytics-filters-toggle')).toHaveTextContent('Filters (7)');
  });

  it('keeps a changed filter in the address and asks the charts again with it', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answered());
    renderAt('/analytics?from=2026-11-01', routes);
    await waitFor(() => expect(screen.getAllByTestId('analytic-table')).toHaveLength(5));
    await waitFor(() => expect(screen.getByLabelText('Tier').querySelectorAll('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Tier'), '2');
    expect(screen.getByTestId('location')).toHaveTextContent('/analytics?from=2026-11-01&tierId=2');
    await waitFor(() => {
      for (const c of CHARTS) expect(lastOf(calls, c)?.search, c).toBe('?from=2026-11-01&tierId=2');
    });

    await user.click(screen.getByTestId('analytics-filters-clear'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/analytics$/);
  });

  it('draws months, not days, for a long range', async () => {
    const sales = chart('month', [point('2026-01', '500.00', 5, 2), point('2026-02', '0.00', 0, 0)], { from: '2026-01-01', to: '2026-06-30' });
    stubFetch(answered({ sales: ok(sales) }));
    renderAt('/analytics?from=2026-01-01&to=2026-06-30', routes);
    await waitFor(() => expect(within(card('sales')).getByTestId('analytic-table')).toBeInTheDocument());
    expect(within(card('sales')).getByText('Completed sales month by month.')).toBeInTheDocument();
    expect(within(card('sales')).getAllByRole('columnheader')[0]).toHaveTextContent('Month');
    expect(rowsOf('sales').map((r) => r[0])).toEqual(['Jan 2026', 'Feb 2026']);
  });

  it('shows the age bands and the rest in the user’s language', async () => {
    stubFetch(answered());
    await act(async () => {
      await i18n.changeLanguage('my');
    });
    renderAt('/analytics', routes);
    await waitFor(() => expect(screen.getAllByTestId('analytic-table')).toHaveLength(5));
    expect(rowsOf('age').map((r) => r[0])).toEqual(['Bawah 25', '25–34', '35–44', '45–54', '55–64', '65 ke atas', 'Tidak diketahui']);
    expect(rowsOf('state')[1][0]).toBe('Ambil sendiri / tiada negeri');
    expect(within(card('sales')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Hari', 'Amaun', 'Unit', 'Pesanan']);
  });

  it('says so when nothing was sold, chart by chart', async () => {
    stubFetch(answered({ category: ok(chart('category', [])), age: ok(chart('age', CHART_ANSWERS.age.points.map((p) => ({ ...p, amount: '0.00', units: 0, orders: 0 })))) }));
    renderAt('/analytics', routes);
    expect(await screen.findByTestId('chart-category-empty')).toHaveTextContent('No completed sales for these filters.');
    expect(await screen.findByTestId('chart-age-empty')).toBeInTheDocument();
    expect(within(card('category')).queryByTestId('analytic-table')).toBeNull();
    expect(within(card('product')).getByTestId('analytic-table')).toBeInTheDocument();
  });

  it('shows a failed chart with a retry, the others still drawn', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch((m, url, body) => (url.pathname === '/api/analytic/product' && fail ? refused(500, 'Server error') : answered()(m, url, body)));
    renderAt('/analytics', routes);
    const error = await within(card('product')).findByTestId('load-error');
    expect(error).toHaveTextContent('Server error');
    expect(within(card('sales')).getByTestId('analytic-table')).toBeInTheDocument();
    fail = false;
    await user.click(within(card('product')).getByRole('button', { name: 'Try again' }));
    expect(await within(card('product')).findByTestId('analytic-table')).toBeInTheDocument();
  });

  it('shows a refused filter (422) on that filter, not the charts', async () => {
    stubFetch(answered(Object.fromEntries(CHARTS.map((c) => [c, invalid({ productIds: 'Choose at most 10 products.' })]))));
    renderAt('/analytics?productIds=1,2', routes);
    expect(await screen.findByTestId('analytics-refused')).toHaveTextContent('Correct the filters marked to see the charts.');
    expect(within(screen.getByTestId('filter-products')).getByTestId('field-error')).toHaveTextContent('Choose at most 10 products.');
    expect(screen.queryByTestId('chart-sales')).toBeNull();
    // The filters open on phones to show it.
    expect(screen.getByTestId('analytics-filters-toggle')).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not ask for a range that ends before it starts', async () => {
    const calls = stubFetch(answered());
    renderAt('/analytics?from=2026-11-10&to=2026-11-01', routes);
    expect(await screen.findByTestId('analytics-refused')).toBeInTheDocument();
    expect(screen.getByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(chartCalls(calls)).toEqual([]);
  });

  it('lets staff without the catalogue keep the products of the address, without a search', async () => {
    const staff: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['manage_orders'] };
    const calls = stubFetch(answered());
    renderAt('/analytics?productIds=4&agentId=15', routes, { user: staff });
    await waitFor(() => expect(screen.getAllByTestId('analytic-table')).toHaveLength(5));
    expect(screen.queryByTestId('filter-products-search')).toBeNull();
    expect(screen.getByTestId('product-chip')).toHaveTextContent('Product #4');
    // Their agent is named by number: staff without the agents area do not read agents' records.
    expect(screen.getByTestId('filter-agent-chosen')).toHaveTextContent('Agent #15');
    expect(calls.some((c) => c.url.pathname.startsWith('/api/agent-database') || c.url.pathname.startsWith('/api/product'))).toBe(false);
  });
});
