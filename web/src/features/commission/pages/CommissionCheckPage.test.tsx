import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@/lib/format';
import { sumAmounts } from '../logic/money';
import { AGENT_USER, check, entry, ok, renderAt, stubFetch } from '../test-utils';
import { CommissionCheckPage } from './CommissionCheckPage';

const routes = [{ path: '/commission/check-calculation', element: <CommissionCheckPage /> }];
const asAgent = { user: AGENT_USER };

describe('/commission/check-calculation', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists every entry with its date, kind, order, source agent, rule and amount', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission/check-calculation' ? ok(check()) : undefined));
    renderAt('/commission/check-calculation?period=2026-11', routes, asAgent);
    const rows = await screen.findAllByTestId('entry-row');
    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/api/commission/check-calculation?period=2026-11']);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Check calculation');
    expect(screen.getByText('Aina Ali (@aina), November 2026')).toBeInTheDocument();
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0])).toEqual(['24 Nov 2026', 'Overriding commission', 'ORD-2611-000088', 'Budi', '5% of RM 150.00', 'RM 7.50']);
    expect(cells(rows[1])).toEqual(['25 Nov 2026', 'Sale profit', 'ORD-2611-000090', 'Chong', '3 × RM 2.00', 'RM 6.00']);
    // The refund's reversal: negative, in red, labelled.
    expect(cells(rows[3])).toEqual(['27 Nov 2026', 'Sale profit', 'ORD-2611-000090', 'Chong', '3 × RM 2.00', 'Reversal-RM 6.00']);
    expect(within(rows[3]).getByTestId('entry-amount')).toHaveClass('text-red-700');
    expect(within(rows[0]).queryByTestId('entry-reversal')).toBeNull();
    // The phone cards carry the same entries.
    expect(screen.getAllByTestId('entry-card')).toHaveLength(4);
  });

  it('shows a total equal to the sum of the entries, and the subtotal of each kind', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission/check-calculation' ? ok(check()) : undefined));
    renderAt('/commission/check-calculation?period=2026-11', routes, asAgent);
    const footer = await screen.findByTestId('entry-table-footer');
    const amounts = check().items.map((e) => e.amount);
    const sum = sumAmounts(amounts);
    expect(sum).toBe('51.50');
    expect(within(footer).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(footer).getByTestId('entry-table-total')).toHaveTextContent(formatMoney(sum, 'MYR'));
    expect(screen.getByTestId('entry-cards-footer')).toHaveTextContent('TotalRM 51.50');
    expect(screen.queryByTestId('commission-check-mismatch')).toBeNull();

    const subtotals = screen.getAllByTestId('commission-subtotal');
    const text = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(subtotals.map(text)).toEqual([
      ['Overriding commission', '1', 'RM 7.50'],
      ['Helper commission', '0', 'RM 0.00'],
      ['Sale profit', '2', 'RM 0.00'],
      ['Recruit commission', '1', 'RM 44.00'],
      ['Introducer bonus', '0', 'RM 0.00'],
      ['Affiliate commission', '0', 'RM 0.00'],
      ['Rank commission', '0', 'RM 0.00'],
      ['Personal level commission', '0', 'RM 0.00'],
      ['Leadership bonus', '0', 'RM 0.00'],
    ]);
    expect(sumAmounts(check().byKind.map((k) => k.amount))).toBe(sum);
    expect(screen.getByTestId('commission-subtotals-total')).toHaveTextContent('RM 51.50');
  });

  it("warns when the entries do not add up to the server's total", async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission/check-calculation' ? ok(check({ total: '57.50' })) : undefined));
    renderAt('/commission/check-calculation?period=2026-11', routes, asAgent);
    expect(await screen.findByTestId('commission-check-mismatch')).toHaveTextContent('The entries add up to RM 51.50, not the total of RM 57.50. Please contact HQ.');
  });

  it('prints', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission/check-calculation' ? ok(check({ items: [entry()], total: '7.50' })) : undefined));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAt('/commission/check-calculation?period=2026-11', routes, asAgent);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when earnings will appear in a month without entries', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission/check-calculation' ? ok(check({ period: '2026-10', items: [], total: '0.00', byKind: [] })) : undefined));
    renderAt('/commission/check-calculation?period=2026-10', routes, asAgent);
    expect(await screen.findByTestId('commission-empty')).toHaveTextContent('Nothing earned in October 2026 yet. Your earnings appear here when orders of your team complete.');
    expect(screen.queryByTestId('entry-table')).toBeNull();
  });

  it('asks the HQ side to open an agent first, without calling the API', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/commission/check-calculation?period=2026-11', routes);
    expect(await screen.findByTestId('commission-pick-agent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to company commission' })).toHaveAttribute('href', '/commission?period=2026-11');
    expect(calls).toEqual([]);
  });

  it("reads an agent's check for the HQ side", async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission/check-calculation' ? ok(check()) : undefined));
    renderAt('/commission/check-calculation?period=2026-11&agentId=12', routes);
    expect(await screen.findAllByTestId('entry-row')).toHaveLength(4);
    expect(calls[0].url.search).toBe('?period=2026-11&agentId=12');
    expect(screen.getByRole('link', { name: 'Back to commission' })).toHaveAttribute('href', '/commission?agentId=12&period=2026-11');
  });
});
