import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@/lib/types';
import {
  connection,
  consolidated,
  einvoice,
  einvoicePage,
  emptyPage,
  invalid,
  invalidPayout,
  notConnected,
  ok,
  refused,
  renderAt,
  round,
  STAFF_USER,
  stubFetch,
  type Call,
  type Handler,
} from '../test-utils';
import type { EinvoiceConnection, EinvoicePage } from '../api/types';
import { EinvoicingPage } from './EinvoicingPage';

const routes = [{ path: '/e-invoicing', element: <EinvoicingPage /> }];
const SETTINGS = '/api/e-invoice/settings';
const DISCONNECT = '/api/e-invoice/disconnect';
const DATA = '/api/e-invoice/data';
const EXPORT = '/api/e-invoice/export';
const SUBMIT = '/api/e-invoice/submit';
const RESUBMIT = '/api/e-invoice/resubmit';
const CANCEL = '/api/e-invoice/cancel';
const DOCUMENT = '/api/e-invoice/document';

/** The connection and the page answered with the fixtures (or those given); anything else goes to `more`. */
const answered =
  (more: Handler = () => undefined, state: { settings?: EinvoiceConnection; page?: EinvoicePage } = {}): Handler =>
  (method, url, body) => {
    const answer = more(method, url, body);
    if (answer) return answer;
    if (method === 'GET' && url.pathname === SETTINGS) return ok(state.settings ?? connection());
    if (method === 'GET' && url.pathname === DATA) return ok({ ...(state.page ?? einvoicePage()), page: Number(url.searchParams.get('page') ?? 1) });
    return undefined;
  };

const last = (calls: Call[], path: string, method = 'GET') => [...calls].reverse().find((c) => c.url.pathname === path && c.method === method);
const count = (calls: Call[], path: string, method = 'GET') => calls.filter((c) => c.url.pathname === path && c.method === method).length;
const location = () => screen.getByTestId('location').textContent ?? '';
const rows = () => within(screen.getByTestId('einvoice-table')).getAllByTestId('einvoice-row');
const cell = (row: HTMLElement, key: string) => within(row).getByTestId(`einvoice-cell-${key}`);

