import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '@/lib/types';
import { HQ_USER, invalid, ok, refused, renderAt, stubFetch, type Call, type Handler } from '@/test-utils';
import type { PaymentSession } from '../api/types';
import { PaymentPage } from './PaymentPage';

const DETAILS = '/api/integration/ejenpay/details';
const BANKS = '/api/integration/billplz/getBank';
const CHECKOUT = '/api/integration/billplz/checkout';
const ID = 'Q7fK2mZp9LxR4tWv8NbC3hJd';

const AGENT: UserDetail = { ...HQ_USER, id: 12, email: 'aina@example.com', username: 'aina', name: 'Aina Ali', role: 'agent', tier: { id: 1, name: 'Platinum' } };

const routes = [{ path: '/ejenpay/:payType/:sessionId', element: <PaymentPage /> }];

const BANK_LIST = [
  { code: 'MB2U0227', name: 'Maybank2u', active: true },
  { code: 'BCBB0235', name: 'CIMB Clicks', active: false },
  { code: 'RHB0218', name: 'RHB Now', active: true },
];

const session = (patch: Partial<PaymentSession> = {}): PaymentSession => ({
  id: ID,
  payType: 'order',
  reference: 'ORD-2611-000088',
  amount: '151.50',
  adminFee: '1.50',
  currency: 'MYR',
  status: 'due',
  payable: true,
  gateway: 'billplz',
  payBefore: '2026-11-24T10:15:00Z',
  createdAt: '2026-11-24T09:15:00Z',
  resultPath: '/my-shop/checkout/pending-payment?order=88',
  ...patch,
});

/** The server: the session as given (null: none), the banks, and `patch` answering first. */
function server(found: () => PaymentSession | null, patch: Handler = () => undefined): Call[] {
  return stubFetch((method, url, body) => {
    const answer = patch(method, url, body);
    if (answer) return answer;
    if (method === 'POST' && url.pathname === DETAILS) return ok({ session: found() });
    if (method === 'GET' && url.pathname === BANKS) return ok(BANK_LIST);
    return undefined;
  });
}

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body]);

