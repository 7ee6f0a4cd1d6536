import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { UserDetail } from '@/lib/types';
import { commissionRoutes } from '../routes';
import type { Handler } from '../test-utils';
import { AGENT_USER, BUDI, HQ_USER, ok, payout, payoutPage, period, preview, refused, renderAt, stubFetch } from '../test-utils';
import { CommissionPayoutPage } from './CommissionPayoutPage';

const routes = [{ path: '/commission-payout', element: <CommissionPayoutPage /> }];
const STAFF: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['approve_manual_payment'] };
const MONTHS = [period({ period: '2026-11', total: '300.00', agents: 9 }), period(), period({ period: '2026-09', status: 'closed', total: '900.00', agents: 30, closedAt: '2026-10-02T01:00:00Z' })];

const posts = (calls: { method: string; url: URL; body: unknown }[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body]);

describe('/commission-payout: closing a month', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the months, open or closed, with their totals and agents', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/commission/periods' ? ok(MONTHS) : undefined));
    renderAt('/commission-payout', routes);
    const rows = await screen.findAllByTestId('period-row');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Commission payout');
    expect(screen.getByRole('link', { name: 'Company commission' })).toHaveAttribute('href', '/commission');
    expect(rows.map((r) => within(r).getByTestId('period-label').textContent)).toEqual(['November 2026', 'October 2026', 'September 2026']);
    expect(rows.map((r) => within(r).getByTestId('period-status').textContent)).toEqual(['Open', 'Open', 'Closed']);
    expect(within(rows[1]).getByTestId('period-total')).toHaveTextContent('RM 1,250.00');
    expect(within(rows[1]).getByTestId('period-agents')).toHaveTextContent('41 agents');
    expect(within(rows[2]).getByTestId('period-closed-at')).toHaveTextContent('Closed 2 Oct 2026');
    // An open month is reviewed; a closed one opens the company view of that month.
    expect(within(rows[1]).getByRole('button', { name: 'Review' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/commission?period=2026-09');
  });

  it("shows why a month cannot be closed, without the close button", async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/commission/periods') return ok(MONTHS);
      if (url.pathname === '/api/commission/close/preview') return ok(preview({ period: '2026-11', closable: false, reason: 'This month has not ended yet.', total: '300.00', agents: 9 }));
      return undefined;
    });
    renderAt('/commission-payout', routes);
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('period-row');
    await user.click(within(rows[0]).getByRole('button', { name: 'Review' }));
    expect(await screen.findByTestId('close-reason')).toHaveTextContent('This month has not ended yet.');
    expect(screen.getByTestId('location')).toHaveTextContent('/commission-payout?period=2026-11');
    expect(calls.at(-1)?.url.search).toBe('?period=2026-11');
    expect(screen.getByTestId('close-total')).toHaveTextContent('RM 300.00');
    expect(screen.getByText('9 agents')).toBeInTheDocument();
    expect(screen.queryByTestId('close-month')).toBeNull();

    await user.click(screen.getByTestId('close-back'));
    expect(await screen.findAllByTestId('period-row')).toHaveLength(3);
  });

  it('previews an ended month by kind with its biggest statements, and closes it after confirming', async () => {
    let closed = false;
    const calls = stubFetch((m, url) => {
      if (m === 'POST' && url.pathname === '/api/commission/close') {
        closed = true;
        return ok(period({ status: 'closed', closedAt: '2026-11-02T01:00:00Z' }), 'October 2026 is closed.');
      }
      if (url.pathname === '/api/commission/periods') return ok(closed ? [period({ status: 'closed', closedAt: '2026-11-02T01:00:00Z' })] : MONTHS);
      if (url.pathname === '/api/commission/close/preview') return ok(closed ? preview({ closable: false, reason: 'This month is already closed.' }) : preview());
      return undefined;
    });
    renderAt('/commission-payout?period=2026-10', routes);
    const user = userEvent.setup();
    expect(await screen.findByTestId('close-total')).toHaveTextContent('RM 1,250.00');
    expect(screen.getByText('Close October 2026')).toBeInTheDocument();
    const kinds = screen.getAllByTestId('kind-card');
    expect(kinds.map((k) => within(k).getByTestId('kind-name').textContent)).toEqual(['Overriding commission', 'Helper commission', 'Sale profit', 'Recruit commission', 'Introducer bonus', 'Affiliate commission', 'Rank commission', 'Personal level commission', 'Leadership bonus']);
    expect(within(kinds[3]).getByTestId('kind-amount')).toHaveTextContent('RM 500.00');
    const statements = screen.getAllByTestId('close-statement');
    expect(statements[0]).toHaveTextContent('Aina Ali@ainaRM 120.00');
    expect(within(statements[1]).getByRole('link')).toHaveAttribute('href', `/commission?agentId=${BUDI.id}&period=2026-10`);
    expect(screen.queryByTestId('close-reason')).toBeNull();

    await user.click(screen.getByTestId('close-month'));
    const dialog = screen.getByTestId('close-confirm');
    expect(dialog).toHaveTextContent('Close October 2026?');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByTestId('confirm-ok'));

    expect(await screen.findByTestId('close-done')).toHaveTextContent('October 2026 is closed.');
    expect(posts(calls)).toEqual([['/api/commission/close', { period: '2026-10' }]]);
    await waitFor(() => expect(screen.queryByTestId('close-month')).toBeNull());
    // The preview is asked again; back on the months, the month is closed.
    expect(calls.filter((c) => c.url.pathname === '/api/commission/close/preview').length).toBeGreaterThan(1);
    await user.click(screen.getByTestId('close-back'));
    const rows = await screen.findAllByTestId('period-row');
    expect(within(rows[0]).getByTestId('period-status')).toHaveTextContent('Closed');
  });

  it.each([
    [409, refused(409, 'This month is already closed.', undefined, 'period_closed'), 'This month is already closed.'],
    [422, refused(422, 'Invalid input', { period: 'This month has not ended yet.' }, 'validation'), 'This month has not ended yet.'],
  ])('shows a %s refusal of the close as the server words it', async (_status, answer, words) => {
    stubFetch((m, url) => {
      if (m === 'POST' && url.pathname === '/api/commission/close') return answer;
      if (url.pathname === '/api/commission/close/preview') return ok(preview());
      return undefined;
    });
    renderAt('/commission-payout?period=2026-10', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('close-month'));
    await user.click(within(screen.getByTestId('close-confirm')).getByTestId('confirm-ok'));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent(words);
    expect(screen.queryByTestId('close-done')).toBeNull();
  });

  it('lets staff read the months, without previews or the close', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission/periods' ? ok(MONTHS) : undefined));
    renderAt('/commission-payout?period=2026-10', routes, { user: STAFF });
    const rows = await screen.findAllByTestId('period-row');
    expect(screen.getByTestId('commission-read-only')).toHaveTextContent("Only HQ closes months, acts on payouts, tops up the credit and changes the plan's settings.");
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
    expect(within(rows[0]).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/commission?period=2026-11');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/commission/periods']);
  });
});

