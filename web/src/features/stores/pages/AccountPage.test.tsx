import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, AGENT_USER, hqStore, ok, refused, renderAt, stubFetch, STAFF_USER, store } from '../test-utils';
import { AccountPage } from './AccountPage';

const routes = [
  { path: '/go-affiliate/account', element: <AccountPage program="affiliate" /> },
  { path: '/e-koop/account', element: <AccountPage program="ekoop" /> },
];

const answer = (a: ReturnType<typeof account>) => stubFetch((_m, url) => (url.pathname === `/api/store-program/${a.program}/account` ? ok(a) : undefined));

describe('/P/account for an agent', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a pending store as waiting for HQ, its link not yet shared', async () => {
    answer(account('affiliate', { store: store({ status: 'pending', approvedAt: null }) }));
    renderAt('/go-affiliate/account', routes, { user: AGENT_USER, state: { joined: true } });
    expect(await screen.findByTestId('store-status')).toHaveTextContent('Waiting for HQ');
    expect(screen.getByTestId('store-joined')).toHaveTextContent("waiting for HQ's approval");
    expect(screen.getByTestId('store-status-text')).toHaveTextContent('HQ is reviewing your store.');
    expect(screen.getByTestId('store-link')).toHaveTextContent(`${window.location.origin}/s/kedai-aina`);
    expect(screen.getByTestId('store-link-inactive')).toBeInTheDocument();
    expect(screen.queryByTestId('store-link-whatsapp')).toBeNull();
    expect(screen.queryByTestId('store-review-note')).toBeNull();
    expect(screen.getByTestId('store-setup-link')).toHaveAttribute('href', '/go-affiliate/setup');
    expect(screen.getByTestId('store-summary-link')).toHaveAttribute('href', '/go-affiliate/store-summary');
    expect(screen.queryByTestId('store-banners-link')).toBeNull();
  });

  it("shows a rejected store with HQ's note and the way to fix it", async () => {
    answer(account('ekoop', { store: store({ program: 'ekoop', status: 'rejected', approvedAt: null, reviewNote: 'Please use the school’s full name.', schoolName: 'SK Damai' }) }));
    renderAt('/e-koop/account', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('store-status')).toHaveTextContent('Rejected');
    expect(screen.getByTestId('store-review-note')).toHaveTextContent("HQ's notePlease use the school’s full name.");
    expect(screen.getByTestId('store-fix-link')).toHaveAttribute('href', '/e-koop/setup');
    expect(screen.getByTestId('store-banners-link')).toHaveAttribute('href', '/e-koop/banner');
    expect(screen.getByTestId('store-details')).toHaveTextContent('SK Damai');
  });

  it('shows a suspended store with the note', async () => {
    answer(account('affiliate', { store: store({ status: 'suspended', reviewNote: 'Unpaid orders.' }) }));
    renderAt('/go-affiliate/account', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('store-status')).toHaveTextContent('Suspended');
    expect(screen.getByTestId('store-review-note')).toHaveTextContent('Unpaid orders.');
    expect(screen.queryByTestId('store-fix-link')).toBeNull();
  });

  it('shares an open store: copy, the share sheet and WhatsApp', async () => {
    answer(account('affiliate', { store: store() }));
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup(); // before the stubs: user-event brings a clipboard of its own
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderAt('/go-affiliate/account', routes, { user: AGENT_USER });
    const url = `${window.location.origin}/s/kedai-aina`;
    expect(await screen.findByTestId('store-status')).toHaveTextContent('Open');
    expect(screen.queryByTestId('store-link-inactive')).toBeNull();
    expect(screen.getByTestId('store-link-whatsapp')).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Visit my store Kedai Aina: ${url}`)}`);
    await user.click(screen.getByTestId('store-link-copy'));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByTestId('store-link-status')).toHaveTextContent('Link copied.');
    await user.click(screen.getByTestId('store-link-share'));
    expect(share).toHaveBeenCalledWith({ title: 'Kedai Aina', text: 'Serum and more', url });
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('sends an agent without a store to join, or says the program is not offered', async () => {
    answer(account('affiliate'));
    renderAt('/go-affiliate/account', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('store-join-link')).toHaveAttribute('href', '/go-affiliate/register');
    cleanup();
    vi.unstubAllGlobals();
    answer(account('affiliate', { offered: false }));
    renderAt('/go-affiliate/account', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('store-not-offered')).toBeInTheDocument();
    expect(screen.queryByTestId('store-join-link')).toBeNull();
  });
});

