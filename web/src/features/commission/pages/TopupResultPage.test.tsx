import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ok, refused, renderAt, stubFetch, topup } from '../test-utils';
import { TopupResultPage } from './TopupResultPage';

// As the route table has them: the three pages the server's redirect names, and the earlier /ejenpay-topup/{amount}.
const routes = [
  { path: '/ejenpay-topup/completed', element: <TopupResultPage status="completed" /> },
  { path: '/ejenpay-topup/failed', element: <TopupResultPage status="failed" /> },
  { path: '/ejenpay/topup/pending-payment', element: <TopupResultPage status="pending" /> },
  { path: '/ejenpay-topup/:amount', element: <TopupResultPage /> },
];
const polls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === '/api/company-money/topup');

describe('/ejenpay-topup/:amount: back from paying a top-up on Billplz', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a completed top-up is in the credit, with the amount, and leads back to the company money', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/ejenpay-topup/500.00?topup=71&status=completed', routes);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Top up credit');
    expect(screen.getByTestId('topup-completed')).toHaveTextContent('Top-up completed');
    expect(screen.getByTestId('topup-result-message')).toHaveTextContent("The amount is added to the company's Billplz credit.");
    expect(screen.getByTestId('topup-result-amount')).toHaveTextContent('RM 500.00');
    expect(screen.getByRole('link', { name: 'Back to company money' })).toHaveAttribute('href', '/commission-payout?tab=money');
    expect(screen.queryByTestId('topup-try-again')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says a failed payment failed, and offers to try again', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/ejenpay-topup/500?topup=71&status=failed', routes);
    expect(screen.getByTestId('topup-failed')).toHaveTextContent('Payment failed');
    expect(screen.getByTestId('topup-result-message')).toHaveTextContent('Payment could not be processed');
    expect(screen.getByTestId('topup-result-amount')).toHaveTextContent('RM 500.00');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/commission-payout?tab=money');
    expect(screen.queryByTestId('topup-completed')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('polls a pending top-up every few seconds until it is paid', async () => {
    let asked = 0;
    const calls = stubFetch((_m, url) => {
      if (url.pathname !== '/api/company-money/topup') return undefined;
      asked += 1;
      return ok(asked < 2 ? topup() : topup({ status: 'paid', paidAt: '2026-11-06T02:05:00Z' }));
    });
    renderAt('/ejenpay-topup/500.00?topup=71&status=pending', routes);
    expect(screen.getByTestId('topup-waiting')).toHaveTextContent('Do not leave this page');
    expect(screen.getByTestId('topup-waiting')).toHaveTextContent('We are checking your payment…');
    expect(screen.getByTestId('topup-result-amount')).toHaveTextContent('RM 500.00');
    await waitFor(() => expect(polls(calls)).toHaveLength(1));
    expect(polls(calls)[0].url.search).toBe('?id=71');
    expect(screen.getByTestId('topup-waiting')).toBeInTheDocument();

    expect(await screen.findByTestId('topup-completed', {}, { timeout: 15_000 })).toHaveTextContent('Top-up completed');
    expect(polls(calls)).toHaveLength(2);
    // Settled: no more asking.
    await new Promise((r) => setTimeout(r, 3500));
    expect(polls(calls)).toHaveLength(2);
  }, 15000);

  it('polls without a status too, and shows a failed payment once the top-up has failed', async () => {
    let asked = 0;
    stubFetch((_m, url) => {
      if (url.pathname !== '/api/company-money/topup') return undefined;
      asked += 1;
      return ok(asked < 2 ? topup() : topup({ status: 'failed' }));
    });
    renderAt('/ejenpay-topup/500.00?topup=71', routes);
    expect(screen.getByTestId('topup-waiting')).toBeInTheDocument();
    expect(await screen.findByTestId('topup-failed', {}, { timeout: 15_000 })).toHaveTextContent('Payment failed');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/commission-payout?tab=money');
  }, 10000);

  it('says when the top-up cannot be read, with a retry', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/company-money/topup' ? refused(404, 'Top-up not found.') : undefined));
    renderAt('/ejenpay-topup/500.00?topup=99&status=pending', routes);
    expect(await screen.findByTestId('topup-check-error')).toHaveTextContent('Top-up not found.');
    expect(screen.getByTestId('topup-check-retry')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to company money' })).toBeInTheDocument();
  });

  it('without a top-up id, shows the result the address gives, else a neutral word — never a blank page', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/ejenpay-topup/500.00?status=completed', routes);
    expect(screen.getByTestId('topup-completed')).toBeInTheDocument();
    cleanup();
    renderAt('/ejenpay-topup/500.00?status=failed', routes);
    expect(screen.getByTestId('topup-failed')).toBeInTheDocument();
    cleanup();
    renderAt('/ejenpay-topup/500.00?status=pending', routes);
    expect(screen.getByTestId('topup-unknown')).toHaveTextContent('We cannot tell yet how this top-up went');
    expect(screen.getByTestId('topup-result-amount')).toHaveTextContent('RM 500.00');
    expect(screen.getByRole('link', { name: 'Back to company money' })).toHaveAttribute('href', '/commission-payout?tab=money');
    cleanup();
    // An address typed by hand: no amount to show, still a page.
    renderAt('/ejenpay-topup/abc', routes);
    expect(screen.getByTestId('topup-unknown')).toBeInTheDocument();
    expect(screen.queryByTestId('topup-result-amount')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the pages the top-up redirect names: /ejenpay-topup/completed, /ejenpay-topup/failed, /ejenpay/topup/pending-payment', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('/ejenpay-topup/completed says the top-up is in the credit, with the amount of ?amount=, without asking the server', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/ejenpay-topup/completed?topup=71&amount=500.00', routes);
    expect(screen.getByTestId('topup-result-page')).toHaveAttribute('data-view', 'completed');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Top up credit');
    expect(screen.getByTestId('topup-completed')).toHaveTextContent('Top-up completed');
    expect(screen.getByTestId('topup-result-amount')).toHaveTextContent('RM 500.00');
    expect(screen.getByRole('link', { name: 'Back to company money' })).toHaveAttribute('href', '/commission-payout?tab=money');
    expect(screen.queryByTestId('topup-try-again')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('/ejenpay-topup/failed says the payment failed and offers to try again', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/ejenpay-topup/failed?topup=72&amount=300', routes);
    expect(screen.getByTestId('topup-result-page')).toHaveAttribute('data-view', 'failed');
    expect(screen.getByTestId('topup-failed')).toHaveTextContent('Payment failed');
    expect(screen.getByTestId('topup-result-message')).toHaveTextContent('Payment could not be processed');
    expect(screen.getByTestId('topup-result-amount')).toHaveTextContent('RM 300.00');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/commission-payout?tab=money');
    expect(screen.queryByTestId('topup-completed')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('/ejenpay/topup/pending-payment polls the top-up until it is paid', async () => {
    let asked = 0;
    const calls = stubFetch((_m, url) => {
      if (url.pathname !== '/api/company-money/topup') return undefined;
      asked += 1;
      return ok(asked < 2 ? topup() : topup({ status: 'paid', paidAt: '2026-11-06T02:05:00Z' }));
    });
    renderAt('/ejenpay/topup/pending-payment?topup=71&amount=500.00', routes);
    expect(screen.getByTestId('topup-waiting')).toHaveTextContent('Do not leave this page');
    expect(screen.getByTestId('topup-result-amount')).toHaveTextContent('RM 500.00');
    await waitFor(() => expect(polls(calls)).toHaveLength(1));
    expect(polls(calls)[0].url.search).toBe('?id=71');
    expect(await screen.findByTestId('topup-completed', {}, { timeout: 15_000 })).toHaveTextContent('Top-up completed');
    expect(polls(calls)).toHaveLength(2);
  }, 10000);

  it('/ejenpay/topup/pending-payment shows a failed payment once the top-up has failed', async () => {
    let asked = 0;
    stubFetch((_m, url) => {
      if (url.pathname !== '/api/company-money/topup') return undefined;
      asked += 1;
      return ok(asked < 2 ? topup() : topup({ status: 'failed' }));
    });
    renderAt('/ejenpay/topup/pending-payment?topup=71&amount=500.00', routes);
    expect(screen.getByTestId('topup-waiting')).toBeInTheDocument();
    expect(await screen.findByTestId('topup-failed', {}, { timeout: 15_000 })).toHaveTextContent('Payment failed');
  }, 10000);

  it('the path decides the result, not a stray ?status=; an amount that is not one is not shown', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/ejenpay-topup/failed?topup=71&amount=abc&status=completed', routes);
    expect(screen.getByTestId('topup-failed')).toBeInTheDocument();
    expect(screen.queryByTestId('topup-result-amount')).toBeNull();
    cleanup();
    // Pending without a top-up id: nothing to ask, a neutral word and the way to the company money.
    renderAt('/ejenpay/topup/pending-payment?amount=500.00', routes);
    expect(screen.getByTestId('topup-unknown')).toBeInTheDocument();
    expect(screen.getByTestId('topup-result-amount')).toHaveTextContent('RM 500.00');
    expect(calls).toEqual([]);
  });
});
