import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@/lib/types';
import type { Handler } from '../test-utils';
import { companyMoney, HQ_USER, invalid, ok, refused, renderAt, stubFetch, topup } from '../test-utils';
import { CommissionPayoutPage } from './CommissionPayoutPage';

const routes = [{ path: '/commission-payout', element: <CommissionPayoutPage /> }];
const STAFF: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['approve_manual_payment'] };
const posts = (calls: { method: string; url: URL; body: unknown }[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body]);

/** The company's money (`patch` answers first). */
const money = (patch: Handler = () => undefined): Handler => (m, url, body) => patch(m, url, body) ?? (url.pathname === '/api/company-money/balance' ? ok(companyMoney()) : undefined);

describe('/commission-payout?tab=money: the company money', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the credit, what made it, what agents are owed and what waits, and the latest top-ups', async () => {
    const calls = stubFetch(money());
    renderAt('/commission-payout?tab=money', routes);
    expect(await screen.findByTestId('money-credit')).toHaveTextContent('RM 420.00');
    expect(screen.getByTestId('tab-money')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('tab-money')).toHaveTextContent('Company money');
    expect(screen.getByTestId('money-toppedUp')).toHaveTextContent('Topped upRM 1,000.00');
    expect(screen.getByTestId('money-sentThroughBillplz')).toHaveTextContent('Sent through BillplzRM 580.00');
    expect(screen.getByTestId('money-owedToAgents')).toHaveTextContent('Owed to agentsRM 1,250.00');
    expect(screen.getByTestId('money-pendingPayouts')).toHaveTextContent('Pending payoutsRM 180.00');

    const rows = screen.getAllByTestId('topup-row');
    expect(rows.map((r) => within(r).getByTestId('topup-amount').textContent)).toEqual(['RM 300.00', 'RM 500.00']);
    expect(rows.map((r) => within(r).getByTestId('topup-status').textContent)).toEqual(['Failed', 'Paid']);
    expect(rows.map((r) => within(r).getByTestId('topup-status').getAttribute('data-status'))).toEqual(['failed', 'paid']);
    expect(within(rows[0]).getByTestId('topup-dates')).toHaveTextContent('Started 7 Nov 2026');
    expect(within(rows[0]).getByTestId('topup-dates')).not.toHaveTextContent('Paid');
    expect(within(rows[1]).getByTestId('topup-dates')).toHaveTextContent('Paid 6 Nov 2026');
    expect(screen.getByTestId('topup-open')).toHaveTextContent('Top up credit');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/company-money/balance']);
  });

  it('names a pending top-up, and says when there is none yet', async () => {
    stubFetch(money((_m, url) => (url.pathname === '/api/company-money/balance' ? ok(companyMoney({ topups: [topup()] })) : undefined)));
    renderAt('/commission-payout?tab=money', routes);
    expect(await screen.findByTestId('topup-status')).toHaveTextContent('Pending');
    cleanup();
    stubFetch(money((_m, url) => (url.pathname === '/api/company-money/balance' ? ok(companyMoney({ topups: [] })) : undefined)));
    renderAt('/commission-payout?tab=money', routes);
    expect(await screen.findByTestId('topups-empty')).toHaveTextContent('No top-ups yet.');
  });

  it('lets staff read the money without the top-up', async () => {
    stubFetch(money());
    renderAt('/commission-payout?tab=money', routes, { user: STAFF });
    expect(await screen.findByTestId('money-credit')).toHaveTextContent('RM 420.00');
    expect(screen.getAllByTestId('topup-row')).toHaveLength(2);
    expect(screen.queryByTestId('topup-open')).toBeNull();
  });

  it('starts a top-up and sends the browser to the Billplz bill', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubFetch(
      money((m, url) =>
        m === 'POST' && url.pathname === '/api/integration/billplz/top-up-credit' ? ok({ topup: topup({ id: 73 }), paymentUrl: 'https://billplz.test/bills/tp73' }) : undefined,
      ),
    );
    renderAt('/commission-payout?tab=money', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('topup-open'));
    const dialog = screen.getByTestId('topup-dialog');
    expect(dialog).toHaveTextContent('Top up the Billplz credit');
    await user.type(within(dialog).getByLabelText('Amount'), '500.00');
    await user.click(within(dialog).getByTestId('topup-submit'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billplz.test/bills/tp73'));
    expect(posts(calls)).toEqual([['/api/integration/billplz/top-up-credit', { amount: '500.00' }]]);
    expect(within(dialog).getByTestId('topup-redirecting')).toHaveTextContent('Taking you to Billplz…');
  });

  it("opens the company's own payment page in the app when it is on", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(
      money((m, url) =>
        m === 'POST' && url.pathname === '/api/integration/billplz/top-up-credit' ? ok({ topup: topup({ id: 74 }), paymentUrl: '/ejenpay/topup/ps_74' }) : undefined,
      ),
    );
    renderAt('/commission-payout?tab=money', [...routes, { path: '/ejenpay/:payType/:sessionId', element: <p>payment page</p> }]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('topup-open'));
    const dialog = screen.getByTestId('topup-dialog');
    await user.type(within(dialog).getByLabelText('Amount'), '500.00');
    await user.click(within(dialog).getByTestId('topup-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ejenpay/topup/ps_74'));
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the amount under the field", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubFetch(
      money((m, url) => (m === 'POST' && url.pathname === '/api/integration/billplz/top-up-credit' ? invalid({ amount: 'The smallest top-up is RM 10.00.' }) : undefined)),
    );
    renderAt('/commission-payout?tab=money', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('topup-open'));
    const dialog = screen.getByTestId('topup-dialog');
    const amount = within(dialog).getByLabelText('Amount');
    await user.type(amount, '5');
    await user.click(within(dialog).getByTestId('topup-submit'));

    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('The smallest top-up is RM 10.00.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toEqual([['/api/integration/billplz/top-up-credit', { amount: '5' }]]);
    expect(within(dialog).queryByTestId('topup-error')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server message when the company has no Billplz account', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(
      money((m, url) =>
        m === 'POST' && url.pathname === '/api/integration/billplz/top-up-credit' ? refused(422, 'Set up a Billplz account under Integration first.', undefined, 'billplz_not_set_up') : undefined,
      ),
    );
    renderAt('/commission-payout?tab=money', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('topup-open'));
    const dialog = screen.getByTestId('topup-dialog');
    await user.type(within(dialog).getByLabelText('Amount'), '500');
    await user.click(within(dialog).getByTestId('topup-submit'));
    expect(await within(dialog).findByTestId('topup-error')).toHaveTextContent('Set up a Billplz account under Integration first.');
    expect(within(dialog).queryByTestId('field-error')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('checks the amount before asking the server', async () => {
    const calls = stubFetch(money());
    renderAt('/commission-payout?tab=money', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('topup-open'));
    const dialog = screen.getByTestId('topup-dialog');
    await user.click(within(dialog).getByTestId('topup-submit'));
    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('This field is required.');
    await user.type(within(dialog).getByLabelText('Amount'), '0');
    await user.click(within(dialog).getByTestId('topup-submit'));
    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('Enter an amount above zero.');
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('topup-dialog')).toBeNull();
  });
});