describe('/ejenpay/:payType/:sessionId: the payment page', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('is a friendly "not found" with the way home when there is no such session (the lookup answers null), without a console error', async () => {
    const error = vi.spyOn(console, 'error');
    const calls = server(() => null);
    renderAt(`/ejenpay/order/${ID}`, routes, { user: AGENT });
    const notFound = await screen.findByTestId('ejenpay-not-found');
    expect(notFound).toHaveTextContent('This payment was not found');
    expect(within(notFound).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('load-error')).toBeNull();
    expect(posts(calls)).toEqual([[DETAILS, { payType: 'order', sessionId: ID }]]);
    expect(calls.some((c) => c.url.pathname === BANKS)).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  it('asks nothing for an address that cannot name a session', async () => {
    const calls = server(() => session());
    renderAt(`/ejenpay/voucher/${ID}`, routes);
    expect(await screen.findByTestId('ejenpay-not-found')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('pays a due order at the chosen bank: the session, the banks (offline ones disabled), the bill opened there and the browser sent to it', async () => {
    const calls = server(
      () => session(),
      (method, url) => (method === 'POST' && url.pathname === CHECKOUT ? ok({ url: 'https://www.billplz-sandbox.com/bills/8X0?auto_submit=true' }) : undefined),
    );
    renderAt(`/ejenpay/order/${ID}`, routes, { user: AGENT });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Payment');
    expect(await screen.findByTestId('ejenpay-reference')).toHaveTextContent('ORD-2611-000088');
    expect(screen.getByTestId('ejenpay-amount')).toHaveTextContent('RM 151.50');
    expect(screen.getByTestId('ejenpay-admin-fee')).toHaveTextContent('Includes an admin fee of RM 1.50.');
    expect(screen.getByTestId('ejenpay-status')).toHaveTextContent('Due');
    expect(screen.getByTestId('ejenpay-pay-before')).toHaveTextContent('Pay before 24 Nov 2026, 6:15 pm, or the order is cancelled.');
    expect(screen.queryByTestId('ejenpay-outcome')).toBeNull();

    const banks = await screen.findByTestId('ejenpay-banks');
    const radios = within(banks).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(["Choose my bank on Billplz's page", 'Maybank2u', 'RHB Now', 'CIMB ClicksOffline']);
    expect(radios[0]).toBeChecked();
    expect(within(banks).getByRole('radio', { name: /CIMB Clicks/ })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(within(banks).getByRole('radio', { name: 'RHB Now' }));
    expect(within(banks).getByRole('radio', { name: 'RHB Now' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay RM 151.50' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.billplz-sandbox.com/bills/8X0?auto_submit=true'));
    expect(posts(calls)).toEqual([
      [DETAILS, { payType: 'order', sessionId: ID }],
      [CHECKOUT, { payType: 'order', sessionId: ID, bankCode: 'RHB0218' }],
    ]);
  });

  it("leaves the bank to Billplz's page when none is chosen, and hides the choice when the banks cannot be read (409)", async () => {
    const calls = server(
      () => session({ payType: 'topup', reference: 'TOPUP-71', amount: '500.00', adminFee: '0.00', payBefore: null, resultPath: '/ejenpay/topup/pending-payment?topup=71&amount=500.00' }),
      (method, url) => {
        if (method === 'GET' && url.pathname === BANKS) return refused(409, 'The payment gateway could not be reached. Please try again.', undefined, 'payment_gateway_error');
        if (method === 'POST' && url.pathname === CHECKOUT) return ok({ url: 'https://www.billplz.com/bills/tp73' });
        return undefined;
      },
    );
    renderAt(`/ejenpay/topup/${ID}`, routes);
    expect(await screen.findByTestId('ejenpay-amount')).toHaveTextContent('RM 500.00');
    expect(screen.getByText('Top-up of the payout credit')).toBeInTheDocument();
    expect(screen.queryByTestId('ejenpay-admin-fee')).toBeNull();
    expect(screen.queryByTestId('ejenpay-pay-before')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === BANKS)).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('ejenpay-banks-loading')).toBeNull());
    expect(screen.queryByTestId('ejenpay-banks')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay RM 500.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.billplz.com/bills/tp73'));
    expect(posts(calls)[1]).toEqual([CHECKOUT, { payType: 'topup', sessionId: ID, bankCode: '' }]);
  });

  it("pays HQ's subscription invoice at a bank of the vendor's Billplz, and leads back to the invoice once paid", async () => {
    let paid = false;
    const invoice = () =>
      session({ payType: 'invoice', reference: 'INV-2612-0007', amount: '199.00', adminFee: '0.00', payBefore: null, resultPath: '/subscription/detail/7', ...(paid ? { status: 'paid', payable: false } : {}) });
    const calls = server(invoice, (method, url) => (method === 'POST' && url.pathname === CHECKOUT ? ok({ url: 'https://www.billplz.com/bills/inv7' }) : undefined));
    renderAt(`/ejenpay/invoice/${ID}`, routes);
    expect(await screen.findByText('Subscription invoice')).toBeInTheDocument();
    expect(screen.getByTestId('ejenpay-reference')).toHaveTextContent('INV-2612-0007');
    expect(screen.getByTestId('ejenpay-amount')).toHaveTextContent('RM 199.00');
    const banks = await screen.findByTestId('ejenpay-banks');
    // The vendor's banks, not the company's.
    expect(calls.find((c) => c.url.pathname === BANKS)?.url.search).toBe('?payType=invoice');
    const user = userEvent.setup();
    await user.click(within(banks).getByRole('radio', { name: 'Maybank2u' }));
    await user.click(screen.getByRole('button', { name: 'Pay RM 199.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.billplz.com/bills/inv7'));
    expect(posts(calls)[1]).toEqual([CHECKOUT, { payType: 'invoice', sessionId: ID, bankCode: 'MB2U0227' }]);

    cleanup();
    paid = true;
    renderAt(`/ejenpay/invoice/${ID}`, routes);
    expect(await screen.findByTestId('ejenpay-result-link')).toHaveAttribute('href', '/subscription/detail/7');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('shows a refused bank under the list, and a refused payment above the button with the session read again', async () => {
    let current = session();
    let answer = invalid({ bankCode: 'This bank is offline right now. Choose another bank.' });
    const calls = server(
      () => current,
      (method, url) => (method === 'POST' && url.pathname === CHECKOUT ? answer : undefined),
    );
    renderAt(`/ejenpay/order/${ID}`, routes, { user: AGENT });
    const banks = await screen.findByTestId('ejenpay-banks');
    const user = userEvent.setup();
    await user.click(within(banks).getByRole('radio', { name: 'Maybank2u' }));
    await user.click(screen.getByTestId('ejenpay-pay-button'));
    expect(await within(banks).findByTestId('field-error')).toHaveTextContent('This bank is offline right now. Choose another bank.');
    expect(banks).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('ejenpay-pay-error')).toBeNull();

    answer = refused(409, 'This payment is no longer due.', undefined, 'payment_not_due');
    current = session({ status: 'paid', payable: false });
    await user.click(screen.getByTestId('ejenpay-pay-button'));
    // The session read again is paid: no more paying, the way to the result instead.
    expect(await screen.findByTestId('ejenpay-result-link')).toHaveAttribute('href', '/my-shop/checkout/pending-payment?order=88');
    expect(screen.getByTestId('ejenpay-status')).toHaveTextContent('Paid');
    expect(screen.queryByTestId('ejenpay-pay-button')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(posts(calls).filter(([p]) => p === DETAILS)).toHaveLength(2);
  });

  it('says so above the button when the payment cannot be opened (409), and keeps the session payable', async () => {
    server(
      () => session(),
      (method, url) => (method === 'POST' && url.pathname === CHECKOUT ? refused(409, 'The payment gateway could not be reached. Please try again.', undefined, 'payment_gateway_error') : undefined),
    );
    renderAt(`/ejenpay/order/${ID}`, routes, { user: AGENT });
    await userEvent.setup().click(await screen.findByTestId('ejenpay-pay-button'));
    expect(await screen.findByTestId('ejenpay-pay-error')).toHaveTextContent('The payment gateway could not be reached. Please try again.');
    expect(screen.getByTestId('ejenpay-pay-button')).toBeEnabled();
  });

  it('shows a paid session as settled, with the link to its result page and nothing to pay', async () => {
    const calls = server(() => session({ status: 'paid', payable: false }));
    renderAt(`/ejenpay/order/${ID}`, routes, { user: AGENT });
    const outcome = await screen.findByTestId('ejenpay-outcome');
    expect(outcome).toHaveTextContent('PaidThis payment is complete. Thank you!');
    expect(screen.getByTestId('ejenpay-status')).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: 'See the result' })).toHaveAttribute('href', '/my-shop/checkout/pending-payment?order=88');
    expect(screen.queryByTestId('ejenpay-pay-button')).toBeNull();
    expect(screen.queryByTestId('ejenpay-pay-before')).toBeNull();
    expect(calls.some((c) => c.url.pathname === BANKS)).toBe(false);
  });

  it('offers to try again after a failed order, and not after a failed top-up', async () => {
    server(() => session({ status: 'failed', payable: true }));
    const view = renderAt(`/ejenpay/order/${ID}`, routes, { user: AGENT });
    expect(await screen.findByTestId('ejenpay-outcome')).toHaveTextContent('Payment failedThe last try did not go through. You can try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See the payment's status" })).toHaveAttribute('href', '/my-shop/checkout/pending-payment?order=88');
    view.unmount();

    server(() => session({ payType: 'topup', status: 'failed', payable: false, resultPath: '/ejenpay/topup/pending-payment?topup=71&amount=500.00' }));
    renderAt(`/ejenpay/topup/${ID}`, routes);
    expect(await screen.findByTestId('ejenpay-outcome')).toHaveTextContent('cannot be paid again. Start a new top-up');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the result' })).toHaveAttribute('href', '/ejenpay/topup/pending-payment?topup=71&amount=500.00');
  });

  it('says a closed session is closed', async () => {
    server(() => session({ status: 'closed', payable: false }));
    renderAt(`/ejenpay/order/${ID}`, routes, { user: AGENT });
    expect(await screen.findByTestId('ejenpay-outcome')).toHaveTextContent('This payment is closed: it was cancelled, or its time to pay ran out.');
    expect(screen.getByTestId('ejenpay-status')).toHaveTextContent('Closed');
  });
});
