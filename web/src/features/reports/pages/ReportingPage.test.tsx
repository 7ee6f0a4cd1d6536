import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeToken, setToken } from '@/lib/session';
import { HQ_USER, exportJob, invalid, ok, refused, renderAt, stubFetch, summary, table, withLists, type Answer, type Call } from '../test-utils';
import { ReportingPage } from './ReportingPage';

const routes = [{ path: '/reporting', element: <ReportingPage /> }];
const REPORT_PATHS = /^\/api\/(transaction|recruitment|kpi|agent-report|customer-report|report\/inventory|product-sales-report)\//;

/** Every report call answered with the fixtures. */
const reportsAnswered = withLists((_m, url) => {
  if (url.pathname === '/api/report/export') return undefined;
  if (REPORT_PATHS.test(url.pathname)) return url.pathname.endsWith('summary') || url.pathname.endsWith('payment-method') ? ok(summary()) : ok(table());
  return undefined;
});

const reportCalls = (calls: Call[]) => calls.filter((c) => REPORT_PATHS.test(c.url.pathname));
const last = (calls: Call[], path: string) => [...calls].reverse().find((c) => c.url.pathname === path)?.url;
const location = () => screen.getByTestId('location').textContent ?? '';
const calledAt = (calls: Call[], path: string) => calls.filter((c) => c.url.pathname === path);

