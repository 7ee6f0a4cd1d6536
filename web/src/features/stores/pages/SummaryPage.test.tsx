import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, HQ_USER, ok, renderAt, stubFetch, summary } from '../test-utils';
import { SummaryPage } from './SummaryPage';

const routes = [
  { path: '/ejen-store/store-summary', element: <SummaryPage program="online" /> },
  { path: '/go-affiliate/store-summary', element: <SummaryPage program="affiliate" /> },
];

const IDR_HQ = { ...HQ_USER, company: { id: 1, slug: 'demo', name: 'Demo', currency: 'IDR' as const, language: 'id' as const, logo_url: null, logo_dark_url: null, login_image_url: null, primary_color: '#0f766e', secondary_color: '#f59e0b', features: {} } };

describe('/P/store-summary', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the agent's figures for this month, money in the company's currency, and the days", async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/store-program/online/summary' ? ok(summary()) : undefined));
    renderAt('/ejen-store/store-summary', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('summary-visits-value')).toHaveTextContent('1,234');
    expect(screen.getByTestId('summary-orders-value')).toHaveTextContent('17');
    expect(screen.getByTestId('summary-sales-value')).toHaveTextContent('RM 2,450.50');
    expect(screen.getByTestId('summary-earned')).toHaveTextContent('You earned');
    expect(screen.getByTestId('summary-earned-value')).toHaveTextContent('RM 312.75');
    expect(screen.getByTestId('summary-range')).toHaveTextContent('1 Mar 2026 – 31 Mar 2026');
    // The days: a table from sm up, a compact list on phones.
    const cells = screen.getAllByTestId('summary-day-row').map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['1 Mar 2026', '40', '2', 'RM 120.00'],
      ['2 Mar 2026', '55', '3', 'RM 310.50'],
    ]);
    expect(within(screen.getAllByTestId('summary-day-item')[0]).getByText('40 visits · 2 orders')).toBeInTheDocument();
    expect(screen.queryByTestId('summary-store-table')).toBeNull();
    // This month: no range sent, the server's default; the fields show its range.
    expect(calls[0].url.search).toBe('');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
  });

  it('reads another range from the dates, and refuses an end before the start without asking', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/store-program/online/summary' ? ok(summary({ from: url.searchParams.get('from') ?? '2026-03-01', to: url.searchParams.get('to') ?? '2026-03-31' })) : undefined));
    renderAt('/ejen-store/store-summary', routes, { user: AGENT_USER });
    await screen.findByTestId('summary-visits-value');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ejen-store/store-summary?from=2026-02-10&to=2026-03-31'));
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?from=2026-02-10&to=2026-03-31'));

    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('The end is before the start.')).toBeInTheDocument();
    expect(screen.queryByTestId('summary-figures')).toBeNull();
    expect(calls.length).toBe(asked);

    await userEvent.setup().click(screen.getByTestId('period-this-month'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ejen-store\/store-summary$/));
    expect(await screen.findByTestId('summary-figures')).toBeInTheDocument();
  });

  it("shows HQ the program's figures store by store", async () => {
    stubFetch((_m, url) =>
      url.pathname === '/api/store-program/affiliate/summary'
        ? ok(
            summary({
              sales: '2450000',
              earned: '125000',
              stores: [
                { storeId: 5, name: 'Kedai Aina', slug: 'kedai-aina', agentName: 'Aina Ali', visits: 900, orders: 12, sales: '2000000', earned: '100000' },
                { storeId: 6, name: 'Toko Budi', slug: 'toko-budi', agentName: 'Budi', visits: 334, orders: 5, sales: '450000', earned: '25000' },
              ],
            }),
          )
        : undefined,
    );
    renderAt('/go-affiliate/store-summary', routes, { user: IDR_HQ });
    expect(await screen.findByTestId('summary-sales-value')).toHaveTextContent('Rp 2.450.000');
    expect(screen.getByTestId('summary-earned')).toHaveTextContent('Agents earned');
    const rows = screen.getAllByTestId('summary-store-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Kedai Aina');
    expect(rows[0]).toHaveTextContent('Aina Ali');
    expect(rows[0]).toHaveTextContent('Rp 2.000.000');
    expect(screen.getAllByTestId('summary-store-card')).toHaveLength(2);
    expect(screen.getByTestId('hq-section-store-summary')).toHaveAttribute('aria-current', 'page');
  });
});
