import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeToken, setToken } from '@/lib/session';
import type { UserDetail } from '@/lib/types';
import { HQ_USER, invalid, ok, refused, renderAt, report, stubFetch, type Call, type Handler } from '../test-utils';
import { SettlementReportPage } from './SettlementReportPage';

const routes = [{ path: '/settlement-report', element: <SettlementReportPage /> }];
const REPORT = '/api/settlement/reportdata';
const PAYMENT = '/api/settlement/getpayment';
const DOWNLOAD = '/api/settlement/downloaddata';
const TERMS = '/api/settlement/terms';
const STAFF: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['approve_manual_payment'] };

/** The report answered with the fixture (its page as asked), a payment by its bill id; anything else goes to `more`. */
const answered =
  (more: Handler = () => undefined): Handler =>
  (method, url, body) => {
    if (url.pathname === REPORT) return ok(report({ page: Number(url.searchParams.get('page') ?? 1) }));
    if (url.pathname === PAYMENT) {
      const found = report().items.find((p) => p.billId === url.searchParams.get('id'));
      return found ? ok(found) : refused(404, 'Not found');
    }
    return more(method, url, body);
  };

const last = (calls: Call[], path: string) => [...calls].reverse().find((c) => c.url.pathname === path)?.url;
const count = (calls: Call[], path: string) => calls.filter((c) => c.url.pathname === path).length;
const location = () => screen.getByTestId('location').textContent ?? '';

