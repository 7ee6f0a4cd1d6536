import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, renderAt, stubFetch, voucher } from '../test-utils';
import { VouchersPage } from './VouchersPage';

const routes = [{ path: '/voucher', element: <VouchersPage /> }];

const list = [
  voucher(),
  voucher({ id: 2, voucherName: 'Member day', Code: 'MEMBER-15', Type: 'percent', Disc: '15.00', MinPurchase: '0.00', UsgLimit: null, Quota: 50, usedCount: 0, freeShipping: true, firstOrder: true, package: true, status: 'upcoming', StartDate: '2026-04-01', StopDate: '2026-04-30' }),
  voucher({ id: 3, voucherName: 'Old promo', Code: 'OLD', status: 'suspended', usedCount: 3 }),
];

describe('/voucher', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each voucher with its code, discount, minimum, use of the quota, limit, dates and conditions', async () => {
    stubFetch((m, url) => (url.pathname === '/api/setup/voucher' && m === 'GET' ? ok(list) : undefined));
    renderAt('/voucher', routes);
    const cards = await screen.findAllByTestId('voucher-card');
    expect(cards).toHaveLength(3);

    const raya = within(cards[0]);
    expect(raya.getByText('Raya sale')).toBeInTheDocument();
    expect(raya.getByTestId('voucher-code')).toHaveTextContent('RAYA10');
    expect(raya.getByText('RM 10.00 off')).toBeInTheDocument();
    expect(raya.getByText('Fixed amount')).toBeInTheDocument();
    expect(raya.getByText('Min. purchase RM 50.00')).toBeInTheDocument();
    expect(raya.getByText('12 of 100 used')).toBeInTheDocument();
    expect(raya.getByRole('progressbar', { name: 'Quota used: 12 of 100' })).toHaveAttribute('aria-valuenow', '12');
    expect(raya.getByText('2 uses per agent')).toBeInTheDocument();
    expect(raya.getByText('1 Mar 2026 – 31 Mar 2026')).toBeInTheDocument();
    expect(raya.getByText('Ongoing')).toBeInTheDocument();
    expect(raya.queryByTestId('voucher-flags')).toBeNull();

    const member = within(cards[1]);
    expect(member.getByText('15% off')).toBeInTheDocument();
    expect(member.getByText('No minimum purchase')).toBeInTheDocument();
    expect(member.getByText('No limit per agent')).toBeInTheDocument();
    expect(member.getByText('0 of 50 used')).toBeInTheDocument();
    expect(member.getByText('Free shipping')).toBeInTheDocument();
    expect(member.getByText('First order only')).toBeInTheDocument();
    expect(member.getByText('Package only')).toBeInTheDocument();
    expect(member.getByRole('link', { name: 'Edit: Member day' })).toHaveAttribute('href', '/voucher/edit?id=2');
    expect(member.getByRole('link', { name: 'History: Member day' })).toHaveAttribute('href', '/voucher/history?id=2');

    // The desktop table carries the same rows.
    expect(screen.getAllByTestId('voucher-row')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Ongoing (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Expired (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Suspended (1)' })).toBeInTheDocument();
  });

  it('filters by status tab, kept in the address', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/setup/voucher' ? ok(list) : undefined));
    renderAt('/voucher?status=upcoming', routes);
    const cards = await screen.findAllByTestId('voucher-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByText('Member day')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Expired (0)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/voucher?status=expired');
    expect(screen.getByTestId('vouchers-empty')).toHaveTextContent('No vouchers with this status.');
  });

  it('says so when there are no vouchers at all', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/setup/voucher' ? ok([]) : undefined));
    renderAt('/voucher', routes);
    expect(await screen.findByTestId('vouchers-empty')).toHaveTextContent('No vouchers yet.');
  });

  it('suspends and unsuspends, taking the list the server answers with', async () => {
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/setup/voucher' && m === 'GET') return ok(list);
      if (url.pathname === '/api/setup/voucher/suspend' && m === 'POST') {
        const { id, suspended } = body as { id: number; suspended: boolean };
        return ok(list.map((v) => (v.id === id ? { ...v, status: suspended ? 'suspended' : 'ongoing' } : v)), 'Saved');
      }
      return undefined;
    });
    renderAt('/voucher', routes);
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('voucher-card');
    await user.click(within(cards[0]).getByRole('button', { name: 'Suspend: Raya sale' }));
    expect(await screen.findByTestId('voucher-notice-success')).toHaveTextContent('“Raya sale” is suspended');
    expect(calls.find((c) => c.url.pathname === '/api/setup/voucher/suspend')?.body).toEqual({ id: 1, suspended: true });
    expect(within(screen.getAllByTestId('voucher-card')[0]).getByTestId('voucher-status')).toHaveTextContent('Suspended');
    expect(screen.getByRole('tab', { name: 'Suspended (2)' })).toBeInTheDocument();
    // No second GET: the answer replaced the list.
    expect(calls.filter((c) => c.url.pathname === '/api/setup/voucher' && c.method === 'GET')).toHaveLength(1);

    await user.click(within(screen.getAllByTestId('voucher-card')[2]).getByRole('button', { name: 'Unsuspend: Old promo' }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/setup/voucher/suspend')).toHaveLength(2));
    expect(calls.filter((c) => c.url.pathname === '/api/setup/voucher/suspend')[1].body).toEqual({ id: 3, suspended: false });
  });

  it("shows 'Voucher not found' when suspending a voucher that is gone", async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/setup/voucher' && m === 'GET') return ok(list);
      if (url.pathname === '/api/setup/voucher/suspend') return refused(404, 'Data not found', undefined, 'not_found');
      return undefined;
    });
    renderAt('/voucher', routes);
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('voucher-card');
    await user.click(within(cards[0]).getByRole('button', { name: 'Suspend: Raya sale' }));
    expect(await screen.findByTestId('voucher-notice-error')).toHaveTextContent('Voucher not found');
  });

  it("asks before deleting and shows the server's refusal of a used voucher", async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/setup/voucher' && m === 'GET') return ok(list);
      if (url.pathname === '/api/setup/voucher/delete' && m === 'DELETE') {
        return url.searchParams.get('id') === '1'
          ? refused(422, 'This voucher has been used; suspend it instead.', undefined, 'voucher_used')
          : ok(list.filter((v) => v.id !== 2), 'Saved');
      }
      return undefined;
    });
    renderAt('/voucher', routes);
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('voucher-card');

    await user.click(within(cards[0]).getByRole('button', { name: 'Delete: Raya sale' }));
    const dialog = screen.getByTestId('voucher-delete-dialog');
    expect(within(dialog).getByText('“Raya sale” (RAYA10) will be deleted. This cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByText('A voucher that has been used cannot be deleted; suspend it instead.')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('confirm-ok'));
    expect(await within(dialog).findByTestId('confirm-error')).toHaveTextContent('This voucher has been used; suspend it instead.');
    await user.click(within(dialog).getByTestId('confirm-cancel'));

    await user.click(within(screen.getAllByTestId('voucher-card')[1]).getByRole('button', { name: 'Delete: Member day' }));
    expect(within(dialog).queryByText('A voucher that has been used cannot be deleted; suspend it instead.')).toBeNull();
    await user.click(within(dialog).getByTestId('confirm-ok'));
    expect(await screen.findByTestId('voucher-notice-success')).toHaveTextContent('“Member day” was deleted.');
    expect(screen.getAllByTestId('voucher-card')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.search)).toEqual(['?id=1', '?id=2']);
  });

  it("shows 'Voucher not found' when deleting an unknown voucher", async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/setup/voucher' && m === 'GET') return ok(list);
      if (url.pathname === '/api/setup/voucher/delete') return refused(404, 'Voucher not found', undefined, 'not_found');
      return undefined;
    });
    renderAt('/voucher', routes);
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('voucher-card');
    await user.click(within(cards[1]).getByRole('button', { name: 'Delete: Member day' }));
    await user.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent('Voucher not found');
  });

  it('copies a code', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/setup/voucher' ? ok(list) : undefined));
    renderAt('/voucher', routes);
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const cards = await screen.findAllByTestId('voucher-card');
    await user.click(within(cards[1]).getByRole('button', { name: 'Copy code MEMBER-15' }));
    expect(writeText).toHaveBeenCalledWith('MEMBER-15');
    expect(within(cards[1]).getByTestId('voucher-copy-status')).toHaveTextContent('Code MEMBER-15 copied.');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('confirms a save the form sent back', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/setup/voucher' ? ok(list) : undefined));
    renderAt('/voucher', routes, { state: { saved: true } });
    expect(await screen.findByTestId('voucher-notice-success')).toHaveTextContent('Voucher saved.');
  });
});
