import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommissionEntryPage } from '../api/types';
import { AGENT_USER, entry, ok, refused, renderAt, stubFetch } from '../test-utils';
import { CommissionDetailsPage } from './CommissionDetailsPage';

const routes = [{ path: '/commission/details', element: <CommissionDetailsPage /> }];
const asAgent = { user: AGENT_USER };

const page = (patch: Partial<CommissionEntryPage> = {}): CommissionEntryPage => ({
  items: [entry(), entry({ id: 305, orderNumber: 'ORD-2611-000095', sourceAgent: { id: 18, name: 'Eka' }, amount: '-7.50', reversal: true })],
  total: 2,
  page: 1,
  perPage: 20,
  sum: '0.00',
  ...patch,
});

describe('/commission/details', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the kind's entries of the month with the month's sum", async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission/details' ? ok(page()) : undefined));
    renderAt('/commission/details?type=override&period=2026-11', routes, asAgent);
    const cards = await screen.findAllByTestId('entry-card');
    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/api/commission/details?type=override&period=2026-11&page=1&perPage=20']);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Overriding commission');
    expect(screen.getByTestId('details-sum')).toHaveTextContent('RM 0.00');
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByTestId('entry-order')).toHaveTextContent('ORD-2611-000088');
    expect(first.getByTestId('entry-source')).toHaveTextContent('From Budi');
    expect(first.getByTestId('entry-rule')).toHaveTextContent('5% of RM 150.00');
    expect(first.getByTestId('entry-amount')).toHaveTextContent('RM 7.50');
    const reversal = within(cards[1]);
    expect(reversal.getByTestId('entry-reversal')).toHaveTextContent('Reversal');
    expect(reversal.getByTestId('entry-amount')).toHaveTextContent('-RM 7.50');
    expect(reversal.getByTestId('entry-amount')).toHaveClass('text-red-700');
    expect(screen.getByRole('link', { name: 'Back to commission' })).toHaveAttribute('href', '/commission?period=2026-11');
  });

  it('pages through the entries, kept in the address', async () => {
    const calls = stubFetch((_m, url) =>
      url.pathname === '/api/commission/details' ? ok(page({ total: 45, page: Number(url.searchParams.get('page')), sum: '337.50', items: [entry({ id: Number(url.searchParams.get('page')) })] })) : undefined,
    );
    renderAt('/commission/details?type=helper&period=2026-11&agentId=12', routes, asAgent);
    expect(await screen.findByTestId('pager-status')).toHaveTextContent('Page 1 of 3');
    await userEvent.setup().click(screen.getByTestId('pager-next'));
    expect(screen.getByTestId('location')).toHaveTextContent('/commission/details?type=helper&period=2026-11&agentId=12&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(calls.at(-1)?.url.search).toBe('?type=helper&period=2026-11&agentId=12&page=2&perPage=20');
  });

  it('shows an earning without an order or source agent (the period close) without breaking', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission/details' ? ok(page({ items: [entry({ id: 9, kind: 'rank', orderId: null, orderNumber: null, sourceAgent: null, rule: '3% of RM 2,000.00 group sales', amount: '60.00' })], total: 1, sum: '60.00' })) : undefined));
    renderAt('/commission/details?type=rank&period=2026-10', routes, asAgent);
    const card = await screen.findByTestId('entry-card');
    expect(within(card).getByTestId('entry-order')).toHaveTextContent('No order');
    expect(within(card).queryByTestId('entry-source')).toBeNull();
    expect(within(card).getByTestId('entry-rule')).toHaveTextContent('3% of RM 2,000.00 group sales');
    expect(within(screen.getByTestId('entry-row')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['24 Nov 2026', 'No order', '—', '3% of RM 2,000.00 group sales', 'RM 60.00']);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Rank commission');
  });

  it('offers every kind of the plan in a picker that keeps the month and the agent', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission/details' ? ok(page()) : undefined));
    renderAt('/commission/details?type=override&period=2026-11&agentId=12&page=2', routes, asAgent);
    const picker = (await screen.findByLabelText('Kind of commission')) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(['override', 'helper', 'sale-profit', 'recruit', 'introducer', 'affiliate', 'rank', 'personal-level', 'leadership']);
    expect([...picker.options].map((o) => o.textContent)).toContain('Personal level commission');
    expect(picker).toHaveValue('override');
    await userEvent.setup().selectOptions(picker, 'personal-level');
    expect(screen.getByTestId('location')).toHaveTextContent('/commission/details?type=personal-level&period=2026-11&agentId=12');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Personal level commission');
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?type=personal-level&period=2026-11&agentId=12&page=1&perPage=20'));
  });

  it('says so for a type that is not a kind, without calling the API', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/commission/details?type=bonus&period=2026-11', routes, asAgent);
    expect(await screen.findByTestId('commission-unknown-type')).toHaveTextContent('This kind of commission does not exist.');
    expect(screen.getByLabelText('Kind of commission')).toHaveValue('');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Commission details');
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal rather than a blank screen", async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission/details' ? refused(422, 'Invalid input', { type: 'Unknown commission type' }, 'validation') : undefined));
    renderAt('/commission/details?type=rank&period=2026-11', routes, asAgent);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Invalid input');
  });

  it('says when earnings will appear in a month without entries of the kind', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission/details' ? ok(page({ items: [], total: 0, sum: '0.00' })) : undefined));
    renderAt('/commission/details?type=recruit&period=2026-10', routes, asAgent);
    expect(await screen.findByTestId('commission-empty')).toHaveTextContent('Nothing earned in October 2026 yet. Your earnings appear here when orders of your team complete.');
  });
});