describe('/settlement-report', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    removeToken();
  });

  it("opens on this month so far: the range answered, the totals and the list with its statuses", async () => {
    const calls = stubFetch(answered());
    renderAt('/settlement-report', routes);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Settlement report');
    const totals = await screen.findAllByTestId('settlement-total');
    expect(totals.map((c) => [within(c).getByTestId('settlement-total-label').textContent, within(c).getByTestId('settlement-total-value').textContent])).toEqual([
      ['Payments', '1,204'],
      ['Amount', 'RM 125,430.50'],
      ['Gateway fees', 'RM 1,806.00'],
      ['Settlement amount', 'RM 123,624.50'],
      ['Settled', '1,200'],
      ['Pending', '4'],
    ]);
    // No dates chosen: the server's range (this month so far) is shown.
    expect(screen.getByTestId('settlement-range')).toHaveTextContent('Period: 1 Nov 2026 – 24 Nov 2026');
    expect(last(calls, REPORT)?.search).toBe('?page=1&perPage=20');

    const table = screen.getByTestId('settlement-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Order no.', 'Agent', 'Method', 'Currency', 'Amount', 'Gateway fee', 'Settlement amount', 'Status', 'Paid at', 'Settles on', 'Details',
    ]);
    const [first, second] = within(table).getAllByTestId('settlement-row');
    const cell = (row: HTMLElement, key: string) => within(row).getByTestId(`settlement-cell-${key}`);
    expect(within(cell(first, 'order')).getByRole('link')).toHaveAttribute('href', '/manage-orders/order-details?id=42');
    expect(cell(first, 'order')).toHaveTextContent('ORD-2611-000042');
    expect(cell(first, 'agent')).toHaveTextContent('Aina Ali');
    expect(cell(first, 'method')).toHaveTextContent('FPX (Billplz)');
    expect(cell(first, 'currency')).toHaveTextContent('MYR');
    expect(cell(first, 'amount')).toHaveTextContent('RM 150.00');
    expect(cell(first, 'fee')).toHaveTextContent('RM 1.50');
    expect(cell(first, 'settlement')).toHaveTextContent('RM 148.50');
    expect(cell(first, 'amount')).toHaveClass('text-right');
    // Paid at in Kuala Lumpur time (UTC+8): a late UTC evening is the next KL morning.
    expect(cell(first, 'paid')).toHaveTextContent('20 Nov 2026, 10:30 am');
    expect(cell(second, 'paid')).toHaveTextContent('24 Nov 2026, 12:05 am');
    expect(cell(first, 'settles')).toHaveTextContent('23 Nov 2026');
    const badge = (row: HTMLElement) => within(cell(row, 'status')).getByTestId('settlement-status');
    expect(badge(first)).toHaveTextContent('Settled');
    expect(badge(first)).toHaveAttribute('data-status', 'settled');
    expect(badge(first).className).toContain('emerald');
    expect(badge(second)).toHaveTextContent('Pending');
    expect(badge(second).className).toContain('amber');

    // Phones get a card per payment, with the order linked and the figures.
    const cards = screen.getAllByTestId('settlement-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]).getByRole('link', { name: 'ORD-2611-000041' })).toHaveAttribute('href', '/manage-orders/order-details?id=41');
    expect(within(cards[1]).getByTestId('settlement-card-amount')).toHaveTextContent('RM 90.00');
    expect(within(cards[1]).getByTestId('settlement-status')).toHaveTextContent('Pending');
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('1–2 of 2');
  });

  it('puts the dates and the status in the address and in the calls, pages, and clears them', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answered());
    renderAt('/settlement-report', routes);
    await screen.findByTestId('settlement-table');
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '2026-10-31' } });
    expect(within(screen.getByTestId('filter-status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All payments', 'Pending', 'Settled']);
    await user.selectOptions(screen.getByTestId('filter-status'), 'pending');
    expect(location()).toBe('/settlement-report?from=2026-10-01&to=2026-10-31&status=pending');
    await waitFor(() => expect(Object.fromEntries(last(calls, REPORT)!.searchParams)).toEqual({ from: '2026-10-01', to: '2026-10-31', status: 'pending', page: '1', perPage: '20' }));

    await user.click(screen.getByTestId('settlement-filters-clear'));
    expect(location()).toBe('/settlement-report');
    await waitFor(() => expect(last(calls, REPORT)?.search).toBe('?page=1&perPage=20'));
  });

  it('reads the filters of the address on arrival and pages the list', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((m, url, body) =>
      url.pathname === REPORT ? ok(report({ from: '2026-09-01', to: '2026-09-30', total: 45, page: Number(url.searchParams.get('page')) })) : answered()(m, url, body),
    );
    renderAt('/settlement-report?from=2026-09-01&to=2026-09-30&status=settled', routes);
    expect(await screen.findByTestId('settlement-range')).toHaveTextContent('Period: 1 Sept 2026 – 30 Sept 2026');
    expect(screen.getByTestId('filter-from')).toHaveValue('2026-09-01');
    expect(screen.getByTestId('filter-status')).toHaveValue('settled');
    expect(last(calls, REPORT)?.search).toBe('?from=2026-09-01&to=2026-09-30&status=settled&page=1&perPage=20');
    await user.click(screen.getByTestId('pager-next'));
    expect(location()).toBe('/settlement-report?from=2026-09-01&to=2026-09-30&status=settled&page=2');
    await waitFor(() => expect(last(calls, REPORT)?.searchParams.get('page')).toBe('2'));
    expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 2 of 3');
  });

  it('opens a payment’s details from its row, read from the server, and closes them', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answered());
    renderAt('/settlement-report', routes);
    const rows = await screen.findAllByTestId('settlement-row');
    await user.click(within(rows[1]).getByTestId('settlement-cell-agent'));
    const dialog = await screen.findByTestId('settlement-detail');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Payment for ORD-2611-000041');
    expect(await within(dialog).findByTestId('settlement-detail-bill')).toHaveTextContent('bill_9c3d');
    expect(last(calls, PAYMENT)?.search).toBe('?id=bill_9c3d');
    expect(within(dialog).getByTestId('settlement-detail-agent')).toHaveTextContent('Budi Santoso');
    expect(within(dialog).getByTestId('settlement-detail-settlement')).toHaveTextContent('RM 88.50');
    expect(within(dialog).getByTestId('settlement-detail-paid')).toHaveTextContent('24 Nov 2026, 12:05 am');
    expect(within(dialog).getByTestId('settlement-detail-badge')).toHaveTextContent('Pending');
    expect(within(dialog).getByTestId('settlement-detail-note')).toHaveTextContent("Pending: the fee and settlement amount follow today's terms and are fixed when it settles on 25 Nov 2026.");
    expect(within(dialog).getByRole('link', { name: 'ORD-2611-000041' })).toHaveAttribute('href', '/manage-orders/order-details?id=41');
    await user.click(within(dialog).getByTestId('settlement-detail-close'));
    expect(screen.queryByTestId('settlement-detail')).toBeNull();

    // On phones the card opens them; the order number still opens the order, not the details.
    await user.click(screen.getAllByTestId('settlement-card-open')[0]);
    expect(await screen.findByTestId('settlement-detail-note')).toHaveTextContent('Settled on 23 Nov 2026: these figures are final.');
    expect(last(calls, PAYMENT)?.search).toBe('?id=bill_8f2a1c');
  });

  it('says so when a payment cannot be read', async () => {
    const user = userEvent.setup();
    stubFetch((m, url, body) => (url.pathname === PAYMENT ? refused(404, 'Data not found') : answered()(m, url, body)));
    renderAt('/settlement-report', routes);
    await user.click((await screen.findAllByTestId('settlement-row-open'))[0]);
    expect(await within(screen.getByTestId('settlement-detail')).findByTestId('load-error')).toHaveTextContent('Data not found');
  });

  it('says there are no paid online payments in the range, and offers to try again when the report fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch((_m, url) => {
      if (url.pathname !== REPORT) return undefined;
      return fail ? refused(500, 'Server error') : ok(report({ items: [], total: 0, totals: { payments: 0, amount: '0.00', fees: '0.00', settlementAmount: '0.00', settled: 0, pending: 0 } }));
    });
    renderAt('/settlement-report', routes);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Server error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('settlement-empty')).toHaveTextContent('No paid online payments in this range');
    expect(screen.queryByTestId('settlement-table')).toBeNull();
    expect(screen.getAllByTestId('settlement-total-value')[0]).toHaveTextContent('0');
  });

  it('shows a refused date range under the end date', async () => {
    stubFetch((_m, url) => (url.pathname === REPORT ? invalid({ to: 'The range may be at most 366 days.' }) : undefined));
    renderAt('/settlement-report?from=2025-01-01&to=2026-11-30', routes);
    const to = screen.getByTestId('filter-to');
    await waitFor(() => expect(to).toHaveAccessibleDescription('The range may be at most 366 days.'));
    expect(screen.getByTestId('filter-from')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('settlement-refused')).toHaveTextContent('Some filters need a change: see the marked fields.');
  });

  it('downloads the filtered range as CSV or XLSX with the sign-in token, under its server name', async () => {
    setToken('tok-123', false);
    const calls = stubFetch(
      answered((_m, url) =>
        url.pathname === DOWNLOAD ? { raw: true, body: 'Bill,Order\nbill_8f2a1c,ORD-2611-000042\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="settlement-2026-11-01-2026-11-24.csv"' } } : undefined,
      ),
    );
    const created = vi.fn((_b: Blob) => 'blob:settlement');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }); // jsdom has neither
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('settlement-2026-11-01-2026-11-24.csv');
    });
    renderAt('/settlement-report?from=2026-11-01&to=2026-11-24&status=pending', routes);
    await screen.findByTestId('settlement-table');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('download-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const url = last(calls, DOWNLOAD)!;
    expect(url.pathname + url.search).toBe('/api/settlement/downloaddata?format=csv&from=2026-11-01&to=2026-11-24&status=pending');
    const init = vi.mocked(fetch).mock.calls.find(([u]) => String(u).startsWith(DOWNLOAD))![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(await created.mock.calls[0][0].text()).toContain('ORD-2611-000042');

    click.mockImplementation(() => {});
    await user.click(screen.getByTestId('download-xlsx'));
    await waitFor(() => expect(count(calls, DOWNLOAD)).toBe(2));
    expect(last(calls, DOWNLOAD)?.search).toBe('?format=xlsx&from=2026-11-01&to=2026-11-24&status=pending');
  });

  it('shows a refused download', async () => {
    stubFetch(answered((_m, url) => (url.pathname === DOWNLOAD ? refused(403, 'You may not download.') : undefined)));
    renderAt('/settlement-report', routes);
    await screen.findByTestId('settlement-table');
    await userEvent.setup().click(screen.getByTestId('download-xlsx'));
    expect(await screen.findByTestId('download-error')).toHaveTextContent('You may not download.');
  });
});