/** A file answer, named by its Content-Disposition. */
const file = (body: string, filename: string): Answer => ({ raw: true, body, headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="${filename}"` } });

/** jsdom has no object URLs and does not download: the files saved, by name and content. */
function catchSavedFiles() {
  const blobs: Blob[] = [];
  const saved: { name: string; blob: Blob }[] = [];
  Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:report'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[blobs.length - 1] });
  });
  return saved;
}

const TOO_LONG = 'This report has more than 100 rows: export it in the background.';

describe('/reporting', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    removeToken();
  });

  it('opens on the transaction report of this month: figures, breakdown, the range answered and the list', async () => {
    const calls = stubFetch(reportsAnswered);
    renderAt('/reporting', routes);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Reports');
    const figures = await screen.findAllByTestId('report-figure');
    expect(figures.map((f) => [within(f).getByTestId('report-figure-label').textContent, within(f).getByTestId('report-figure-value').textContent])).toEqual([
      ['Orders', '1,204'],
      ['Completed orders', '37'],
      ['Sales', 'RM 125,430.50'],
      ['Average order', 'RM 104.18'],
    ]);
    // No dates chosen: the server's range (this month so far) is shown.
    expect(screen.getByTestId('report-range')).toHaveTextContent('Period: 1 Nov 2026 – 24 Nov 2026');
    const breakdown = screen.getByTestId('report-breakdown');
    expect(within(breakdown).getByRole('heading')).toHaveTextContent('Orders by status');
    expect(within(breakdown).getAllByTestId('report-breakdown-label').map((l) => l.textContent)).toEqual(['Completed', 'To ship', '—']);
    expect(within(breakdown).getAllByTestId('report-breakdown-figures').map((l) => l.textContent)).toEqual(['37 ordersRM 3,850.00', '4 ordersRM 420.00', '1 order']);

    expect(last(calls, '/api/transaction/summary')?.search).toBe('');
    expect(last(calls, '/api/transaction/list')?.search).toBe('?page=1&perPage=20');
    expect(screen.getByTestId('tab-transaction')).toHaveAttribute('aria-selected', 'true');
  });

  it('draws the list with money, counts and Kuala Lumpur times, the codes by name, and the totals row', async () => {
    stubFetch(reportsAnswered);
    renderAt('/reporting?report=transaction', routes);
    const tableEl = await screen.findByTestId('report-table');
    expect(within(tableEl).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order no.', 'Placed', 'Agent', 'Status', 'Payment', 'State', 'Units', 'Total']);
    const [first, second] = within(tableEl).getAllByTestId('report-row');
    const cell = (row: HTMLElement, key: string) => within(row).getByTestId(`report-cell-${key}`);
    expect(cell(first, 'placedAt')).toHaveTextContent('20 Nov 2026, 10:30 am');
    expect(cell(second, 'placedAt')).toHaveTextContent('20 Nov 2026, 12:05 am');
    expect(cell(first, 'units')).toHaveTextContent('1,200');
    expect(cell(first, 'total')).toHaveTextContent('RM 1,500.50');
    expect(cell(first, 'total')).toHaveClass('text-right');
    expect(cell(first, 'agent')).not.toHaveClass('text-right');
    expect(cell(first, 'status')).toHaveTextContent('Completed');
    expect(cell(first, 'paymentMethod')).toHaveTextContent('FPX (Billplz)');
    expect(cell(second, 'paymentMethod')).toHaveTextContent('Bank transfer');
    expect(cell(first, 'state')).toHaveTextContent('W.P. Kuala Lumpur');
    expect(cell(second, 'state')).toHaveTextContent('—');
    const totals = screen.getByTestId('report-totals');
    expect(within(totals).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Total', '', '', '', '', '', '1,203', 'RM 1,590.50']);
    // Phones get a card per row and the totals as a card.
    expect(screen.getAllByTestId('report-card')).toHaveLength(2);
    expect(within(screen.getByTestId('report-card-totals')).getByText('RM 1,590.50')).toBeInTheDocument();
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('1–2 of 2');
  });

  it('calls the summary and the list of each report it switches to, keeping the report in the address', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(reportsAnswered);
    renderAt('/reporting', routes);
    await screen.findByTestId('report-table');
    const expected: [string, string, string | null][] = [
      ['recruitment', '/api/recruitment/summary', '/api/recruitment/list'],
      ['kpi', '/api/kpi/summary', '/api/kpi/sales-list'],
      ['agent', '/api/agent-report/summary', '/api/agent-report/list'],
      ['customer', '/api/customer-report/summary', '/api/customer-report/list'],
      ['inventory', '/api/report/inventory/summary', '/api/report/inventory/list'],
      ['product-sales', '/api/product-sales-report/summary', '/api/product-sales-report/list'],
      ['payment-method', '/api/transaction/payment-method', null],
      ['transaction', '/api/transaction/summary', '/api/transaction/list'],
    ];
    for (const [report, summaryPath, listPath] of expected) {
      const before = reportCalls(calls).length;
      await user.click(screen.getByTestId(`tab-${report}`));
      expect(location()).toBe(`/reporting?report=${report}`);
      await screen.findByTestId('report-figures');
      await waitFor(() => expect(reportCalls(calls).slice(before).map((c) => c.url.pathname).sort()).toEqual([summaryPath, listPath].filter(Boolean).sort()));
    }
  });

  it('shows payment methods as a summary by method, without a list or an export', async () => {
    stubFetch(
      withLists((_m, url) =>
        url.pathname === '/api/transaction/payment-method'
          ? ok(summary({ figures: [{ key: 'paidOrders', kind: 'count', value: '41' }], breakdown: [{ label: 'billplz', count: 30, amount: '3000.00' }, { label: 'manual', count: 11, amount: '1270.00' }] }))
          : undefined,
      ),
    );
    renderAt('/reporting?report=payment-method', routes);
    const breakdown = await screen.findByTestId('report-breakdown');
    expect(within(breakdown).getAllByTestId('report-breakdown-label').map((l) => l.textContent)).toEqual(['FPX (Billplz)', 'Bank transfer']);
    expect(screen.getByTestId('report-figure')).toHaveTextContent('Paid orders41');
    expect(screen.queryByTestId('report-table')).toBeNull();
    expect(screen.queryByTestId('export-csv')).toBeNull();
  });

  it('puts the filters in the address and in the calls, showing only those the report takes', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(reportsAnswered);
    renderAt('/reporting?report=transaction', routes);
    await screen.findByTestId('report-table');
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '2026-10-31' } });
    await user.selectOptions(await screen.findByTestId('filter-tier'), '2');
    await user.selectOptions(screen.getByTestId('filter-branch'), '2');
    await user.selectOptions(screen.getByTestId('filter-status'), 'to_ship');
    await user.selectOptions(await screen.findByTestId('filter-state'), '07');
    expect(location()).toBe('/reporting?report=transaction&from=2026-10-01&to=2026-10-31&branchId=2&tierId=2&state=07&status=to_ship');
    const wanted = { from: '2026-10-01', to: '2026-10-31', branchId: '2', tierId: '2', state: '07', status: 'to_ship' };
    await waitFor(() => expect(Object.fromEntries(last(calls, '/api/transaction/summary')!.searchParams)).toEqual(wanted));
    expect(Object.fromEntries(last(calls, '/api/transaction/list')!.searchParams)).toEqual({ ...wanted, page: '1', perPage: '20' });
    // Order statuses for transactions.
    expect(within(screen.getByTestId('filter-status')).getAllByRole('option').map((o) => o.textContent)).toContain('To ship');

    // Inventory takes dates, branch and products only: the rest are not shown, not kept and not sent.
    await user.click(screen.getByTestId('tab-inventory'));
    expect(location()).toBe('/reporting?report=inventory&from=2026-10-01&to=2026-10-31&branchId=2');
    await waitFor(() => expect(last(calls, '/api/report/inventory/summary')?.search).toBe('?from=2026-10-01&to=2026-10-31&branchId=2'));
    for (const hidden of ['filter-tier', 'filter-status', 'filter-state', 'filter-agent']) expect(screen.queryByTestId(hidden), hidden).toBeNull();
    expect(screen.getByTestId('filter-products')).toBeInTheDocument();

    // The agent report filters by agent status.
    await user.click(screen.getByTestId('tab-agent'));
    expect(within(await screen.findByTestId('filter-status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All statuses', 'New', 'Active', 'Inactive', 'Suspended']);
    expect(screen.queryByTestId('filter-branch')).toBeNull();
  });

  it('reads the filters of the address on arrival, pages the list and clears the filters', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(withLists((_m, url) => {
      if (url.pathname === '/api/recruitment/summary') return ok(summary({ from: '2026-09-01', to: '2026-09-30', figures: [{ key: 'newAgents', kind: 'count', value: '45' }], breakdown: [] }));
      if (url.pathname === '/api/recruitment/list') return ok(table({ columns: [{ key: 'joinedAt', kind: 'datetime' }, { key: 'name', kind: 'text' }, { key: 'status', kind: 'text' }, { key: 'downline', kind: 'count' }], rows: [['2026-09-03T01:00:00Z', 'Siti', 'active', '4']], total: 45, page: Number(url.searchParams.get('page')), totals: [null, null, null, '90'] }));
      return undefined;
    }));
    renderAt('/reporting?report=recruitment&from=2026-09-01&to=2026-09-30&status=active', routes);
    expect(await screen.findByTestId('report-range')).toHaveTextContent('Period: 1 Sept 2026 – 30 Sept 2026');
    expect(screen.getByTestId('filter-from')).toHaveValue('2026-09-01');
    expect(screen.getByTestId('filter-status')).toHaveValue('active');
    expect(within(await screen.findByTestId('report-table')).getByTestId('report-cell-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('report-breakdown-empty')).toHaveTextContent('No rows for these filters');

    await user.click(screen.getByTestId('pager-next'));
    expect(location()).toBe('/reporting?report=recruitment&from=2026-09-01&to=2026-09-30&status=active&page=2');
    await waitFor(() => expect(last(calls, '/api/recruitment/list')?.searchParams.get('page')).toBe('2'));

    await user.click(screen.getByTestId('report-filters-clear'));
    expect(location()).toBe('/reporting?report=recruitment');
  });

  it('shows a refused date range under the end date', async () => {
    stubFetch(
      withLists((_m, url) =>
        REPORT_PATHS.test(url.pathname) ? invalid({ to: 'The range may be at most 366 days.' }) : undefined,
      ),
    );
    renderAt('/reporting?from=2025-01-01&to=2026-11-30', routes);
    const to = screen.getByTestId('filter-to');
    await waitFor(() => expect(to).toHaveAccessibleDescription('The range may be at most 366 days.'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('filter-from')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('report-refused')).toHaveTextContent('Some filters need a change: see the marked fields.');
    expect(screen.queryByTestId('report-table')).toBeNull();
    // The filters stay open on phones so the message is seen.
    expect(screen.getByTestId('report-filters-toggle')).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a refused product list or status on its filter', async () => {
    stubFetch(withLists((_m, url) => (REPORT_PATHS.test(url.pathname) ? invalid({ productIds: 'At most 10 products.', status: 'Not a choice.' }) : undefined)));
    renderAt('/reporting?productIds=1,2&status=completed', routes);
    expect(await within(screen.getByTestId('filter-products')).findByTestId('field-error')).toHaveTextContent('At most 10 products.');
    await waitFor(() => expect(screen.getByTestId('filter-status')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(screen.getByTestId('filter-status').parentElement!).getByTestId('field-error')).toHaveTextContent('Not a choice.');
  });

  it('says there are no rows, and offers to try again when a report cannot be loaded', async () => {
    stubFetch(withLists((_m, url) => {
      if (url.pathname === '/api/kpi/summary') return refused(500, 'Server error');
      if (url.pathname === '/api/kpi/sales-list') return ok(table({ rows: [], total: 0, totals: null }));
      return undefined;
    }));
    renderAt('/reporting?report=kpi', routes);
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('No rows for these filters');
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Server error');
    expect(screen.queryByTestId('report-totals')).toBeNull();
  });

  it('filters by products picked from the catalogue, up to ten, and by an agent', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(withLists((m, url) => {
      if (url.pathname === '/api/product') return ok({ items: [{ id: 7, name: 'Serum', sku: 'SR-01', status: 'active' }, { id: 9, name: 'Toner', sku: 'TN-01', status: 'active' }], page: 1, perPage: 10, total: 2 });
      if (url.pathname === '/api/attribute/list-agent') return ok([{ id: 15, name: 'Budi Santoso', username: 'budi', tier: 'Gold', status: 'active' }]);
      if (url.pathname === '/api/agent-database/detail') return ok({ id: 15, name: 'Budi Santoso', username: 'budi' });
      return reportsAnswered(m, url, undefined);
    }));
    renderAt('/reporting?report=product-sales', routes);
    await screen.findByTestId('report-table');
    await user.click(screen.getByTestId('filter-products-search'));
    await user.click(await screen.findByRole('button', { name: /Serum/ }));
    expect(location()).toBe('/reporting?report=product-sales&productIds=7');
    await user.click(screen.getByRole('button', { name: /Toner/ }));
    expect(location()).toBe('/reporting?report=product-sales&productIds=7%2C9');
    await waitFor(() => expect(last(calls, '/api/product-sales-report/list')?.searchParams.get('productIds')).toBe('7,9'));
    expect(screen.getAllByTestId('product-chip').map((c) => c.textContent)).toEqual(['Serum×', 'Toner×']);
    await user.click(screen.getByRole('button', { name: 'Remove Serum' }));
    expect(location()).toBe('/reporting?report=product-sales&productIds=9');

    expect(screen.getByText('Agent (buyer)')).toBeInTheDocument();
    await user.click(screen.getByTestId('filter-agent-search'));
    await user.click(await screen.findByRole('button', { name: /Budi Santoso/ }));
    expect(location()).toBe('/reporting?report=product-sales&agentId=15&productIds=9');
    await waitFor(() => expect(last(calls, '/api/product-sales-report/summary')?.search).toBe('?agentId=15&productIds=9'));
    expect(screen.getByTestId('filter-agent-chosen')).toHaveTextContent('Budi Santoso');
  });

  it('offers no product search to staff who cannot read the catalogue, but keeps the chosen ones removable', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(reportsAnswered);
    renderAt('/reporting?productIds=4', routes, { user: { ...HQ_USER, role: 'staff', permissions: ['manage_orders'] } });
    await screen.findByTestId('report-table');
    expect(screen.queryByTestId('filter-products-search')).toBeNull();
    expect(screen.getByTestId('filter-products-hint')).toHaveTextContent('Products are chosen by those who can read the catalogue.');
    expect(screen.getByTestId('product-chip')).toHaveTextContent('Product #4');
    await user.click(screen.getByTestId('product-chip-remove'));
    expect(location()).toBe('/reporting?report=transaction');
    expect(calls.some((c) => c.url.pathname.startsWith('/api/product'))).toBe(false);
  });

  it('exports the filtered list as CSV or XLSX with the sign-in token, under its server name', async () => {
    setToken('tok-123', false);
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/report/export') {
        return { raw: true, body: 'Username,Name\nbudi,Budi\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="agent-report.csv"' } };
      }
      return reportsAnswered(m, url, body);
    });
    const created = vi.fn((_b: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }); // jsdom has neither
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('agent-report.csv');
    });
    renderAt('/reporting?report=agent&tierId=2&status=active&from=2026-11-01', routes);
    await screen.findByTestId('report-table');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('export-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((c) => c.url.pathname === '/api/report/export')!.url;
    expect(exported.pathname + exported.search).toBe('/api/report/export?report=agent&format=csv&from=2026-11-01&tierId=2&status=active');
    const init = vi.mocked(fetch).mock.calls.find(([u]) => String(u).startsWith('/api/report/export'))![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(await created.mock.calls[0][0].text()).toContain('budi');

    await user.click(screen.getByTestId('export-xlsx'));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/report/export')).toHaveLength(2));
    expect(calls.filter((c) => c.url.pathname === '/api/report/export')[1].url.searchParams.get('format')).toBe('xlsx');
    // Two rows: made at once, nothing in the background.
    expect(calls.some((c) => c.url.pathname.startsWith('/api/report/export/'))).toBe(false);
    expect(screen.queryByTestId('export-progress')).toBeNull();
  });

  it('shows a refused export', async () => {
    stubFetch((m, url, body) => (url.pathname === '/api/report/export' ? refused(403, 'You may not export.') : reportsAnswered(m, url, body)));
    renderAt('/reporting?report=inventory', routes);
    await screen.findByTestId('report-table');
    await userEvent.setup().click(screen.getByTestId('export-xlsx'));
    expect(await screen.findByTestId('export-error')).toHaveTextContent('You may not export.');
  });

  it('exports a list of more than 100 rows in the background: the bar moves until Download saves the file under its server name', async () => {
    setToken('tok-123', false);
    let progress = exportJob();
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/agent-report/list') return ok(table({ total: 250 }));
      if (url.pathname === '/api/report/export/start') return ok(exportJob());
      if (url.pathname === '/api/report/export/job') return ok(progress);
      if (url.pathname === '/api/report/export/download') return file('Username,Name\nbudi,Budi\n', 'agent-report-2026-11-24.csv');
      return reportsAnswered(m, url, body);
    });
    const saved = catchSavedFiles();
    renderAt('/reporting?report=agent&tierId=2&status=active&from=2026-11-01', routes);
    await screen.findByTestId('report-table');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('export-csv'));

    const card = await screen.findByTestId('export-progress');
    expect(calledAt(calls, '/api/report/export')).toEqual([]);
    const [start] = calledAt(calls, '/api/report/export/start');
    expect(start.method).toBe('POST');
    expect(start.body).toEqual({ report: 'agent', format: 'csv', from: '2026-11-01', tierId: 2, status: 'active' });
    expect(within(card).getByRole('heading')).toHaveTextContent('agent-report-2026-11-24.csv');
    // Queued: the bar cannot tell how far yet.
    expect(within(card).getByRole('progressbar', { name: 'agent-report-2026-11-24.csv' })).not.toHaveAttribute('aria-valuenow');
    expect(within(card).getByTestId('export-rows')).toHaveTextContent('Waiting to start…');
    expect(card).toHaveTextContent('This list has more than 100 rows');

    progress = exportJob({ status: 'running', rowsTotal: 250, rowsDone: 125 });
    await waitFor(() => expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '125'), { timeout: 15_000 });
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuemax', '250');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '125 of 250 rows (50%)');
    expect(within(card).getByTestId('export-rows')).toHaveTextContent('125 of 250 rows (50%)');
    expect(calledAt(calls, '/api/report/export/job').every((c) => c.url.search === '?id=7')).toBe(true);

    progress = exportJob({ status: 'ready', rowsTotal: 250, rowsDone: 250, finishedAt: '2026-11-24T02:31:00Z' });
    const download = await within(card).findByTestId('export-download', {}, { timeout: 15_000 });
    expect(within(card).getByTestId('export-ready')).toHaveTextContent('Ready: 250 rows');
    expect(within(card).queryByRole('progressbar')).toBeNull();
    await user.click(download);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('agent-report-2026-11-24.csv');
    expect(await saved[0].blob.text()).toContain('budi');
    const [fetched] = calledAt(calls, '/api/report/export/download');
    expect(fetched.url.search).toBe('?id=7');
    const init = vi.mocked(fetch).mock.calls.find(([u]) => String(u).startsWith('/api/report/export/download'))![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');

    // Ready: no more asking.
    const polls = calledAt(calls, '/api/report/export/job').length;
    await new Promise((r) => setTimeout(r, 1200));
    expect(calledAt(calls, '/api/report/export/job')).toHaveLength(polls);

    await user.click(within(card).getByRole('button', { name: 'Close the export' }));
    expect(screen.queryByTestId('export-progress')).toBeNull();
  });

  it('moves to the background when the direct export finds the list too long, shows a failed export and starts it again', async () => {
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/report/export') return invalid({ report: TOO_LONG });
      if (url.pathname === '/api/report/export/start') {
        const id = 6 + calledAt(calls, '/api/report/export/start').length;
        return ok(exportJob({ id, report: 'inventory', format: 'xlsx', fileName: `inventory-report-${id}.xlsx` }));
      }
      if (url.pathname === '/api/report/export/job') {
        const id = Number(url.searchParams.get('id'));
        return ok(id === 7 ? exportJob({ id, report: 'inventory', format: 'xlsx', fileName: 'inventory-report-7.xlsx', status: 'failed', error: 'The export could not be written.' }) : exportJob({ id, report: 'inventory', format: 'xlsx', fileName: `inventory-report-${id}.xlsx` }));
      }
      return reportsAnswered(m, url, body);
    });
    renderAt('/reporting?report=inventory&branchId=2', routes);
    await screen.findByTestId('report-table');
    const user = userEvent.setup();
    // Two rows on screen, so at once first; the server counted more.
    await user.click(screen.getByTestId('export-xlsx'));
    const failed = await screen.findByTestId('export-failed');
    expect(failed).toHaveTextContent('The export could not be written.');
    expect(screen.queryByTestId('export-error')).toBeNull();
    expect(calledAt(calls, '/api/report/export')).toHaveLength(1);
    expect(calledAt(calls, '/api/report/export/start').map((c) => c.body)).toEqual([{ report: 'inventory', format: 'xlsx', branchId: 2 }]);
    expect(screen.queryByTestId('export-download')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('export-progress')).toHaveAttribute('data-status', 'queued'));
    expect(calledAt(calls, '/api/report/export/start').map((c) => c.body)).toEqual([
      { report: 'inventory', format: 'xlsx', branchId: 2 },
      { report: 'inventory', format: 'xlsx', branchId: 2 },
    ]);
    expect(screen.getByTestId('export-file-name')).toHaveTextContent('inventory-report-8.xlsx');
    expect(screen.queryByTestId('export-failed')).toBeNull();
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('lists the recent exports when opened, and downloads a ready one', async () => {
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/report/export/jobs') {
        return ok([
          exportJob({ id: 9, report: 'product-sales', format: 'xlsx', fileName: 'product-sales-report.xlsx', status: 'ready', rowsTotal: 340, rowsDone: 340, createdAt: '2026-11-20T02:30:00Z', finishedAt: '2026-11-20T02:31:00Z' }),
          exportJob({ id: 8, report: 'kpi', status: 'running', rowsTotal: 400, rowsDone: 100, createdAt: '2026-11-19T16:05:00Z' }),
          exportJob({ id: 5, report: 'agent', status: 'failed', error: 'The export could not be written.', createdAt: '2026-11-18T01:00:00Z' }),
        ]);
      }
      if (url.pathname === '/api/report/export/download') return file('xlsx-bytes', 'product-sales-report.xlsx');
      return reportsAnswered(m, url, body);
    });
    const saved = catchSavedFiles();
    renderAt('/reporting', routes);
    await screen.findByTestId('report-table');
    // Asked for only when opened.
    expect(calledAt(calls, '/api/report/export/jobs')).toEqual([]);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: /Recent exports/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const items = await screen.findAllByTestId('recent-export');
    expect(items.map((i) => within(i).getByTestId('recent-export-name').textContent)).toEqual(['Product sales · XLSX', 'KPI · CSV', 'Agent · CSV']);
    expect(within(items[0]).getByTestId('recent-export-created')).toHaveTextContent('20 Nov 2026, 10:30 am');
    expect(items.map((i) => within(i).getByTestId('recent-export-status').textContent)).toEqual(['Ready', 'In progress', 'Failed']);
    expect(items[2]).toHaveTextContent('The export could not be written.');
    expect(screen.getAllByTestId('recent-export-download')).toHaveLength(1);

    await user.click(within(items[0]).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('product-sales-report.xlsx');
    expect(calledAt(calls, '/api/report/export/download')[0].url.search).toBe('?id=9');

    await user.click(toggle);
    expect(screen.queryByTestId('recent-export')).toBeNull();
  });
});
