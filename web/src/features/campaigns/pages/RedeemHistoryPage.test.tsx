import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaign, ok, refused, redemption, renderAt, stubFetch } from '../test-utils';
import { RedeemHistoryPage } from './RedeemHistoryPage';

const routes = [{ path: '/campaign/redeem-history', element: <RedeemHistoryPage /> }];

describe('/campaign/redeem-history', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists redemptions, filters by status and campaign in the address, and marks a reward handed over', async () => {
    let handed = false;
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/game/campaign/list') return ok([campaign(), campaign({ id: 2, gameTitle: 'Gold sprint' })]);
      if (url.pathname === '/api/game/campaign/summary') return ok({ hq: null, agent: null, ongoing: 0 });
      if (url.pathname === '/api/game/campaign/history-redeem')
        return ok({
          items: [
            redemption({ status: handed ? 'handed_over' : 'to_hand_over', handedOverAt: handed ? '2026-03-06T02:00:00Z' : null }),
            redemption({ id: 12, rewardType: 'voucher', rewardName: 'RM 10 voucher', status: 'issued', voucherCode: 'RW-8K2P', voucherValidUntil: '2026-04-04T15:59:59Z', agentName: 'Siti Aminah', agentUsername: null }),
          ],
          total: 2,
          page: 1,
          perPage: 20,
        });
      if (url.pathname === '/api/game/campaign/hand-over' && m === 'POST') {
        handed = true;
        return ok(redemption({ id: (body as { id: number }).id, status: 'handed_over' }), 'Saved');
      }
      return undefined;
    });
    renderAt('/campaign/redeem-history', routes);
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('redemption-card');
    expect(cards).toHaveLength(2);
    expect(screen.getAllByTestId('redemption-row')).toHaveLength(2);

    const budi = within(cards[0]);
    expect(budi.getByText('Budi Santoso')).toBeInTheDocument();
    expect(budi.getByText('Serum gift box')).toBeInTheDocument();
    expect(budi.getByText('150 points')).toBeInTheDocument();
    expect(budi.getByTestId('redemption-status')).toHaveTextContent('To hand over');
    expect(within(cards[1]).getByTestId('redemption-voucher')).toHaveTextContent('RW-8K2P');
    expect(within(cards[1]).queryByTestId('redemption-hand-over')).toBeNull();

    await user.click(budi.getByRole('button', { name: 'Mark handed over: Serum gift box, Budi Santoso' }));
    expect(await screen.findByTestId('redeem-notice-success')).toHaveTextContent('Serum gift box for Budi Santoso is marked handed over.');
    expect(calls.find((c) => c.url.pathname === '/api/game/campaign/hand-over')?.body).toEqual({ id: 11 });
    await waitFor(() => expect(within(screen.getAllByTestId('redemption-card')[0]).getByTestId('redemption-status')).toHaveTextContent('Handed over'));
    expect(calls.filter((c) => c.url.pathname === '/api/game/campaign/history-redeem').length).toBeGreaterThanOrEqual(2);

    await user.selectOptions(screen.getByLabelText('Status'), 'to_hand_over');
    expect(screen.getByTestId('location')).toHaveTextContent('/campaign/redeem-history?status=to_hand_over');
    await waitFor(() => expect(screen.getByLabelText('Campaign')).toHaveTextContent('Gold sprint'));
    await user.selectOptions(screen.getByLabelText('Campaign'), '2');
    expect(screen.getByTestId('location')).toHaveTextContent('/campaign/redeem-history?status=to_hand_over&campaignId=2');
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/game/campaign/history-redeem').at(-1);
      expect(last?.url.search).toBe('?status=to_hand_over&campaignId=2&page=1&perPage=20');
    });
  });

  it('pages through the redemptions', async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/game/campaign/list') return ok([]);
      if (url.pathname === '/api/game/campaign/history-redeem') {
        const page = Number(url.searchParams.get('page'));
        return ok({ items: [redemption({ id: page, agentName: `Agent ${page}` })], total: 45, page, perPage: 20 });
      }
      return undefined;
    });
    renderAt('/campaign/redeem-history', routes);
    const user = userEvent.setup();
    expect(await screen.findByTestId('pager-summary')).toHaveTextContent('1–20 of 45');
    await user.click(screen.getByTestId('pager-next'));
    expect(screen.getByTestId('location')).toHaveTextContent('/campaign/redeem-history?page=2');
    await waitFor(() => expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 2 of 3'));
    expect(calls.some((c) => c.url.searchParams.get('page') === '2')).toBe(true);
  });

  it("shows the server's refusal of a hand-over", async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/game/campaign/list') return ok([]);
      if (url.pathname === '/api/game/campaign/history-redeem') return ok({ items: [redemption()], total: 1, page: 1, perPage: 20 });
      if (url.pathname === '/api/game/campaign/hand-over') return refused(409, 'This reward is already handed over.');
      return undefined;
    });
    renderAt('/campaign/redeem-history', routes);
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('redemption-card');
    await user.click(within(cards[0]).getByTestId('redemption-hand-over'));
    expect(await screen.findByTestId('redeem-notice-error')).toHaveTextContent('This reward is already handed over.');
  });

  it('says so when there are no redemptions', async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/game/campaign/list') return ok([]);
      if (url.pathname === '/api/game/campaign/history-redeem') return ok({ items: [], total: 0, page: 1, perPage: 20 });
      return undefined;
    });
    renderAt('/campaign/redeem-history?status=issued', routes);
    expect(await screen.findByTestId('redemptions-empty')).toHaveTextContent('No redemptions match these filters.');
  });
});
