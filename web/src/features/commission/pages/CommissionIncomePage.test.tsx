import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_COMPANY } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { sumAmounts } from '../logic/money';
import type { StatementPayout } from '../api/types';
import { AGENT_USER, check, ok, refused, renderAt, statementPayout, stubFetch, summary, type Handler } from '../test-utils';
import { CommissionIncomePage } from './CommissionIncomePage';

const routes = [
  { path: '/commission/income-statement', element: <CommissionIncomePage /> },
  { path: '/commission-payout/income-statement', element: <CommissionIncomePage /> },
];
const COMPANY = { ...FALLBACK_COMPANY, id: 3, name: 'Demo Sdn Bhd', logo_url: 'https://cdn.example.com/demo.png' };
const asAgent = { user: { ...AGENT_USER, company: COMPANY } };

/** The agent's statement: the month's entries, and the summary saying whether the statement is open to them (with the month's payouts). */
const agentAnswers = (open = true, payouts: StatementPayout[] = []): Handler => (_m, url) => {
  if (url.pathname === '/api/commission/check-calculation') return ok(check());
  if (url.pathname === '/api/commission') return ok(summary({ incomeStatement: open, payouts }));
  return undefined;
};

describe('/commission/income-statement', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("puts the agent's month on the company's letterhead: the total by kind and every entry", async () => {
    const calls = stubFetch(agentAnswers());
    renderAt('/commission/income-statement?period=2026-11', routes, asAgent);
    const sheet = await screen.findByTestId('income-sheet');
    expect(calls.map((c) => c.url.pathname + c.url.search).sort()).toEqual(['/api/commission/check-calculation?period=2026-11', '/api/commission?period=2026-11']);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Income statement');
    const head = within(sheet).getByTestId('letterhead');
    expect(within(head).getByTestId('letterhead-name')).toHaveTextContent('Demo Sdn Bhd');
    expect(within(head).getByTestId('letterhead-logo')).toHaveAttribute('src', 'https://cdn.example.com/demo.png');
    expect(head).toHaveTextContent('INCOME STATEMENT');
    expect(within(sheet).getByTestId('income-month')).toHaveTextContent('November 2026');
    expect(within(sheet).getByTestId('income-agent')).toHaveTextContent('Aina Ali@aina');

    const kinds = within(sheet).getAllByTestId('income-kind');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(kinds.map(cells)).toEqual([
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
    expect(within(sheet).getAllByTestId('entry-row')).toHaveLength(4);
    expect(within(sheet).getAllByTestId('entry-card')).toHaveLength(4);
  });

  it("totals the statement with the server's total, which its kinds and entries add up to", async () => {
    stubFetch(agentAnswers());
    renderAt('/commission/income-statement?period=2026-11', routes, asAgent);
    const total = await screen.findByTestId('income-total');
    expect(total).toHaveTextContent('RM 51.50');
    expect(sumAmounts(check().byKind.map((k) => k.amount))).toBe('51.50');
    expect(sumAmounts(check().items.map((e) => e.amount))).toBe('51.50');
    expect(screen.getByTestId('entry-table-total')).toHaveTextContent(formatMoney('51.50', 'MYR'));
    expect(screen.getByTestId('entry-cards-footer')).toHaveTextContent('TotalRM 51.50');
  });

  it('prints with the shell hidden', async () => {
    stubFetch(agentAnswers());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { container } = renderAt('/commission/income-statement?period=2026-11', routes, asAgent);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(container.querySelector('style')?.textContent).toContain(':has(> #main) > :not(#main) { display: none !important; }');
  });

  it('picks another month, kept in the address with the agent', async () => {
    const calls = stubFetch((_m, url) => {
      const period = url.searchParams.get('period') ?? '2026-11';
      if (url.pathname === '/api/commission/check-calculation') return ok(check({ period }));
      if (url.pathname === '/api/commission') return ok(summary({ period }));
      return undefined;
    });
    renderAt('/commission-payout/income-statement?period=2026-11&agentId=12', routes);
    await screen.findByTestId('income-sheet');
    await userEvent.setup().selectOptions(screen.getByLabelText('Month'), '2026-10');
    expect(screen.getByTestId('location')).toHaveTextContent('/commission-payout/income-statement?period=2026-10&agentId=12');
    await waitFor(() => expect(screen.getByTestId('income-month')).toHaveTextContent('October 2026'));
    expect(calls.slice(-2).map((c) => c.url.pathname + c.url.search).sort()).toEqual(['/api/commission/check-calculation?period=2026-10&agentId=12', '/api/commission?period=2026-10&agentId=12']);
  });

  it("names a month without earnings on the statement", async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission/check-calculation' ? ok(check({ period: '2026-10', items: [], total: '0.00', byKind: [] })) : url.pathname === '/api/commission' ? ok(summary({ period: '2026-10' })) : undefined));
    renderAt('/commission/income-statement?period=2026-10', routes, asAgent);
    expect(await screen.findByTestId('income-no-entries')).toHaveTextContent('Nothing earned in October 2026.');
    expect(screen.getByTestId('income-total')).toHaveTextContent('RM 0.00');
  });

  it('asks the HQ side to open an agent first, without calling the API', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/commission-payout/income-statement?period=2026-11', routes);
    expect(await screen.findByTestId('commission-pick-agent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to company commission' })).toHaveAttribute('href', '/commission?period=2026-11');
    expect(calls).toEqual([]);
  });

  it("says so, instead of the statement, when the agent's company has not turned income statements on", async () => {
    stubFetch(agentAnswers(false));
    renderAt('/commission/income-statement?period=2026-11', routes, asAgent);
    expect(await screen.findByTestId('income-off')).toHaveTextContent('Your company has not turned on income statements.');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Income statement');
    expect(screen.getByRole('link', { name: 'Back to commission' })).toHaveAttribute('href', '/commission?period=2026-11');
    expect(screen.queryByTestId('income-sheet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByLabelText('Month')).toBeNull();
  });

  it('shows nothing of the statement before the summary has said it is open, and offers a retry when it cannot be read', async () => {
    let summaryFails = true;
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/commission/check-calculation') return ok(check());
      if (url.pathname === '/api/commission') return summaryFails ? refused(404, 'Not found.') : ok(summary());
      return undefined;
    });
    renderAt('/commission/income-statement?period=2026-11', routes, asAgent);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Not found.');
    expect(screen.queryByTestId('income-sheet')).toBeNull();
    summaryFails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('income-sheet')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/commission')).toHaveLength(2);
  });

  it('opens the HQ side’s statement whatever the summary says (it always is open), reading the summary only for the payouts', async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/commission/check-calculation') return ok(check());
      if (url.pathname === '/api/commission') return ok(summary({ incomeStatement: false, payouts: [statementPayout()] }));
      return undefined;
    });
    renderAt('/commission-payout/income-statement?period=2026-11&agentId=12', routes);
    const sheet = await screen.findByTestId('income-sheet');
    expect(within(sheet).getByTestId('income-payouts')).toBeInTheDocument();
    expect(screen.queryByTestId('income-off')).toBeNull();
    expect(calls.map((c) => c.url.pathname + c.url.search).sort()).toEqual(['/api/commission/check-calculation?period=2026-11&agentId=12', '/api/commission?period=2026-11&agentId=12']);
  });

  it('lists the payouts paid in the month with what s.107D withheld and the net paid to the bank, and their total', async () => {
    const payouts = [
      // Paid at 17:00 UTC on 9 November: 10 November in Kuala Lumpur.
      statementPayout({ id: 601, paidAt: '2026-11-09T17:00:00Z', amount: '500.00', withheld: '10.00', net: '490.00' }),
      statementPayout({ id: 602, paidAt: '2026-11-20T03:00:00Z', amount: '80.00', withheld: '0.00', net: '80.00' }),
    ];
    stubFetch(agentAnswers(true, payouts));
    renderAt('/commission/income-statement?period=2026-11', routes, asAgent);
    const section = await screen.findByTestId('income-payouts');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Payouts paid this month');

    // On paper and from md up: a table with the withheld and net columns, totalled.
    const table = within(section).getByTestId('income-payout-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date paid', 'Amount', 'Withheld (s.107D)', 'Net to bank']);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(within(table).getAllByTestId('income-payout-row').map(cells)).toEqual([
      ['10 Nov 2026', 'RM 500.00', 'RM 10.00', 'RM 490.00'],
      ['20 Nov 2026', 'RM 80.00', 'RM 0.00', 'RM 80.00'],
    ]);
    const total = within(table).getByTestId('income-payout-total');
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    expect(cells(total)).toEqual(['RM 580.00', 'RM 10.00', 'RM 570.00']);
    expect(table).toHaveClass('hidden', 'md:table', 'print:table');

    // On a phone: a card each (nothing to scroll sideways), then the totals.
    const cards = within(section).getAllByTestId('income-payout-card');
    expect(cards.map((c) => c.textContent)).toEqual(['10 Nov 2026RM 500.00Withheld (s.107D)RM 10.00Net to bankRM 490.00', '20 Nov 2026RM 80.00Withheld (s.107D)RM 0.00Net to bankRM 80.00']);
    expect(within(section).getByTestId('income-payout-cards-total')).toHaveTextContent('TotalRM 580.00Withheld (s.107D)RM 10.00Net to bankRM 570.00');
    expect(within(section).getByTestId('income-payout-cards')).toHaveClass('md:hidden', 'print:hidden');
  });

  it('leaves out the withheld and net columns when nothing was withheld', async () => {
    stubFetch(agentAnswers(true, [statementPayout({ amount: '100.00', withheld: '0.00', net: '100.00' })]));
    renderAt('/commission/income-statement?period=2026-11', routes, asAgent);
    const section = await screen.findByTestId('income-payouts');
    const table = within(section).getByTestId('income-payout-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date paid', 'Amount']);
    expect(within(table).getByTestId('income-payout-row')).toHaveTextContent('5 Nov 2026RM 100.00');
    expect(within(section).queryByText('Withheld (s.107D)')).toBeNull();
    expect(within(section).queryByText('Net to bank')).toBeNull();
  });

  it('has no payouts section when no payout was paid in the month', async () => {
    stubFetch(agentAnswers(true, []));
    renderAt('/commission/income-statement?period=2026-11', routes, asAgent);
    const sheet = await screen.findByTestId('income-sheet');
    expect(within(sheet).queryByTestId('income-payouts')).toBeNull();
    expect(within(sheet).queryByText('Payouts paid this month')).toBeNull();
  });

  it('waits for the summary before showing the HQ side’s statement, so it never prints without its payouts', async () => {
    let summaryFails = true;
    stubFetch((_m, url) => {
      if (url.pathname === '/api/commission/check-calculation') return ok(check());
      if (url.pathname === '/api/commission') return summaryFails ? refused(500, 'Server error') : ok(summary({ payouts: [statementPayout({ amount: '500.00', withheld: '10.00', net: '490.00' })] }));
      return undefined;
    });
    renderAt('/commission-payout/income-statement?period=2026-11&agentId=12', routes);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Server error');
    expect(screen.queryByTestId('income-sheet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    summaryFails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('income-payout-total')).toHaveTextContent('TotalRM 500.00RM 10.00RM 490.00');
  });
});