describe('/e-invoicing', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows HQ the connection, the counts and each e-invoice with its parties, total, status, dates and actions', async () => {
    const calls = stubFetch(answered());
    renderAt('/e-invoicing', routes);
    expect(screen.getByTestId('page-title')).toHaveTextContent('E-invoicing');

    const card = await screen.findByTestId('einvoice-connection');
    expect(within(card).getByTestId('einvoice-connection-state')).toHaveTextContent('Connected');
    expect(within(card).getByTestId('einvoice-fact-client-id')).toHaveTextContent('a1b2c3d4-demo-client');
    expect(within(card).getByTestId('einvoice-fact-secret')).toHaveTextContent('••••9f3k');
    expect(within(card).getByTestId('einvoice-fact-environment')).toHaveTextContent('Pre-production');
    expect(within(card).getByTestId('einvoice-since')).toHaveTextContent('E-invoicing since 2 Nov 2026');
    expect(within(card).queryByTestId('einvoice-connect-form')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('einvoice-missing')).not.toBeInTheDocument();

    await screen.findByTestId('einvoice-table');
    expect(Object.fromEntries(last(calls, DATA)!.url.searchParams)).toEqual({ page: '1', perPage: '20' });
    expect(within(screen.getByTestId('einvoice-status-chips')).getAllByRole('button').map((b) => b.textContent)).toEqual(['All3', 'Pending1', 'Submitted0', 'Valid1', 'Invalid1', 'Cancelled0']);
    expect(screen.getByTestId('einvoice-chip-all')).toHaveAttribute('aria-pressed', 'true');

    const table = screen.getByTestId('einvoice-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['E-invoice', 'Supplier → buyer', 'Total', 'Status', 'Actions']);
    const [valid, refusedRow, consol] = rows();
    expect(cell(valid, 'document')).toHaveTextContent('RK2611230001');
    expect(within(cell(valid, 'document')).getByTestId('einvoice-kind-tag')).toHaveTextContent('Invoice');
    expect(within(cell(valid, 'document')).getByTestId('einvoice-uuid')).toHaveTextContent('UUID F9D425P6DS7D8IU');
    expect(within(cell(valid, 'parties')).getByTestId('einvoice-supplier')).toHaveTextContent('Demo Sdn BhdTIN C20880050010');
    expect(within(cell(valid, 'parties')).getByTestId('einvoice-buyer')).toHaveTextContent('Aina AliTIN IG12345678090');
    expect(cell(valid, 'total')).toHaveTextContent('RM 104.40');
    expect(cell(valid, 'total')).toHaveClass('text-right');
    expect(within(cell(valid, 'status')).getByTestId('einvoice-status')).toHaveTextContent('Valid');
    expect(within(cell(valid, 'status')).getByTestId('einvoice-date-created')).toHaveTextContent('Written23 Nov 2026, 10:00 am');
    expect(within(cell(valid, 'status')).getByTestId('einvoice-date-validated')).toHaveTextContent('Validated23 Nov 2026, 10:02 am');
    const link = within(cell(valid, 'actions')).getByRole('link', { name: 'Validation link of RK2611230001 at LHDN' });
    expect(link).toHaveAttribute('href', einvoice().validationLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(cell(valid, 'actions')).getByRole('button', { name: 'Cancel RK2611230001' })).toBeInTheDocument();
    expect(within(cell(valid, 'actions')).queryByTestId('einvoice-resubmit')).not.toBeInTheDocument();

    // Invalid: LHDN's reasons beside the status, and the way to correct and send it again.
    expect(within(cell(refusedRow, 'document')).getByTestId('einvoice-kind-tag')).toHaveTextContent('Self-billed invoice');
    expect(within(cell(refusedRow, 'status')).getByTestId('einvoice-reasons')).toHaveTextContent("LHDN's reasons");
    expect(within(cell(refusedRow, 'status')).getByTestId('einvoice-reasons')).toHaveTextContent("Supplier's TIN IG00000000001 does not match the NRIC 880202-14-1234");
    expect(within(cell(refusedRow, 'actions')).getByRole('button', { name: 'Correct and send PAYOUT-88 again' })).toHaveTextContent('Correct and send again');
    expect(within(cell(refusedRow, 'actions')).queryByTestId('einvoice-validation-link')).not.toBeInTheDocument();
    expect(within(cell(refusedRow, 'actions')).queryByTestId('einvoice-cancel')).not.toBeInTheDocument();

    // The month's consolidated invoice, waiting: its month, General Public, no UUID yet.
    expect(within(cell(consol, 'document')).getByTestId('einvoice-kind-tag')).toHaveTextContent('Consolidated invoice');
    expect(within(cell(consol, 'document')).getByTestId('einvoice-period')).toHaveTextContent('October 2026');
    expect(within(cell(consol, 'document')).queryByTestId('einvoice-uuid')).not.toBeInTheDocument();
    expect(within(cell(consol, 'parties')).getByTestId('einvoice-buyer')).toHaveTextContent('General PublicTIN EI00000000010');
    expect(within(cell(consol, 'status')).getByTestId('einvoice-status')).toHaveTextContent('Pending');
    expect(within(cell(consol, 'status')).queryByTestId('einvoice-date-submitted')).not.toBeInTheDocument();
    expect(within(cell(consol, 'actions')).getAllByRole('button').map((b) => b.textContent)).toEqual(['View document']);

    // Phones get a card each with the same facts and actions.
    const cards = screen.getAllByTestId('einvoice-card');
    expect(cards.map((c) => c.getAttribute('data-status'))).toEqual(['valid', 'invalid', 'pending']);
    expect(within(cards[0]).getByTestId('einvoice-card-total')).toHaveTextContent('RM 104.40');
    expect(within(cards[1]).getByTestId('einvoice-reasons')).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('einvoice-resubmit')).toBeInTheDocument();
    expect(within(cards[0]).getByTestId('einvoice-validation-link')).toBeInTheDocument();
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('1–3 of 3');
  });

  it('asks for the MyInvois credentials when not connected, and shows what MyInvois answered when it refuses them', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    let settings = notConnected();
    const calls = stubFetch((method, url, body) => {
      if (method === 'POST' && url.pathname === SETTINGS) {
        attempts += 1;
        if (attempts === 1) return refused(422, 'MyInvois refused the credentials: invalid_client (Client authentication failed).', undefined, 'myinvois_refused');
        if (attempts === 2) return refused(409, 'MyInvois cannot be reached right now.', undefined, 'myinvois_unreachable');
        settings = connection({ clientId: 'prod-client', clientSecret: '••••wxyz', sandbox: false, since: '2026-11-24T04:00:00Z' });
        return ok(settings);
      }
      return answered(undefined, { settings, page: emptyPage({ connected: settings.connected }) })(method, url, body);
    });
    renderAt('/e-invoicing', routes);
    const card = await screen.findByTestId('einvoice-connection');
    expect(within(card).getByTestId('einvoice-connection-state')).toHaveTextContent('Not connected');
    expect(within(card).getByTestId('einvoice-connect-intro')).toHaveTextContent('client ID and secret');
    expect(screen.getByTestId('einvoice-client-secret')).toHaveAttribute('type', 'password');
    expect(screen.getByTestId('einvoice-env-sandbox')).toBeChecked();
    expect(screen.getByTestId('einvoice-send-now')).toBeDisabled();
    expect(screen.getByTestId('einvoice-send-hint')).toHaveTextContent('Connect MyInvois to send e-invoices.');
    // Nothing written yet, and nothing will be before connecting: said plainly.
    expect(await screen.findByTestId('einvoice-empty')).toHaveTextContent('No e-invoices yet. Once MyInvois is connected, completed HQ sales to agents with a TIN');

    await user.click(screen.getByTestId('einvoice-connect'));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(count(calls, SETTINGS, 'POST')).toBe(0);

    await user.type(screen.getByTestId('einvoice-client-id'), '  prod-client ');
    await user.type(screen.getByTestId('einvoice-client-secret'), 'wrong-secret');
    await user.click(screen.getByTestId('einvoice-env-production'));
    await user.click(screen.getByTestId('einvoice-connect'));
    expect(await screen.findByTestId('einvoice-connect-error-message')).toHaveTextContent('MyInvois refused the credentials: invalid_client (Client authentication failed).');
    expect(screen.getByTestId('einvoice-connect-error')).toHaveTextContent('Check the client ID and secret in the MyInvois portal');
    expect(last(calls, SETTINGS, 'POST')!.body).toEqual({ clientId: 'prod-client', clientSecret: 'wrong-secret', sandbox: false });

    await user.click(screen.getByTestId('einvoice-connect'));
    await waitFor(() => expect(screen.getByTestId('einvoice-connect-error-message')).toHaveTextContent('MyInvois cannot be reached right now.'));
    expect(screen.getByTestId('einvoice-connect-error')).toHaveTextContent('Nothing was saved. Try again in a few minutes.');

    await user.clear(screen.getByTestId('einvoice-client-secret'));
    await user.type(screen.getByTestId('einvoice-client-secret'), 'right-secret-wxyz');
    await user.click(screen.getByTestId('einvoice-connect'));
    expect(await screen.findByTestId('einvoice-connection-notice')).toHaveTextContent('Connected to MyInvois production.');
    expect(screen.getByTestId('einvoice-fact-client-id')).toHaveTextContent('prod-client');
    expect(screen.getByTestId('einvoice-fact-secret')).toHaveTextContent('••••wxyz');
    expect(screen.getByTestId('einvoice-fact-environment')).toHaveTextContent('Production');
    expect(screen.queryByTestId('einvoice-connect-form')).not.toBeInTheDocument();
  });

  it("shows the server's words and the way to the company setup when LHDN does not know the company's TIN", async () => {
    const user = userEvent.setup();
    const message = "LHDN does not know the company's TIN with its registration number. Correct them in Setup → Company, then connect again.";
    const calls = stubFetch((method, url, body) => {
      if (method === 'POST' && url.pathname === SETTINGS) return refused(422, message, undefined, 'company_tin_unknown');
      return answered(undefined, { settings: notConnected(), page: emptyPage({ connected: false }) })(method, url, body);
    });
    renderAt('/e-invoicing', [...routes, { path: '/company', element: <p data-testid="company-setup" /> }]);
    await screen.findByTestId('einvoice-connect-form');
    await user.type(screen.getByTestId('einvoice-client-id'), 'prod-client');
    await user.type(screen.getByTestId('einvoice-client-secret'), 'right-secret');
    await user.click(screen.getByTestId('einvoice-connect'));
    expect(await screen.findByTestId('einvoice-connect-error-message')).toHaveTextContent(message);
    const error = screen.getByTestId('einvoice-connect-error');
    expect(within(error).getByTestId('einvoice-connect-error-hint')).toHaveTextContent("Nothing was saved. Once the company's TIN and registration number (ROC) are corrected, connect again.");
    expect(within(error).getByRole('link', { name: 'Correct the company details' })).toHaveAttribute('href', '/company?tab=company');
    expect(count(calls, SETTINGS, 'POST')).toBe(1);
    // Still not connected: the form stays for another try.
    expect(screen.getByTestId('einvoice-connection-state')).toHaveTextContent('Not connected');
    expect(screen.getByTestId('einvoice-connect-form')).toBeInTheDocument();

    await user.click(within(error).getByRole('link', { name: 'Correct the company details' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company?tab=company');
    expect(screen.getByTestId('company-setup')).toBeInTheDocument();
  });

  it("warns what the company's details lack, with the way to the company setup", async () => {
    stubFetch(answered(undefined, { settings: connection({ missing: ['tin', 'msic', 'state'] }) }));
    renderAt('/e-invoicing', routes);
    const warning = await screen.findByTestId('einvoice-missing');
    expect(warning).toHaveTextContent("The company's details are incomplete");
    expect(within(warning).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Income tax no. (TIN)', 'MSIC code (business activity)', 'State']);
    expect(within(warning).getByRole('link', { name: 'Complete the company details' })).toHaveAttribute('href', '/company?tab=company');
  });

  it('changes the credentials from the connected card, and disconnects after asking', async () => {
    const user = userEvent.setup();
    let settings = connection();
    const calls = stubFetch((method, url, body) => {
      if (method === 'POST' && url.pathname === SETTINGS) {
        settings = connection({ clientId: (body as { clientId: string }).clientId, clientSecret: '••••2222' });
        return ok(settings);
      }
      if (method === 'POST' && url.pathname === DISCONNECT) {
        settings = notConnected({ clientId: 'a1b2c3d4-demo-client' });
        return ok(true);
      }
      return answered(undefined, { settings, page: einvoicePage({ connected: settings.connected }) })(method, url, body);
    });
    renderAt('/e-invoicing', routes);
    const change = await screen.findByTestId('einvoice-change');
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('einvoice-client-id')).toHaveValue('a1b2c3d4-demo-client');
    expect(screen.getByTestId('einvoice-client-secret')).toHaveValue('');
    expect(screen.getByText('Type the secret again: the one kept is never shown.')).toBeInTheDocument();
    await user.click(screen.getByTestId('einvoice-connect-cancel'));
    expect(screen.queryByTestId('einvoice-connect-form')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('einvoice-change'));
    await user.type(screen.getByTestId('einvoice-client-secret'), 'new-secret-2222');
    await user.click(screen.getByTestId('einvoice-connect'));
    expect(await screen.findByTestId('einvoice-connection-notice')).toHaveTextContent('Connected to MyInvois pre-production.');
    expect(last(calls, SETTINGS, 'POST')!.body).toEqual({ clientId: 'a1b2c3d4-demo-client', clientSecret: 'new-secret-2222', sandbox: true });
    expect(screen.getByTestId('einvoice-fact-secret')).toHaveTextContent('••••2222');

    await user.click(screen.getByTestId('einvoice-disconnect'));
    const dialog = screen.getByTestId('einvoice-disconnect-confirm');
    expect(dialog).toHaveTextContent('Disconnect MyInvois?');
    expect(dialog).toHaveTextContent('The e-invoices already written stay here.');
    expect(count(calls, DISCONNECT, 'POST')).toBe(0);
    await user.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getByTestId('einvoice-connection-state')).toHaveTextContent('Not connected'));
    expect(count(calls, DISCONNECT, 'POST')).toBe(1);
    expect(last(calls, DISCONNECT, 'POST')!.body).toBeUndefined();
    expect(screen.getByTestId('einvoice-connection-notice')).toHaveTextContent('MyInvois is disconnected');
    expect(screen.getByTestId('einvoice-connect-form')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('einvoice-send-now')).toBeDisabled());
  });

  it('keeps the status, the kind, the search and the page in the address and in the calls', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answered(undefined, { page: einvoicePage({ total: 45 }) }));
    renderAt('/e-invoicing', routes);
    await screen.findByTestId('einvoice-table');

    await user.click(screen.getByTestId('einvoice-chip-invalid'));
    expect(location()).toBe('/e-invoicing?status=invalid');
    await waitFor(() => expect(Object.fromEntries(last(calls, DATA)!.url.searchParams)).toEqual({ status: 'invalid', page: '1', perPage: '20' }));
    expect(screen.getByTestId('einvoice-chip-invalid')).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByTestId('einvoice-kind'), 'self-billed');
    expect(location()).toBe('/e-invoicing?status=invalid&kind=self-billed');

    await user.type(screen.getByTestId('einvoice-search'), 'budi');
    await waitFor(() => expect(location()).toBe('/e-invoicing?status=invalid&kind=self-billed&search=budi'));
    await waitFor(() => expect(Object.fromEntries(last(calls, DATA)!.url.searchParams)).toEqual({ status: 'invalid', kind: 'self-billed', search: 'budi', page: '1', perPage: '20' }));

    await user.click(screen.getAllByTestId('pager-next')[0]);
    expect(location()).toBe('/e-invoicing?status=invalid&kind=self-billed&search=budi&page=2');
    await waitFor(() => expect(last(calls, DATA)!.url.searchParams.get('page')).toBe('2'));

    // Another status goes back to the first page; All clears it.
    await user.click(screen.getByTestId('einvoice-chip-all'));
    expect(location()).toBe('/e-invoicing?kind=self-billed&search=budi');
    await user.selectOptions(screen.getByTestId('einvoice-kind'), '');
    expect(location()).toBe('/e-invoicing?search=budi');
  });

  it('reads the choices from an address, and says when nothing matches them', async () => {
    const calls = stubFetch(answered(undefined, { page: emptyPage({ counts: { pending: 0, submitted: 4, valid: 9, invalid: 0, cancelled: 1 } }) }));
    renderAt('/e-invoicing?status=invalid&kind=consolidated&search=x&page=0', routes);
    expect(await screen.findByTestId('einvoice-empty')).toHaveTextContent('No e-invoices match these filters.');
    expect(Object.fromEntries(last(calls, DATA)!.url.searchParams)).toEqual({ status: 'invalid', kind: 'consolidated', search: 'x', page: '1', perPage: '20' });
    expect(screen.getByTestId('einvoice-kind')).toHaveValue('consolidated');
    expect(screen.getByTestId('einvoice-search')).toHaveValue('x');
  });

  it('says honestly that nothing has been written yet once connected', async () => {
    stubFetch(answered(undefined, { page: emptyPage() }));
    renderAt('/e-invoicing', routes);
    expect(await screen.findByTestId('einvoice-empty')).toHaveTextContent('No e-invoices written yet. Sales completed and payouts paid since connecting are written with the next round, every minute.');
  });

  it("sends now and shows the round's result, or MyInvois's failure", async () => {
    const user = userEvent.setup();
    const answers = [ok(round()), ok(round({ written: 0, submitted: 0, valid: 0, invalid: 0, error: 'MyInvois login failed: 503 Service Unavailable' })), ok(round({ written: 0, submitted: 0, valid: 0, invalid: 0 })), refused(422, 'MyInvois is not connected.', undefined, 'myinvois_not_connected')];
    const calls = stubFetch(answered((method, url) => (method === 'POST' && url.pathname === SUBMIT ? answers.shift() : undefined)));
    renderAt('/e-invoicing', routes);
    await screen.findByTestId('einvoice-table');
    const dataCalls = count(calls, DATA);

    await user.click(screen.getByTestId('einvoice-send-now'));
    const result = await screen.findByTestId('einvoice-round');
    expect(result).toHaveAttribute('data-outcome', 'done');
    expect(within(result).getAllByRole('term').map((d) => d.textContent)).toEqual(['Written', 'Submitted', 'Validated', 'Invalid']);
    expect(within(result).getAllByRole('definition').map((d) => d.textContent)).toEqual(['2', '3', '1', '1']);
    expect(result).toHaveTextContent('LHDN refused some');
    expect(last(calls, SUBMIT, 'POST')!.body).toBeUndefined();
    // The list and the counts are read again.
    await waitFor(() => expect(count(calls, DATA)).toBeGreaterThan(dataCalls));

    await user.click(screen.getByTestId('einvoice-send-now'));
    await waitFor(() => expect(screen.getByTestId('einvoice-round')).toHaveAttribute('data-outcome', 'error'));
    expect(screen.getByTestId('einvoice-round')).toHaveTextContent('MyInvois could not be reached');
    expect(screen.getByTestId('einvoice-round-error')).toHaveTextContent('MyInvois login failed: 503 Service Unavailable');
    expect(screen.getByTestId('einvoice-round')).toHaveTextContent('What was not sent waits for the next round');

    await user.click(screen.getByTestId('einvoice-send-now'));
    await waitFor(() => expect(screen.getByTestId('einvoice-round')).toHaveAttribute('data-outcome', 'idle'));
    expect(screen.getByTestId('einvoice-round')).toHaveTextContent('Nothing to send: every e-invoice is up to date.');
    await user.click(screen.getByTestId('einvoice-round-close'));
    expect(screen.queryByTestId('einvoice-round')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('einvoice-send-now'));
    expect(await screen.findByTestId('einvoice-send-error')).toHaveTextContent('MyInvois is not connected.');
  });

  it('exports the filtered e-invoices as CSV or XLSX from the export menu', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(
      answered((_m, url) =>
        url.pathname === EXPORT
          ? url.searchParams.get('format') === 'xlsx'
            ? refused(403, 'You may not export.')
            : { raw: true, body: 'codeNumber,kind\nPAYOUT-88,self-billed\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="e-invoices.csv"' } }
          : undefined,
      ),
    );
    const created = vi.fn(() => 'blob:e-invoices');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }); // jsdom has neither
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('e-invoices.csv');
    });
    renderAt('/e-invoicing?status=invalid&kind=self-billed&search=budi', routes);
    await screen.findByTestId('einvoice-table');
    const button = screen.getByTestId('einvoice-export-button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['CSV', 'Excel (XLSX)']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const url = last(calls, EXPORT)!.url;
    expect(url.pathname + url.search).toBe('/api/e-invoice/export?format=csv&status=invalid&kind=self-billed&search=budi');
    expect(created).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(await screen.findByTestId('einvoice-export-error')).toHaveTextContent('You may not export.');
  });

  it('corrects the buyer TIN of an invalid e-invoice and sends it again', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = stubFetch(
      answered((method, url) => {
        if (method !== 'POST' || url.pathname !== RESUBMIT) return undefined;
        tries += 1;
        return tries === 1 ? invalid({ buyerTin: 'This TIN is not valid.' }) : ok(invalidPayout({ status: 'pending', reasons: [], canResubmit: false }));
      }),
    );
    renderAt('/e-invoicing', routes);
    await screen.findByTestId('einvoice-table');
    const dataCalls = count(calls, DATA);
    await user.click(within(cell(rows()[1], 'actions')).getByTestId('einvoice-resubmit'));
    const dialog = screen.getByTestId('einvoice-resubmit-dialog');
    expect(dialog).toHaveTextContent('Correct and send PAYOUT-88 again');
    expect(within(dialog).getByTestId('einvoice-resubmit-reasons')).toHaveTextContent('does not match the NRIC');
    expect(within(dialog).getByTestId('einvoice-resubmit-buyer')).toHaveTextContent('Buyer: Demo Sdn Bhd, TIN C20880050010');

    // Not a TIN: refused before it is sent.
    await user.type(within(dialog).getByTestId('einvoice-resubmit-tin'), 'hello');
    await user.click(within(dialog).getByTestId('einvoice-resubmit-confirm'));
    expect(await within(dialog).findByText('This is not a TIN: 12 digits, or a prefix such as IG or C followed by digits.')).toBeInTheDocument();
    expect(count(calls, RESUBMIT, 'POST')).toBe(0);

    // The server has the last word on the format, under the field.
    await user.clear(within(dialog).getByTestId('einvoice-resubmit-tin'));
    await user.type(within(dialog).getByTestId('einvoice-resubmit-tin'), 'ig 0012 3456 789');
    await user.click(within(dialog).getByTestId('einvoice-resubmit-confirm'));
    expect(await within(dialog).findByText('This TIN is not valid.')).toBeInTheDocument();
    expect(last(calls, RESUBMIT, 'POST')!.body).toEqual({ id: 102, buyerTin: 'IG00123456789' });

    await user.clear(within(dialog).getByTestId('einvoice-resubmit-tin'));
    await user.type(within(dialog).getByTestId('einvoice-resubmit-tin'), 'IG12345678090');
    await user.click(within(dialog).getByTestId('einvoice-resubmit-confirm'));
    expect(await screen.findByTestId('einvoice-notice')).toHaveTextContent('PAYOUT-88 is back in the queue: it is sent again with the next round.');
    expect(screen.queryByTestId('einvoice-resubmit-dialog')).not.toBeInTheDocument();
    expect(last(calls, RESUBMIT, 'POST')!.body).toEqual({ id: 102, buyerTin: 'IG12345678090' });
    await waitFor(() => expect(count(calls, DATA)).toBeGreaterThan(dataCalls));
  });

  it('sends an invalid e-invoice again unchanged when no TIN is typed, and shows a refusal', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answered((method, url) => (method === 'POST' && url.pathname === RESUBMIT ? refused(409, 'Only an invalid e-invoice can be sent again.', undefined, 'not_invalid') : undefined)));
    renderAt('/e-invoicing', routes);
    await screen.findByTestId('einvoice-table');
    await user.click(within(cell(rows()[1], 'actions')).getByTestId('einvoice-resubmit'));
    await user.click(screen.getByTestId('einvoice-resubmit-confirm'));
    expect(await screen.findByTestId('einvoice-resubmit-error')).toHaveTextContent('Only an invalid e-invoice can be sent again.');
    expect(last(calls, RESUBMIT, 'POST')!.body).toEqual({ id: 102 });
  });

  it('cancels a valid e-invoice with a reason, at most 300 characters', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = stubFetch(
      answered((method, url) => {
        if (method !== 'POST' || url.pathname !== CANCEL) return undefined;
        tries += 1;
        return tries === 1 ? refused(409, 'It is more than 72 hours since validation: it can no longer be cancelled.', undefined, 'not_cancellable') : ok(einvoice({ status: 'cancelled', canCancel: false, cancelledAt: '2026-11-24T01:00:00Z' }));
      }),
    );
    renderAt('/e-invoicing', routes);
    await screen.findByTestId('einvoice-table');
    await user.click(within(cell(rows()[0], 'actions')).getByRole('button', { name: 'Cancel RK2611230001' }));
    const dialog = screen.getByTestId('einvoice-cancel-dialog');
    expect(dialog).toHaveTextContent('Cancel RK2611230001?');
    expect(dialog).toHaveTextContent('Aina Ali is told. This cannot be undone.');
    const reason = within(dialog).getByTestId('einvoice-cancel-reason');
    expect(reason).toHaveAttribute('maxLength', '300');

    await user.click(within(dialog).getByTestId('einvoice-cancel-confirm'));
    expect(await within(dialog).findByText('Say why it is cancelled.')).toBeInTheDocument();
    expect(count(calls, CANCEL, 'POST')).toBe(0);

    await user.type(reason, '  Wrong quantity  ');
    expect(within(dialog).getByTestId('einvoice-cancel-count')).toHaveTextContent('18 / 300');
    await user.click(within(dialog).getByTestId('einvoice-cancel-confirm'));
    expect(await within(dialog).findByTestId('einvoice-cancel-error')).toHaveTextContent('It is more than 72 hours since validation');
    expect(last(calls, CANCEL, 'POST')!.body).toEqual({ id: 101, reason: 'Wrong quantity' });

    await user.click(within(dialog).getByTestId('einvoice-cancel-confirm'));
    expect(await screen.findByTestId('einvoice-notice')).toHaveTextContent('RK2611230001 is cancelled at MyInvois.');
    expect(screen.queryByTestId('einvoice-cancel-dialog')).not.toBeInTheDocument();
  });

  it('opens a document as sent, indented, and says when it has not been sent yet', async () => {
    const user = userEvent.setup();
    const ubl = { _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', Invoice: [{ ID: [{ _: 'RK2611230001' }] }] };
    const calls = stubFetch(answered((_m, url) => (url.pathname === DOCUMENT ? ok({ id: Number(url.searchParams.get('id')), document: url.searchParams.get('id') === '101' ? ubl : null }) : undefined)));
    renderAt('/e-invoicing', routes);
    await screen.findByTestId('einvoice-table');
    await user.click(within(cell(rows()[0], 'actions')).getByRole('button', { name: 'View the document RK2611230001' }));
    const dialog = screen.getByTestId('einvoice-document-dialog');
    expect(dialog).toHaveTextContent('Document RK2611230001');
    const json = await within(dialog).findByTestId('einvoice-document-json');
    expect(json.textContent).toBe(JSON.stringify(ubl, null, 2));
    expect(last(calls, DOCUMENT)!.url.searchParams.get('id')).toBe('101');
    await user.click(within(dialog).getByTestId('einvoice-document-close'));
    expect(screen.queryByTestId('einvoice-document-dialog')).not.toBeInTheDocument();

    await user.click(within(cell(rows()[2], 'actions')).getByTestId('einvoice-view'));
    expect(await screen.findByTestId('einvoice-document-none')).toHaveTextContent('Not sent yet: the document is built when it is sent.');
  });

  it("tells a company not trading in ringgit why there is nothing here, in the server's words", async () => {
    const message = 'Malaysian tax documents are for companies trading in ringgit.';
    stubFetch((_m, url) => (url.pathname.startsWith('/api/e-invoice/') ? refused(422, message, undefined, 'not_malaysian') : undefined));
    renderAt('/e-invoicing', routes);
    expect(await screen.findByTestId('einvoice-refused-message')).toHaveTextContent(message);
    expect(screen.queryByTestId('einvoice-connection')).not.toBeInTheDocument();
    expect(screen.queryByTestId('einvoice-filters')).not.toBeInTheDocument();
    expect(screen.queryByTestId('einvoice-send-now')).not.toBeInTheDocument();
    expect(screen.queryByTestId('einvoice-export')).not.toBeInTheDocument();
  });

  it('lets staff who read the reports see, export and open e-invoices, without the connection or the actions', async () => {
    const user = userEvent.setup();
    const staff: UserDetail = STAFF_USER;
    const calls = stubFetch(answered((_m, url) => (url.pathname === DOCUMENT ? ok({ id: 102, document: { a: 1 } }) : undefined), { page: einvoicePage({ items: [einvoice(), invalidPayout(), consolidated()] }) }));
    renderAt('/e-invoicing', routes, { user: staff });
    await screen.findByTestId('einvoice-table');
    expect(count(calls, SETTINGS)).toBe(0);
    expect(screen.queryByTestId('einvoice-connection')).not.toBeInTheDocument();
    expect(screen.getByTestId('einvoice-staff-state')).toHaveTextContent('MyInvois is connected: e-invoices are sent every minute.');
    expect(screen.queryByTestId('einvoice-send-now')).not.toBeInTheDocument();
    expect(screen.getByTestId('einvoice-export-button')).toBeInTheDocument();
    expect(screen.queryByTestId('einvoice-resubmit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('einvoice-cancel')).not.toBeInTheDocument();
    expect(within(cell(rows()[0], 'actions')).getByTestId('einvoice-validation-link')).toBeInTheDocument();
    await user.click(within(cell(rows()[1], 'actions')).getByTestId('einvoice-view'));
    expect(await screen.findByTestId('einvoice-document-json')).toHaveTextContent('"a": 1');
  });

  it('keeps a chip pressed for each status with its count as the filter changes', async () => {
    stubFetch(answered());
    renderAt('/e-invoicing?status=valid', routes);
    await screen.findByTestId('einvoice-table');
    expect(screen.getByTestId('einvoice-chip-valid')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('einvoice-chip-all')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByTestId('einvoice-chip-valid'));
    expect(location()).toBe('/e-invoicing?status=valid');
  });
});