describe('settlement terms', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const fill = async (user: ReturnType<typeof userEvent.setup>, fee: string, percent: string, days: string) => {
    for (const [id, value] of [['terms-fee-fixed-input', fee], ['terms-fee-percent-input', percent], ['terms-days-input', days]] as const) {
      await user.clear(screen.getByTestId(id));
      if (value) await user.type(screen.getByTestId(id), value);
    }
  };

  it('shows the terms in force, checks HQ’s change, posts it and reads the report again', async () => {
    const user = userEvent.setup();
    let terms = { feeFixed: '1.50', feePercent: '0', settlementDays: 1 };
    const calls = stubFetch((m, url, body) => {
      if (m === 'POST' && url.pathname === TERMS) {
        terms = { feeFixed: '2.00', feePercent: '1.5', settlementDays: 2 };
        return ok(terms, 'Saved');
      }
      if (url.pathname === REPORT) return ok(report({ terms }));
      return answered()(m, url, body);
    });
    renderAt('/settlement-report', routes);
    const card = await screen.findByTestId('terms-card');
    expect(within(card).getByTestId('terms-fee-fixed')).toHaveTextContent('RM 1.50');
    expect(within(card).getByTestId('terms-fee-percent')).toHaveTextContent('0%');
    expect(within(card).getByTestId('terms-days')).toHaveTextContent('1 working day');
    expect(screen.getByTestId('terms-fee-fixed-input')).toHaveValue('1.50');
    expect(screen.getByTestId('terms-days-input')).toHaveValue('1');

    await fill(user, '1.555', '101', '2.5');
    await user.click(screen.getByTestId('terms-save'));
    const errorOf = (id: string) => screen.getByTestId(id).parentElement!.querySelector('[data-testid="field-error"]')?.textContent;
    await waitFor(() => expect(errorOf('terms-fee-fixed-input')).toBe('Enter an amount of 0 or more, with at most 2 decimals.'));
    expect(errorOf('terms-fee-percent-input')).toBe('Enter a percent from 0 to 100, with at most 2 decimals.');
    expect(errorOf('terms-days-input')).toBe('Enter a whole number of days from 0 to 30.');
    await fill(user, '-1', '', '31');
    await user.click(screen.getByTestId('terms-save'));
    await waitFor(() => expect(errorOf('terms-fee-percent-input')).toBe('This field is required.'));
    expect(errorOf('terms-fee-fixed-input')).toBe('Enter an amount of 0 or more, with at most 2 decimals.');
    expect(errorOf('terms-days-input')).toBe('Enter a whole number of days from 0 to 30.');
    expect(count(calls, TERMS)).toBe(0);

    const before = count(calls, REPORT);
    await fill(user, '2', '1.5', '2');
    await user.click(screen.getByTestId('terms-save'));
    expect(await screen.findByTestId('terms-success')).toHaveTextContent('Terms saved. Pending payments now follow them.');
    expect(calls.find((c) => c.url.pathname === TERMS)).toMatchObject({ method: 'POST', body: { feeFixed: '2', feePercent: '1.5', settlementDays: 2 } });
    // The report is read again: pending payments' expected fees follow the new terms.
    expect(count(calls, REPORT)).toBeGreaterThan(before);
    await waitFor(() => expect(within(card).getByTestId('terms-fee-fixed')).toHaveTextContent('RM 2.00'));
    expect(within(card).getByTestId('terms-days')).toHaveTextContent('2 working days');
    expect(screen.getByTestId('terms-fee-fixed-input')).toHaveValue('2.00');
  });

  it('puts a server field error on its field', async () => {
    const user = userEvent.setup();
    stubFetch(answered((m, url) => (m === 'POST' && url.pathname === TERMS ? invalid({ feePercent: 'Not a valid amount.' }) : undefined)));
    renderAt('/settlement-report', routes);
    await screen.findByTestId('terms-form');
    await user.clear(screen.getByTestId('terms-fee-percent-input'));
    await user.type(screen.getByTestId('terms-fee-percent-input'), '2.5');
    await user.click(screen.getByTestId('terms-save'));
    await waitFor(() => expect(screen.getByTestId('terms-fee-percent-input')).toHaveAccessibleDescription('Not a valid amount.'));
    expect(screen.getByTestId('terms-fee-percent-input')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('terms-error')).toBeNull();
  });

  it('shows the message of a refusal without Billplz', async () => {
    const user = userEvent.setup();
    stubFetch(answered((m, url) => (m === 'POST' && url.pathname === TERMS ? refused(422, 'Set up a Billplz account under Integration first.', undefined, 'billplz_not_set_up') : undefined)));
    renderAt('/settlement-report', routes);
    await screen.findByTestId('terms-form');
    await user.click(screen.getByTestId('terms-save'));
    expect(await screen.findByTestId('terms-error')).toHaveTextContent('Set up a Billplz account under Integration first.');
  });

  it('says Billplz is not set up when the report has no terms', async () => {
    stubFetch((m, url, body) => (url.pathname === REPORT ? ok(report({ terms: null, items: [], total: 0 })) : answered()(m, url, body)));
    renderAt('/settlement-report', routes);
    const notSetUp = await screen.findByTestId('terms-not-set-up');
    expect(notSetUp).toHaveTextContent('Billplz is not set up');
    expect(notSetUp).toHaveTextContent('connected under Integration');
    expect(screen.queryByTestId('terms-form')).toBeNull();
  });

  it('shows staff the terms read-only, without the form, and the orders linked for those who manage orders', async () => {
    stubFetch(answered());
    renderAt('/settlement-report', routes, { user: STAFF });
    const card = await screen.findByTestId('terms-card');
    expect(within(card).getByTestId('terms-fee-fixed')).toHaveTextContent('RM 1.50');
    expect(within(card).getByTestId('terms-read-only')).toHaveTextContent('Only HQ can change the terms.');
    expect(screen.queryByTestId('terms-form')).toBeNull();
    expect(screen.getAllByTestId('settlement-order-link')[0]).toHaveAttribute('href', '/manage-orders/order-details?id=42');
  });
});
