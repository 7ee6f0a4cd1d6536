import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_COMPANY } from '@/lib/company';
import type { Handler } from '../test-utils';
import { AGENT_USER, balance, invalid, ok, payout, payoutPage, renderAt, stubFetch, summary } from '../test-utils';
import { CommissionPage } from './CommissionPage';

const routes = [{ path: '/commission', element: <CommissionPage /> }];
const asAgent = { user: AGENT_USER };

/** The agent's /commission: the month, the balance and the payouts (`patch` answers first). */
function answers(patch: Handler = () => undefined): Handler {
  return (m, url, body) => {
    const own = patch(m, url, body);
    if (own) return own;
    if (m !== 'GET') return undefined;
    if (url.pathname === '/api/commission') return ok(summary());
    if (url.pathname === '/api/commission/balance') return ok(balance());
    if (url.pathname === '/api/commission/payouts') return ok(payoutPage([]));
    return undefined;
  };
}

describe('/commission: the agent\'s payouts', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the balance and the payouts so far, with their status, bank, dates and note', async () => {
    const paid = payout({ id: 502, amount: '80.00', status: 'paid', decidedAt: '2026-11-04T02:00:00Z', paidAt: '2026-11-05T02:00:00Z' });
    const rejected = payout({ id: 503, amount: '60.00', status: 'rejected', decidedAt: '2026-11-04T03:00:00Z', note: 'Wrong account name' });
    const calls = stubFetch(answers((_m, url) => (url.pathname === '/api/commission/payouts' ? ok(payoutPage([payout(), paid, rejected], { total: 45 })) : undefined)));
    renderAt('/commission', routes, asAgent);
    const card = await screen.findByTestId('commission-balance');
    expect(within(card).getByTestId('balance-available')).toHaveTextContent('RM 150.00');
    expect(within(card).getByTestId('balance-minimum')).toHaveTextContent('Smallest payout: RM 50.00');
    expect(within(card).getByTestId('balance-committed')).toHaveTextContent('Closed monthsRM 300.00');
    expect(within(card).getByTestId('balance-pending')).toHaveTextContent('Waiting to be paidRM 50.00');
    expect(within(card).getByTestId('balance-paid')).toHaveTextContent('PaidRM 100.00');

    const rows = await screen.findAllByTestId('payout-row');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => within(r).getByTestId('payout-status').textContent)).toEqual(['Requested', 'Paid', 'Rejected']);
    expect(within(rows[0]).getByTestId('payout-amount')).toHaveTextContent('RM 100.00');
    expect(within(rows[0]).getByTestId('payout-bank')).toHaveTextContent('Maybank114412345678AINA BINTI ALI');
    expect(within(rows[0]).getByTestId('payout-dates')).toHaveTextContent('Requested 3 Nov 2026');
    expect(within(rows[1]).getByTestId('payout-dates')).toHaveTextContent('Approved 4 Nov 2026');
    expect(within(rows[1]).getByTestId('payout-dates')).toHaveTextContent('Paid 5 Nov 2026');
    expect(within(rows[2]).getByTestId('payout-dates')).toHaveTextContent('Rejected 4 Nov 2026');
    expect(within(rows[2]).getByTestId('payout-note')).toHaveTextContent('Note: Wrong account name');
    // An agent's own payouts: no agent column, nothing to tick.
    expect(screen.queryByTestId('payout-agent')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/commission/payouts')?.url.search).toBe('?page=1&perPage=20');

    await userEvent.setup().click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?page=2&perPage=20'));
  });

  it('names the payouts Billplz is sending or has returned', async () => {
    const sending = payout({ id: 504, status: 'sending', decidedAt: '2026-11-04T02:00:00Z' });
    const failed = payout({ id: 505, status: 'failed', decidedAt: '2026-11-04T02:00:00Z', note: 'Returned by the bank.' });
    stubFetch(answers((_m, url) => (url.pathname === '/api/commission/payouts' ? ok(payoutPage([sending, failed])) : undefined)));
    renderAt('/commission', routes, asAgent);
    const rows = await screen.findAllByTestId('payout-row');
    expect(rows.map((r) => within(r).getByTestId('payout-status').textContent)).toEqual(['Sending', 'Failed']);
    expect(within(rows[1]).getByTestId('payout-note')).toHaveTextContent('Note: Returned by the bank.');
  });

  it('says when there are no payouts yet', async () => {
    stubFetch(answers());
    renderAt('/commission', routes, asAgent);
    expect(await screen.findByTestId('payouts-empty')).toHaveTextContent('No payouts yet.');
  });

  it('requests a payout of the available balance to the bank account shown, then refreshes the balance and the list', async () => {
    let requested = false;
    const calls = stubFetch(
      answers((m, url) => {
        if (m === 'POST' && url.pathname === '/api/commission/request-payout') {
          requested = true;
          return ok(payout({ amount: '150.00' }), 'Payout requested.');
        }
        if (requested && url.pathname === '/api/commission/balance') return ok(balance({ available: '0.00', pending: '200.00' }));
        if (requested && url.pathname === '/api/commission/payouts') return ok(payoutPage([payout({ amount: '150.00' })]));
        return undefined;
      }),
    );
    renderAt('/commission', routes, asAgent);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('payout-request'));
    const dialog = screen.getByTestId('payout-dialog');
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveValue('150.00');
    expect(within(dialog).getByText('Available RM 150.00 · smallest payout RM 50.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('payout-bank-account')).toHaveTextContent('Maybank114412345678AINA BINTI ALI');
    await user.click(within(dialog).getByTestId('payout-submit'));

    expect(await screen.findByTestId('payout-requested')).toHaveTextContent('Payout of RM 150.00 requested. HQ will review it.');
    expect(screen.queryByTestId('payout-dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ amount: '150.00' }]);
    expect(await screen.findByTestId('payout-row')).toBeInTheDocument();
    expect(screen.getByTestId('balance-available')).toHaveTextContent('RM 0.00');
  });

  it('says before asking what s.107D withholds from the amount typed and what the agent receives', async () => {
    const calls = stubFetch(
      answers((m, url) => {
        if (m === 'POST' && url.pathname === '/api/commission/request-payout') return ok(payout({ amount: '500', withheld: '10.00', net: '490.00' }), 'Payout requested.');
        if (url.pathname === '/api/commission/balance') return ok(balance({ available: '612.25', withholdingRate: '2.00' }));
        return undefined;
      }),
    );
    renderAt('/commission', routes, asAgent);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('payout-request'));
    const dialog = screen.getByTestId('payout-dialog');
    const note = within(dialog).getByTestId('payout-withholding');
    expect(note).toHaveTextContent('2% (RM 12.25) is withheld under s.107D; you receive RM 600.00.'); // 12.245 → 12.25
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    expect(note).toHaveTextContent('2% of this payout is withheld under s.107D.');
    await user.type(amount, '500');
    expect(note).toHaveTextContent('2% (RM 10.00) is withheld under s.107D; you receive RM 490.00.');
    await user.type(amount, ',');
    expect(note).toHaveTextContent('2% of this payout is withheld under s.107D.');
    await user.type(amount, '{Backspace}');
    await user.click(within(dialog).getByTestId('payout-submit'));
    expect(await screen.findByTestId('payout-requested')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ amount: '500' }]);
  });

  it('says nothing of withholding when none applies to the agent', async () => {
    stubFetch(answers());
    renderAt('/commission', routes, asAgent);
    await userEvent.setup().click(await screen.findByTestId('payout-request'));
    expect(within(screen.getByTestId('payout-dialog')).queryByTestId('payout-withholding')).toBeNull();
  });

  it('works out the withholding in whole rupiah for an IDR company', async () => {
    stubFetch(answers((_m, url) => (url.pathname === '/api/commission/balance' ? ok(balance({ available: '1000025', minimum: '50000', withholdingRate: '2.00' })) : undefined)));
    renderAt('/commission', routes, { user: { ...AGENT_USER, company: { ...FALLBACK_COMPANY, currency: 'IDR' } } });
    await userEvent.setup().click(await screen.findByTestId('payout-request'));
    expect(within(screen.getByTestId('payout-dialog')).getByTestId('payout-withholding')).toHaveTextContent('2% (Rp 20.001) is withheld under s.107D; you receive Rp 980.024.');
  });

  it('shows what was withheld and the net paid to the bank on a payout that had withholding', async () => {
    const withheld = payout({ id: 506, amount: '500.00', withheld: '10.00', net: '490.00', status: 'paid', paidAt: '2026-11-05T02:00:00Z' });
    stubFetch(answers((_m, url) => (url.pathname === '/api/commission/payouts' ? ok(payoutPage([withheld, payout()])) : undefined)));
    renderAt('/commission', routes, asAgent);
    const rows = await screen.findAllByTestId('payout-row');
    expect(within(rows[0]).getByTestId('payout-amount')).toHaveTextContent('RM 500.00');
    expect(within(rows[0]).getByTestId('payout-withholding')).toHaveTextContent('Withheld (s.107D) RM 10.00Net to bank RM 490.00');
    expect(within(rows[0]).getByTestId('payout-net')).toHaveTextContent('RM 490.00');
    expect(within(rows[1]).queryByTestId('payout-withholding')).toBeNull();
  });

  it("shows the server's refusal of the amount under the field", async () => {
    const calls = stubFetch(
      answers((m, url) => (m === 'POST' && url.pathname === '/api/commission/request-payout' ? invalid({ amount: 'The smallest payout is RM 50.00.' }) : undefined)),
    );
    renderAt('/commission', routes, asAgent);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('payout-request'));
    const dialog = screen.getByTestId('payout-dialog');
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(dialog).getByTestId('payout-submit'));

    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('The smallest payout is RM 50.00.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('The smallest payout is RM 50.00.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ amount: '20' }]);
    expect(screen.getByTestId('payout-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('payout-requested')).toBeNull();
  });

  it('checks the amount before asking the server', async () => {
    const calls = stubFetch(answers());
    renderAt('/commission', routes, asAgent);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('payout-request'));
    const dialog = screen.getByTestId('payout-dialog');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '1,000');
    await user.click(within(dialog).getByTestId('payout-submit'));
    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('Enter an amount, e.g. 150.00.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('without a bank account, says to add one and links to the profile bank tab', async () => {
    const calls = stubFetch(answers((_m, url) => (url.pathname === '/api/commission/balance' ? ok(balance({ bank: null })) : undefined)));
    renderAt('/commission', routes, asAgent);
    await userEvent.setup().click(await screen.findByTestId('payout-request'));
    const dialog = screen.getByTestId('payout-dialog');
    expect(within(dialog).getByTestId('payout-no-bank')).toHaveTextContent('Add a bank account to your profile first');
    expect(within(dialog).getByRole('link', { name: 'Add a bank account' })).toHaveAttribute('href', '/profile?tab=bank');
    expect(within(dialog).queryByTestId('payout-bank-account')).toBeNull();
    expect(within(dialog).getByTestId('payout-submit')).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's bank refusal under the bank account", async () => {
    stubFetch(answers((m, url) => (m === 'POST' && url.pathname === '/api/commission/request-payout' ? invalid({ bank: 'Add a bank account to your profile first.' }) : undefined)));
    renderAt('/commission', routes, asAgent);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('payout-request'));
    const dialog = screen.getByTestId('payout-dialog');
    await user.click(within(dialog).getByTestId('payout-submit'));
    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('Add a bank account to your profile first.');
    expect(within(dialog).getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
  });

  it('is the agent\'s own: the HQ side looking at an agent sees no payouts', async () => {
    const calls = stubFetch(answers());
    renderAt('/commission?agentId=12&period=2026-11', routes);
    await screen.findByTestId('commission-total');
    expect(screen.queryByTestId('commission-payouts')).toBeNull();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/commission']);
  });
});