describe("/P/account for HQ: the program's stores", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const page = (rows = [hqStore({ id: 5 }), hqStore({ id: 6, name: 'Kedai Budi', slug: 'kedai-budi', path: '/s/kedai-budi', status: 'active', agentName: 'Budi' })]) => ({ total: rows.length, page: 1, perPage: 20, rows });

  it('lists the stores with the decisions each status allows, and filters by status', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/store-program/affiliate/stores' ? ok(page()) : undefined));
    renderAt('/go-affiliate/account', routes);
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('hq-store-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByTestId('store-status')).toHaveTextContent('Waiting for HQ');
    expect(within(cards[0]).getByTestId('hq-store-approve')).toBeInTheDocument();
    expect(within(cards[0]).getByTestId('hq-store-reject')).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('hq-store-suspend')).toBeInTheDocument();
    expect(within(cards[1]).queryByTestId('hq-store-approve')).toBeNull();
    expect(calls[0].url.searchParams.get('status')).toBeNull();

    await user.click(screen.getByTestId('tab-pending'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('pending'));
    expect(screen.getByTestId('location')).toHaveTextContent('/go-affiliate/account?status=pending');
  });

  it('searches once the typing settles', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/store-program/affiliate/stores' ? ok(page()) : undefined));
    renderAt('/go-affiliate/account', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('hq-store-card');
    await user.type(screen.getByTestId('hq-store-search'), 'budi');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('budi'));
    expect(calls.filter((c) => c.url.searchParams.get('search')).length).toBe(1);
  });

  it('needs a note to reject a store, then sends the decision', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/store-program/affiliate/stores') return ok(page());
      if (m === 'POST' && url.pathname === '/api/store-program/review') return ok(store({ status: 'rejected', reviewNote: 'Logo is blurry.' }));
      return undefined;
    });
    renderAt('/go-affiliate/account', routes);
    const user = userEvent.setup();
    const [first] = await screen.findAllByTestId('hq-store-card');
    await user.click(within(first).getByTestId('hq-store-reject'));
    const dialog = screen.getByTestId('review-dialog');
    expect(dialog).toHaveTextContent('Reject Kedai Aina?');
    await user.click(within(dialog).getByTestId('review-confirm'));
    expect(await within(dialog).findByTestId('field-error')).toHaveTextContent('Tell the agent why.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Note for the agent'), '  Logo is blurry. ');
    await user.click(within(dialog).getByTestId('review-confirm'));
    expect(await screen.findByTestId('hq-store-notice-success')).toHaveTextContent('Kedai Aina was rejected.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ storeId: 5, decision: 'reject', note: 'Logo is blurry.' });
  });

  it('approves without a note, and shows a refusal in the dialog', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/store-program/affiliate/stores') return ok(page());
      if (m === 'POST') return refused(409, 'The store is no longer waiting for a decision.', undefined, 'store_status');
      return undefined;
    });
    renderAt('/go-affiliate/account', routes, { user: STAFF_USER });
    const user = userEvent.setup();
    const [first] = await screen.findAllByTestId('hq-store-card');
    await user.click(within(first).getByTestId('hq-store-approve'));
    const dialog = screen.getByTestId('review-dialog');
    expect(within(dialog).getByLabelText('Note for the agent (optional)')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('review-confirm'));
    expect(await within(dialog).findByTestId('review-error')).toHaveTextContent('The store is no longer waiting for a decision.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ storeId: 5, decision: 'approve', note: '' });
  });
});
