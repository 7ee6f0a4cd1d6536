import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, invoice, invoicePage, LOCKED_HQ, ok, overview, refused, renderAt, stubFetch, summary, type Answer } from '../test-utils';
import { AccountingInvoicePage } from './AccountingInvoicePage';
import { InvoiceDetailPage } from './InvoiceDetailPage';
import { InvoicesPage } from './InvoicesPage';

const routes = [
  { path: '/subscription', element: <InvoicesPage /> },
  { path: '/subscription/detail/:id', element: <InvoiceDetailPage /> },
  { path: '/ejenpay-zoho/:id', element: <AccountingInvoicePage system="zoho" /> },
  { path: '/ejenpay-xero/:id', element: <AccountingInvoicePage system="xero" /> },
];

interface Api {
  overview?: () => Answer;
  list?: (url: URL) => Answer;
  detail?: () => Answer;
  accounting?: (ref: string | null) => Answer;
  pay?: () => Answer;
}

function api(a: Api = {}) {
  return stubFetch((method, url) => {
    const p = url.pathname;
    if (method === 'GET' && p === '/api/subscription/overview') return (a.overview ?? (() => ok(overview())))();
    if (method === 'GET' && p === '/api/subscription/invoice/list') return (a.list ?? (() => ok(invoicePage([summary()]))))(url);
    if (method === 'GET' && p === '/api/subscription/invoice/detail') return (a.detail ?? (() => ok(invoice())))();
    if (method === 'GET' && p === '/api/subscription/accounting-invoice') return (a.accounting ?? (() => ok({ invoice: invoice({ accountingRef: '4591000000123' }) })))(url.searchParams.get('ref'));
    if (method === 'POST' && (p === '/api/subscription/invoice/pay' || p === '/api/subscription/accounting-invoice/pay')) return (a.pay ?? (() => ok({ url: 'https://www.billplz.com/bills/abc123' })))();
    if (method === 'POST' && p === '/api/subscription/invoice/session') return ok({ url: '/ejenpay/invoice/Q7fK2mZp9LxR4tWv8NbC3hJd' });
    return undefined;
  });
}

const location = () => screen.getByTestId('location');

describe('/subscription', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows what is due with Pay, and the invoices newest first with their statuses', async () => {
    const calls = api({
      list: () =>
        ok(
          invoicePage([
            summary(),
            summary({ id: 30, number: 'INV-2026-000030', issuedOn: '2026-06-03', dueOn: '2026-06-10', paid: '199.00', balance: '0.00', status: 'paid' }),
            summary({ id: 29, number: 'INV-2026-000029', status: 'void' }),
          ]),
        ),
    });
    renderAt('/subscription', routes);
    expect(screen.getByTestId('rows-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('due-balance')).toHaveTextContent('RM 199.00');
    expect(screen.getByTestId('due-pay')).toHaveAttribute('href', '/subscription/detail/31');
    const cards = await screen.findAllByTestId('invoice-card');
    expect(cards.map((c) => c.dataset.status)).toEqual(['pending', 'paid', 'void']);
    expect(within(cards[0]).getByTestId('invoice-status')).toHaveTextContent('Pending');
    expect(within(cards[1]).getByTestId('invoice-status')).toHaveTextContent('Paid');
    expect(within(cards[0]).getByTestId('invoice-number')).toHaveAttribute('href', '/subscription/detail/31');
    expect(screen.getAllByTestId('invoice-row')).toHaveLength(3);
    const list = calls.find((c) => c.url.pathname === '/api/subscription/invoice/list')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ page: '1', perPage: '20' });
  });

  it('filters by status and pages, in the address', async () => {
    const user = userEvent.setup();
    const calls = api({ list: (url) => ok(invoicePage(url.searchParams.get('status') === 'overdue' ? [summary({ status: 'overdue' })] : [summary()], { total: 45, page: Number(url.searchParams.get('page')) })) });
    renderAt('/subscription', routes);
    await screen.findAllByTestId('invoice-card');
    await user.click(screen.getByTestId('tab-overdue'));
    expect(location()).toHaveTextContent('/subscription?status=overdue');
    await waitFor(() => expect(screen.getAllByTestId('invoice-card')[0]).toHaveAttribute('data-status', 'overdue'));
    await user.click(screen.getByTestId('pager-next'));
    expect(location()).toHaveTextContent('/subscription?status=overdue&page=2');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('status') === 'overdue' && c.url.searchParams.get('page') === '2')).toBe(true));
  });

  it('says when there are no invoices (of a status)', async () => {
    api({ list: () => ok(invoicePage([])) });
    renderAt('/subscription?status=partially_paid', routes);
    expect(await screen.findByTestId('invoices-empty')).toHaveTextContent('No partially paid invoices.');
  });

  it("shows the envelope's message when the list fails", async () => {
    api({ list: () => refused(500, 'The invoices could not be read.') });
    renderAt('/subscription', routes);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('The invoices could not be read.');
  });

  it('shows a locked HQ the lock banner above the overdue invoice', async () => {
    api({ overview: () => ok(overview({ locked: true, status: 'locked', due: { ...overview().due!, status: 'overdue' } })) });
    renderAt('/subscription', routes, { user: LOCKED_HQ });
    expect(screen.getByTestId('lock-banner')).toHaveTextContent('Account locked due to overdue subscription.');
    expect(await screen.findByTestId('due-card')).toHaveAttribute('data-state', 'overdue');
  });
});

