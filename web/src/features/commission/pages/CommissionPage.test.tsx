import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_COMPANY } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { sumAmounts } from '../logic/money';
import { AGENT_USER, company, kindSums, ok, rankReached, refused, renderAt, stubFetch, summary } from '../test-utils';
import { CommissionPage } from './CommissionPage';

const routes = [{ path: '/commission', element: <CommissionPage /> }];
const asAgent = { user: AGENT_USER };

describe('/commission', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows an agent this month so far: the total, provisional, and a card per kind leading to its entries", async () => {
    const calls = stubFetch((m, url) => (m === 'GET' && url.pathname === '/api/commission' ? ok(summary()) : undefined));
    renderAt('/commission', routes, asAgent);
    expect(await screen.findByTestId('commission-total')).toHaveTextContent('RM 57.50');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Commission');
    expect(screen.getByText('Total for November 2026')).toBeInTheDocument();
    expect(screen.getByTestId('commission-provisional')).toHaveTextContent('Provisional — this month so far');
    // No period asked: the server's this month (the balance and payouts below have their own calls).
    expect(calls.filter((c) => c.url.pathname === '/api/commission').map((c) => c.url.pathname + c.url.search)).toEqual(['/api/commission']);

    const cards = screen.getAllByTestId('kind-card');
    // Every kind of the plan, the month-end ones (rank, personal level, leadership) too.
    expect(cards.map((c) => within(c).getByTestId('kind-name').textContent)).toEqual(['Overriding commission', 'Helper commission', 'Sale profit', 'Recruit commission', 'Introducer bonus', 'Affiliate commission', 'Rank commission', 'Personal level commission', 'Leadership bonus']);
    const sale = within(cards[2]);
    expect(sale.getByTestId('kind-amount')).toHaveTextContent('RM 6.00');
    expect(sale.getByTestId('kind-entries')).toHaveTextContent('2 entries');
    expect(within(cards[0]).getByTestId('kind-entries')).toHaveTextContent('1 entry');
    expect(within(cards[1]).getByTestId('kind-entries')).toHaveTextContent('0 entries');
    expect(sale.getByRole('link')).toHaveAttribute('href', '/commission/details?type=sale-profit&period=2026-11');
    expect(screen.getByRole('link', { name: 'Check calculation' })).toHaveAttribute('href', '/commission/check-calculation?period=2026-11');
  });

  it('shows the commission rank reached so far: its name, benefits and what the close would pay, not yet in the total', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary({ rank: rankReached() })) : undefined));
    renderAt('/commission', routes, asAgent);
    const card = within(await screen.findByTestId('rank-card'));
    expect(card.getByText('Commission rank')).toBeInTheDocument();
    expect(card.getByTestId('rank-name')).toHaveTextContent('Silver');
    expect(card.getAllByTestId('rank-benefit').map((b) => b.textContent)).toEqual(['Silver pin', 'Annual trip']);
    expect(card.getByTestId('rank-estimate')).toHaveTextContent('At the close: RM 43.50');
    expect(card.getByText('Not in the total yet: it joins the total when HQ closes the month.')).toBeInTheDocument();
    expect(screen.getByTestId('commission-total')).toHaveTextContent('RM 57.50');
    expect(screen.queryByTestId('rank-none')).toBeNull();
  });

  it('shows the rank recorded at the close of a closed month without an estimate, and a rank without benefits without a list', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary({ period: '2026-10', provisional: false, rank: rankReached({ name: 'Gold', benefits: [], monthEndEstimate: null }) })) : undefined));
    renderAt('/commission?period=2026-10', routes, asAgent);
    expect(await screen.findByTestId('rank-name')).toHaveTextContent('Gold');
    expect(screen.queryByTestId('rank-benefit')).toBeNull();
    expect(screen.queryByText('Benefits')).toBeNull();
    expect(screen.queryByTestId('rank-estimate')).toBeNull();
  });

  it('says quietly when no commission rank is reached', async () => {
    stubFetch((_m, url) => {
      if (url.pathname !== '/api/commission') return undefined;
      return url.searchParams.get('period') === '2026-10' ? ok(summary({ period: '2026-10', provisional: false })) : ok(summary());
    });
    renderAt('/commission', routes, asAgent);
    expect(await screen.findByTestId('rank-none')).toHaveTextContent('No commission rank reached in November 2026 yet.');
    expect(screen.queryByTestId('rank-card')).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText('Month'), '2026-10');
    expect(await screen.findByText('No commission rank was reached in October 2026.')).toBeInTheDocument();
  });

  it("shows the HQ side an agent's commission rank too", async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary({ rank: rankReached({ benefits: ['Silver pin'] }) })) : undefined));
    renderAt('/commission?agentId=12&period=2026-11', routes);
    expect(await screen.findByTestId('rank-name')).toHaveTextContent('Silver');
    expect(screen.getByTestId('rank-benefit')).toHaveTextContent('Silver pin');
    expect(screen.getByTestId('rank-estimate')).toHaveTextContent('At the close: RM 43.50');
  });

  it('shows a total equal to the sum of its kinds', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary()) : undefined));
    renderAt('/commission', routes, asAgent);
    const total = await screen.findByTestId('commission-total');
    const sum = sumAmounts(summary().byKind.map((k) => k.amount));
    expect(total).toHaveTextContent(formatMoney(sum, 'MYR'));
    const shown = screen.getAllByTestId('kind-amount').map((a) => a.textContent);
    expect(shown).toEqual(summary().byKind.map((k) => formatMoney(k.amount, 'MYR')));
  });

  it('picks another month from the months with entries, kept in the address', async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname !== '/api/commission') return undefined;
      return url.searchParams.get('period') === '2026-10'
        ? ok(summary({ period: '2026-10', provisional: false, total: '12.00', byKind: kindSums({ helper: ['12.00', 3] }) }))
        : ok(summary());
    });
    renderAt('/commission', routes, asAgent);
    const picker = await screen.findByLabelText('Month');
    expect([...(picker as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['November 2026', 'October 2026']);
    await userEvent.setup().selectOptions(picker, '2026-10');
    expect(screen.getByTestId('location')).toHaveTextContent('/commission?period=2026-10');
    expect(await screen.findByText('Total for October 2026')).toBeInTheDocument();
    expect(screen.getByTestId('commission-total')).toHaveTextContent('RM 12.00');
    expect(screen.queryByTestId('commission-provisional')).toBeNull();
    expect(calls.at(-1)?.url.search).toBe('?period=2026-10');
  });

  it('calls an ended month HQ has not closed yet provisional, not "this month so far"', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary({ period: '2026-10' })) : undefined));
    renderAt('/commission?period=2026-10', routes, asAgent);
    expect(await screen.findByTestId('commission-provisional')).toHaveTextContent('Provisional — the month is not closed yet');
  });

  it('shows a kind this screen does not know yet under its own word, without a link', async () => {
    const byKind = [...kindSums({ override: ['7.50', 1] }), { kind: 'store-bonus', amount: '2.00', entries: 1 }];
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary({ total: '9.50', byKind })) : undefined));
    renderAt('/commission', routes, asAgent);
    const cards = await screen.findAllByTestId('kind-card');
    const unknown = within(cards[cards.length - 1]);
    expect(unknown.getByTestId('kind-name')).toHaveTextContent('store-bonus');
    expect(unknown.queryByRole('link')).toBeNull();
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/commission/details?type=override&period=2026-11');
  });

  it('says when earnings will appear in a month without any', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary({ total: '0.00', byKind: kindSums(), periods: ['2026-11'] })) : undefined));
    renderAt('/commission', routes, asAgent);
    expect(await screen.findByTestId('commission-empty')).toHaveTextContent('Nothing earned in November 2026 yet. Your earnings appear here when orders of your team complete.');
    expect(screen.getByTestId('commission-total')).toHaveTextContent('RM 0.00');
    expect(screen.queryByTestId('kind-card')).toBeNull();
  });

  it('shows the HQ side the company month and its top earners, each opening that agent', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission/company' ? ok(company()) : undefined));
    renderAt('/commission?period=2026-11', routes);
    expect(await screen.findByTestId('commission-total')).toHaveTextContent('RM 1,250.00');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Company commission');
    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/api/commission/company?period=2026-11']);
    const cards = screen.getAllByTestId('kind-card');
    expect(cards).toHaveLength(9);
    expect(within(cards[3]).getByTestId('kind-amount')).toHaveTextContent('RM 500.00');
    expect(within(cards[3]).queryByRole('link')).toBeNull();
    const earners = screen.getAllByTestId('top-earner');
    expect(earners).toHaveLength(2);
    expect(within(earners[0]).getByRole('link')).toHaveAttribute('href', '/commission?agentId=12&period=2026-11');
    expect(earners[0]).toHaveTextContent('Aina Ali');
    expect(earners[0]).toHaveTextContent('RM 57.50');
    expect(within(earners[1]).getByRole('link')).toHaveAttribute('href', '/commission?agentId=15&period=2026-11');
  });

  it("shows the HQ side one agent's month with their name, keeping the agent in every link", async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary()) : undefined));
    renderAt('/commission?agentId=12&period=2026-11', routes);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Commission · Aina Ali');
    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/api/commission?period=2026-11&agentId=12']);
    expect(within(screen.getAllByTestId('kind-card')[0]).getByRole('link')).toHaveAttribute('href', '/commission/details?type=override&period=2026-11&agentId=12');
    expect(screen.getByRole('link', { name: 'Check calculation' })).toHaveAttribute('href', '/commission/check-calculation?period=2026-11&agentId=12');
    expect(screen.getByRole('link', { name: 'Back to company commission' })).toHaveAttribute('href', '/commission?period=2026-11');
  });

  it('shows the failure with a retry, never a blank screen', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? refused(404, 'Data not found', undefined, 'not_found') : undefined));
    renderAt('/commission?agentId=99', routes, asAgent);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Data not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows money in the company currency', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary({ total: '15000', byKind: kindSums({ override: ['15000', 1] }) })) : undefined));
    renderAt('/commission', routes, { user: { ...AGENT_USER, company: { ...FALLBACK_COMPANY, currency: 'IDR' } } });
    expect(await screen.findByTestId('commission-total')).toHaveTextContent('Rp 15.000');
  });

  it('links the income statement when it is open to the user, and leaves the link out when HQ switched it off', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary()) : undefined));
    renderAt('/commission?period=2026-11', routes, asAgent);
    expect(await screen.findByRole('link', { name: 'Income statement' })).toHaveAttribute('href', '/commission/income-statement?period=2026-11');
    cleanup();
    vi.unstubAllGlobals();

    stubFetch((_m, url) => (url.pathname === '/api/commission' ? ok(summary({ incomeStatement: false })) : undefined));
    renderAt('/commission?period=2026-11', routes, asAgent);
    expect(await screen.findByTestId('commission-total')).toHaveTextContent('RM 57.50');
    expect(screen.queryByTestId('commission-income-link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Check calculation' })).toBeInTheDocument();
  });
});