describe('/commission-payout: the payout queue', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  const aina = payout();
  const budi = payout({ id: 502, agent: BUDI, amount: '80.00', bankName: 'CIMB', accountNumber: '7001234567', accountName: 'BUDI SANTOSO' });
  const queue = (extra: Handler = () => undefined): Handler => (m, url, body) => extra(m, url, body) ?? (url.pathname === '/api/commission/payouts' ? ok(payoutPage([aina, budi])) : undefined);
  const lists = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === '/api/commission/payouts');

  it('lists the requested payouts of every agent first, and filters by status', async () => {
    const calls = stubFetch(queue());
    renderAt('/commission-payout?tab=payouts', routes);
    const rows = await screen.findAllByTestId('payout-row');
    expect(rows).toHaveLength(2);
    expect(lists(calls)[0].url.search).toBe('?status=requested&page=1&perPage=20');
    expect(within(rows[1]).getByTestId('payout-agent')).toHaveTextContent('Budi Santoso@budi');
    expect(within(rows[1]).getByTestId('payout-bank')).toHaveTextContent('CIMB7001234567BUDI SANTOSO');
    expect(screen.getByTestId('payouts-approve')).toBeDisabled();
    expect(screen.getByTestId('payouts-reject')).toBeDisabled();
    expect(screen.queryByTestId('payouts-mark-paid')).toBeNull();
    expect(screen.getByTestId('payouts-select-hint')).toHaveTextContent('Select the payouts first.');

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(screen.getByTestId('location')).toHaveTextContent('/commission-payout?tab=payouts&status=approved');
    await waitFor(() => expect(lists(calls).at(-1)?.url.search).toBe('?status=approved&page=1&perPage=20'));
    expect(screen.queryByTestId('payouts-approve')).toBeNull();
    expect(screen.getByTestId('payouts-mark-paid')).toBeInTheDocument();
    expect(screen.getByTestId('payouts-reject')).toBeInTheDocument();
  });

  it('shows the withheld amount and the net paid to the bank next to the amount of a payout that had withholding', async () => {
    const withheld = payout({ id: 507, amount: '1250.00', withheld: '25.00', net: '1225.00', status: 'approved' });
    stubFetch(queue((_m, url) => (url.pathname === '/api/commission/payouts' ? ok(payoutPage([withheld, budi])) : undefined)));
    renderAt('/commission-payout?tab=payouts&status=approved', routes);
    const rows = await screen.findAllByTestId('payout-row');
    expect(within(rows[0]).getByTestId('payout-amount')).toHaveTextContent('RM 1,250.00');
    expect(within(rows[0]).getByTestId('payout-withheld')).toHaveTextContent('RM 25.00');
    expect(within(rows[0]).getByTestId('payout-net')).toHaveTextContent('RM 1,225.00');
    expect(within(rows[0]).getByTestId('payout-withholding')).toHaveTextContent('Net to bank RM 1,225.00');
    expect(within(rows[1]).queryByTestId('payout-withholding')).toBeNull();
  });

  it('approves the ticked payouts and reports what the server did to each, then refreshes', async () => {
    const calls = stubFetch(
      queue((m, url) =>
        m === 'POST' && url.pathname === '/api/commission-payout/approve'
          ? ok([
              { id: 501, ok: true, message: null },
              { id: 502, ok: false, message: 'Only a requested payout can be approved.' },
            ])
          : undefined,
      ),
    );
    renderAt('/commission-payout?tab=payouts', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('payout-row');
    await user.click(screen.getByTestId('payouts-select-all'));
    expect(screen.getByTestId('payouts-selected-count')).toHaveTextContent('2 selected');
    await user.click(screen.getByTestId('payouts-approve'));
    const confirm = screen.getByTestId('payouts-confirm');
    expect(confirm).toHaveTextContent('Approve 2 payouts?');
    expect(confirm).toHaveTextContent('2 payouts of RM 180.00 in all will be approved');
    const before = lists(calls).length;
    await user.click(within(confirm).getByTestId('confirm-ok'));

    const result = await screen.findByTestId('payout-result');
    expect(posts(calls)).toEqual([['/api/commission-payout/approve', { ids: [501, 502] }]]);
    const [good, bad] = within(result).getAllByTestId('payout-outcome');
    expect(good).toHaveAttribute('data-ok', 'true');
    expect(good).toHaveTextContent('Aina Ali · RM 100.00');
    expect(good).toHaveTextContent('Done');
    expect(bad).toHaveAttribute('data-ok', 'false');
    expect(bad).toHaveTextContent('Budi Santoso · RM 80.00');
    expect(bad).toHaveTextContent('Only a requested payout can be approved.');
    expect(within(result).getByTestId('payout-result-summary')).toHaveTextContent('1 done, 1 not done.');
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(before));
    expect(screen.getByTestId('payouts-selected-count')).toHaveTextContent('0 selected');
  });

  it('asks a reason to reject, and sends it with the payouts', async () => {
    const calls = stubFetch(queue((m, url) => (m === 'POST' && url.pathname === '/api/commission-payout/reject' ? ok([{ id: 502, ok: true, message: null }]) : undefined)));
    renderAt('/commission-payout?tab=payouts', routes);
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('payout-row');
    await user.click(within(rows[1]).getByTestId('payout-checkbox'));
    await user.click(screen.getByTestId('payouts-reject'));
    const dialog = screen.getByTestId('payout-reject-dialog');
    expect(dialog).toHaveTextContent('Reject 1 payout?');
    await user.click(within(dialog).getByTestId('payout-reject-confirm'));
    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('Say why the payout is rejected.');
    expect(posts(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Account name does not match');
    await user.click(within(dialog).getByTestId('payout-reject-confirm'));
    const result = await screen.findByTestId('payout-result');
    expect(posts(calls)).toEqual([['/api/commission-payout/reject', { ids: [502], reason: 'Account name does not match' }]]);
    expect(within(result).getByTestId('payout-outcome')).toHaveTextContent('Budi Santoso · RM 80.00');
    expect(screen.queryByTestId('payout-reject-dialog')).toBeNull();
  });

  it('marks approved payouts paid, reporting a refusal', async () => {
    const calls = stubFetch((m, url) => {
      if (m === 'POST' && url.pathname === '/api/commission-payout/mark-paid') return ok([{ id: 501, ok: false, message: 'The bank account changed since the request.' }]);
      if (url.pathname === '/api/commission/payouts') return ok(payoutPage([payout({ status: 'approved', decidedAt: '2026-11-04T02:00:00Z' })]));
      return undefined;
    });
    renderAt('/commission-payout?tab=payouts&status=approved', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('payout-checkbox'));
    await user.click(screen.getByTestId('payouts-mark-paid'));
    await user.click(within(screen.getByTestId('payouts-confirm')).getByTestId('confirm-ok'));
    const outcome = await screen.findByTestId('payout-outcome');
    expect(outcome).toHaveAttribute('data-ok', 'false');
    expect(outcome).toHaveTextContent('The bank account changed since the request.');
    expect(posts(calls)).toEqual([['/api/commission-payout/mark-paid', { ids: [501] }]]);
  });

  it('downloads the bank file of the approved payouts', async () => {
    const calls = stubFetch(
      queue((_m, url) =>
        url.pathname === '/api/commission-payout/export'
          ? { raw: true, body: 'name,bank,account number,account name,amount\nAina Ali,Maybank,114412345678,AINA BINTI ALI,100.00\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="payouts-2026-11-05.csv"' } }
          : undefined,
      ),
    );
    const created = vi.fn((_b: Blob) => 'blob:payouts');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }); // jsdom has neither
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('payouts-2026-11-05.csv');
    });
    renderAt('/commission-payout?tab=payouts', routes);
    await screen.findAllByTestId('payout-row');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download bank file' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((c) => c.url.pathname === '/api/commission-payout/export')).toBe(true);
    expect(await created.mock.calls[0][0].text()).toContain('AINA BINTI ALI');
  });

  it('filters by every status, Billplz\'s sending and failed too, and names them on the rows', async () => {
    const sending = payout({ id: 503, status: 'sending', decidedAt: '2026-11-04T02:00:00Z' });
    const failed = payout({ id: 504, agent: BUDI, status: 'failed', decidedAt: '2026-11-04T02:00:00Z', note: 'The bank refused the account.' });
    const calls = stubFetch((_m, url) => (url.pathname === '/api/commission/payouts' ? ok(payoutPage([sending, failed])) : undefined));
    renderAt('/commission-payout?tab=payouts&status=all', routes);
    const rows = await screen.findAllByTestId('payout-row');
    expect(rows.map((r) => within(r).getByTestId('payout-status').textContent)).toEqual(['Sending', 'Failed']);
    expect(rows.map((r) => within(r).getByTestId('payout-status').getAttribute('data-status'))).toEqual(['sending', 'failed']);
    expect(within(rows[1]).getByTestId('payout-note')).toHaveTextContent('The bank refused the account.');
    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Requested', 'Approved', 'Rejected', 'Sending', 'Paid', 'Failed', 'All']);
    // Every action is offered for all payouts (the server reports each one it refuses).
    expect(['approve', 'reject', 'mark-paid', 'pay-billplz'].map((a) => screen.queryByTestId(`payouts-${a}`) !== null)).toEqual([true, true, true, true]);

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'sending');
    await waitFor(() => expect(lists(calls).at(-1)?.url.search).toBe('?status=sending&page=1&perPage=20'));
    expect(screen.getByTestId('location')).toHaveTextContent('/commission-payout?tab=payouts&status=sending');
    expect(screen.queryByTestId('payouts-bulk-bar')).toBeNull();
  });

  describe('paying through Billplz', () => {
    const approvedAina = payout({ status: 'approved', decidedAt: '2026-11-04T02:00:00Z' });
    const approvedBudi = payout({ id: 502, agent: BUDI, amount: '80.00', status: 'approved', decidedAt: '2026-11-04T02:00:00Z' });
    const approved = (pay: Handler): Handler => (m, url, body) => {
      if (m === 'POST' && url.pathname === '/api/commission-payout/pay-billplz') return pay(m, url, body);
      if (url.pathname === '/api/commission/payouts') return ok(payoutPage([approvedAina, approvedBudi]));
      return undefined;
    };
    const tickAllAndPay = async () => {
      const user = userEvent.setup();
      await screen.findAllByTestId('payout-row');
      await user.click(screen.getByTestId('payouts-select-all'));
      await user.click(screen.getByTestId('payouts-pay-billplz'));
      return user;
    };

    it('sends the ticked approved payouts after confirming the total, and reports each outcome', async () => {
      const calls = stubFetch(
        approved(() =>
          ok([
            { id: 501, ok: true, message: null },
            { id: 502, ok: false, message: 'The bank account changed since the request.' },
          ]),
        ),
      );
      renderAt('/commission-payout?tab=payouts&status=approved', routes);
      const user = await tickAllAndPay();
      const confirm = screen.getByTestId('payouts-confirm');
      expect(confirm).toHaveTextContent('Pay 2 payouts through Billplz?');
      expect(confirm).toHaveTextContent("2 payouts of RM 180.00 in all are sent to the agents' bank accounts through Billplz, paid from the company's credit.");
      expect(posts(calls)).toEqual([]);
      const before = lists(calls).length;
      await user.click(within(confirm).getByTestId('confirm-ok'));

      const result = await screen.findByTestId('payout-result');
      expect(posts(calls)).toEqual([['/api/commission-payout/pay-billplz', { ids: [501, 502] }]]);
      const [sent, refused] = within(result).getAllByTestId('payout-outcome');
      expect(sent).toHaveAttribute('data-ok', 'true');
      expect(sent).toHaveTextContent('Aina Ali · RM 100.00');
      expect(sent).toHaveTextContent('Sent to Billplz');
      expect(refused).toHaveAttribute('data-ok', 'false');
      expect(refused).toHaveTextContent('Budi Santoso · RM 80.00');
      expect(refused).toHaveTextContent('The bank account changed since the request.');
      expect(within(result).getByTestId('payout-result-summary')).toHaveTextContent('1 done, 1 not done.');
      await waitFor(() => expect(lists(calls).length).toBeGreaterThan(before));
    });

    it("shows Billplz's refusal of a batch larger than the credit in the dialog, with the way to top up", async () => {
      const message = 'The Billplz credit is RM 100.00; these payouts need RM 180.00. Top up the credit first.';
      const calls = stubFetch(approved(() => refused(422, message, undefined, 'not_enough_credit')));
      renderAt('/commission-payout?tab=payouts&status=approved', routes);
      const user = await tickAllAndPay();
      const confirm = screen.getByTestId('payouts-confirm');
      expect(within(confirm).queryByTestId('payouts-to-money')).toBeNull();
      await user.click(within(confirm).getByTestId('confirm-ok'));

      expect(await within(confirm).findByTestId('confirm-error')).toHaveTextContent(message);
      expect(posts(calls)).toEqual([['/api/commission-payout/pay-billplz', { ids: [501, 502] }]]);
      expect(screen.queryByTestId('payout-outcome')).toBeNull();
      // Nothing was sent: the payouts stay ticked and approved.
      expect(screen.getByTestId('payouts-selected-count')).toHaveTextContent('2 selected');
      const toMoney = within(confirm).getByTestId('payouts-to-money');
      expect(toMoney).toHaveTextContent('Top up the credit');
      await user.click(toMoney);
      expect(screen.getByTestId('location')).toHaveTextContent('/commission-payout?tab=money');
    });

    it('shows the server message when the company has no Billplz account', async () => {
      stubFetch(approved(() => refused(422, 'Set up a Billplz account under Integration first.', undefined, 'billplz_not_set_up')));
      renderAt('/commission-payout?tab=payouts&status=approved', routes);
      const user = await tickAllAndPay();
      const confirm = screen.getByTestId('payouts-confirm');
      await user.click(within(confirm).getByTestId('confirm-ok'));
      expect(await within(confirm).findByTestId('confirm-error')).toHaveTextContent('Set up a Billplz account under Integration first.');
      expect(within(confirm).queryByTestId('payouts-to-money')).toBeNull();
    });

    it('is not offered for requested payouts, nor to staff', async () => {
      stubFetch(queue());
      renderAt('/commission-payout?tab=payouts', routes);
      await screen.findAllByTestId('payout-row');
      expect(screen.queryByTestId('payouts-pay-billplz')).toBeNull();
      cleanup();
      stubFetch(approved(() => undefined));
      renderAt('/commission-payout?tab=payouts&status=approved', routes, { user: STAFF });
      await screen.findAllByTestId('payout-row');
      expect(screen.queryByTestId('payouts-pay-billplz')).toBeNull();
    });
  });

  it('lets staff read the queue without ticking, acting or downloading', async () => {
    stubFetch(queue());
    renderAt('/commission-payout?tab=payouts', routes, { user: STAFF });
    expect(await screen.findAllByTestId('payout-row')).toHaveLength(2);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('payouts-bulk-bar')).toBeNull();
    expect(screen.queryByTestId('payouts-export')).toBeNull();
  });
});

describe('the /commission-payout routes', () => {
  const element = async (path: string) => {
    const route = matchRoutes(commissionRoutes, path)?.at(-1)?.route as RouteObject;
    const loaded = await (route.lazy as () => Promise<{ element: ReactElement<{ area: string; allow: (u: UserDetail) => boolean; children: ReactElement }> }>)();
    return loaded.element;
  };

  it('are the HQ side\'s, and show the same details, check and statement pages as /commission', async () => {
    for (const [path, same] of [
      ['/commission-payout/details', '/commission/details'],
      ['/commission-payout/check-calculation', '/commission/check-calculation'],
      ['/commission-payout/income-statement', '/commission/income-statement'],
      ['/commission-payout', null],
      ['/ejenpay-topup/500.00', null],
    ] as const) {
      const e = await element(path);
      expect(e.props.area, path).toBe('commission');
      expect([HQ_USER, STAFF, AGENT_USER].map(e.props.allow), path).toEqual([true, true, false]);
      if (same) expect(e.props.children.type, path).toBe((await element(same)).props.children.type);
    }
  });
});