describe('/subscription/detail/:id', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('shows the invoice: vendor, company, days, items, totals and payments, with Print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const calls = api();
    renderAt('/subscription/detail/31', routes);
    expect(screen.getByTestId('invoice-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Invoice INV-2026-000031');
    expect(calls.find((c) => c.url.pathname === '/api/subscription/invoice/detail')?.url.searchParams.get('id')).toBe('31');
    const sheet = screen.getByTestId('invoice-sheet');
    expect(within(sheet).getByTestId('invoice-vendor')).toHaveTextContent('Rangkai Technologies Sdn Bhd');
    expect(within(sheet).getByTestId('invoice-company')).toHaveTextContent('Demo Sdn Bhd');
    expect(within(sheet).getByTestId('invoice-due')).toHaveTextContent('10 Jul 2026');
    expect(within(sheet).getByTestId('invoice-period')).toHaveTextContent('10 Jul 2026 – 9 Aug 2026');
    expect(within(sheet).getByTestId('invoice-status')).toHaveTextContent('Partially paid');
    expect(within(sheet).getAllByTestId('invoice-item-row')).toHaveLength(2);
    expect(within(sheet).getAllByTestId('invoice-item-card')[1]).toHaveTextContent('1 × RM 38.71');
    expect(within(sheet).getByTestId('invoice-total')).toHaveTextContent('RM 237.71');
    expect(within(sheet).getByTestId('invoice-paid')).toHaveTextContent('RM 100.00');
    expect(within(sheet).getByTestId('invoice-balance')).toHaveTextContent('RM 137.71');
    expect(within(sheet).getByTestId('invoice-payment')).toHaveTextContent('FPX online banking (Billplz) · BP-8XK2');
    // Print CSS hides the app's chrome.
    expect(document.querySelector('style')?.textContent).toContain(':has(> #main) > :not(#main) { display: none !important; }');
    await userEvent.setup().click(screen.getByTestId('invoice-print'));
    expect(print).toHaveBeenCalledOnce();
  });

  it('pays the balance through the chosen gateway and goes to its page', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAt('/subscription/detail/31', routes);
    expect(await screen.findByTestId('pay-balance')).toHaveTextContent('RM 137.71');
    expect(screen.getByTestId('pay-method-billplz')).toBeChecked();
    await user.click(screen.getByTestId('pay-method-stripe'));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.billplz.com/bills/abc123'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([['/api/subscription/invoice/pay', { id: 31, method: 'stripe' }]]);
  });

  it('opens our own payment page to choose the FPX bank first, when the vendor takes Billplz', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAt('/subscription/detail/31', routes);
    await user.click(await screen.findByTestId('pay-pick-bank'));
    await waitFor(() => expect(location()).toHaveTextContent('/ejenpay/invoice/Q7fK2mZp9LxR4tWv8NbC3hJd'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([['/api/subscription/invoice/session', { id: 31 }]]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers no bank choice when the vendor takes only Stripe', async () => {
    api({ detail: () => ok(invoice({ payMethods: ['stripe'] })) });
    renderAt('/subscription/detail/31', routes);
    expect(await screen.findByTestId('pay-button')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-pick-bank')).toBeNull();
  });

  it("shows a refused method on the method, and stays", async () => {
    const user = userEvent.setup();
    api({ pay: () => invalid({ method: 'Stripe is not configured.' }) });
    renderAt('/subscription/detail/31', routes);
    await user.click(await screen.findByTestId('pay-button'));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('Stripe is not configured.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows no Pay on a paid or a void invoice', async () => {
    for (const patch of [
      { status: 'paid' as const, paid: '237.71', balance: '0.00' },
      { status: 'void' as const, voidReason: 'Issued twice.', payments: [] },
    ]) {
      api({ detail: () => ok(invoice(patch)) });
      renderAt('/subscription/detail/31', routes);
      expect(await screen.findByTestId('pay-nothing'), patch.status).toBeInTheDocument();
      expect(screen.queryByTestId('pay-button')).toBeNull();
      cleanup();
    }
    api({ detail: () => ok(invoice({ status: 'void', voidReason: 'Issued twice.', payments: [] })) });
    renderAt('/subscription/detail/31', routes);
    expect(await screen.findByTestId('invoice-void')).toHaveTextContent('This invoice was cancelled by the vendor: Issued twice.');
    expect(screen.getByTestId('invoice-no-payments')).toBeInTheDocument();
  });

  it('is a friendly "not found" for an unknown invoice', async () => {
    api({ detail: () => refused(404, 'Not found') });
    renderAt('/subscription/detail/999', routes);
    expect(await screen.findByTestId('invoice-not-found')).toHaveTextContent('Invoice not found');
  });
});

describe('/ejenpay-zoho/:id and /ejenpay-xero/:id', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('shows the invoice the accounting id refers to, and pays it by that reference', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAt('/ejenpay-zoho/4591000000123', routes, { user: LOCKED_HQ });
    expect(screen.getByTestId('lock-banner')).toBeInTheDocument();
    expect(await screen.findByTestId('invoice-accounting-ref')).toHaveTextContent('4591000000123');
    expect(calls[0].url.searchParams.get('ref')).toBe('4591000000123');
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.billplz.com/bills/abc123'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([['/api/subscription/accounting-invoice/pay', { ref: '4591000000123', method: 'billplz' }]]);
  });

  it('is a friendly "not found" for an unknown reference (the lookup answers null), without a console error', async () => {
    const error = vi.spyOn(console, 'error');
    api({ accounting: () => ok({ invoice: null }) });
    renderAt('/ejenpay-xero/6f1c2a9e-0000', routes);
    const notFound = await screen.findByTestId('invoice-not-found');
    expect(notFound).toHaveTextContent('We could not find an invoice for this link.');
    expect(within(notFound).getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByTestId('load-error')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
