import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_COMPANY } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { sumAmounts } from '../logic/money';
import { AGENT_USER, check, ok, refused, renderAt, stubFetch, summary, type Handler } from '../test-utils';
import { CommissionIncomePage } from './CommissionIncomePage';

const routes = [
  { path: '/commission/income-statement', element: <CommissionIncomePage /> },
  { path: '/commission-payout/income-statement', element: <CommissionIncomePage /> },
];
const COMPANY = { ...FALLBACK_COMPANY, id: 3, name: 'Demo Sdn Bhd', logo_url: 'https://cdn.example.com/demo.png' };
const asAgent = { user: { ...AGENT_USER, company: COMPANY } };

/** The agent's statement: the month's entries, and the summary saying whether the statement is open to them. */
const agentAnswers = (open = true): Handler => (_m, url) => {
  if (url.pathname === '/api/commission/check-calculation') return ok(check());
  if (url.pathname === '/api/commission') return ok(summary({ incomeStatement: open }));
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
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission/check-calculation' ? ok(check({ period: url.searchParams.get('period') ?? '2026-11' })) : undefined));
    renderAt('/commission-payout/income-statement?period=2026-11&agentId=12', routes);
    await screen.findByTestId('income-sheet');
    await userEvent.setup().selectOptions(screen.getByLabelText('Month'), '2026-10');
    expect(screen.getByTestId('location')).toHaveTextContent('/commission-payout/income-statement?period=2026-10&agentId=12');
    await waitFor(() => expect(screen.getByTestId('income-month')).toHaveTextContent('October 2026'));
    expect(calls.at(-1)?.url.search).toBe('?period=2026-10&agentId=12');
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

  it('never asks the HQ side’s statement whether it is open (it always is)', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission/check-calculation' ? ok(check()) : undefined));
    renderAt('/commission-payout/income-statement?period=2026-11&agentId=12', routes);
    expect(await screen.findByTestId('income-sheet')).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/commission/check-calculation']);
  });
});
