import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, entry, HQ_USER, ok, pointsHistory, redemption, redemptionPage, renderAt, stubFetch } from '../test-utils';
import type { PointsHistory, RedemptionPage } from '../api/types';
import { PointHistoryPage } from './PointHistoryPage';
import { RedeemedRewardsPage } from './RedeemedRewardsPage';

const routes = [
  { path: '/point-rewards/point-history', element: <PointHistoryPage /> },
  { path: '/campaign/point-history', element: <PointHistoryPage /> },
  { path: '/point-rewards/redeemed-rewards', element: <RedeemedRewardsPage /> },
  { path: '/campaign/redeemed-history', element: <RedeemedRewardsPage /> },
];

function api(answers: { points?: (url: URL) => PointsHistory; redeemed?: (url: URL) => RedemptionPage }) {
  return stubFetch((method, url) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === '/api/game/campaign/history-point' && answers.points) return ok(answers.points(url));
    if (url.pathname === '/api/game/campaign/history-redeem' && answers.redeemed) return ok(answers.redeemed(url));
    return undefined;
  });
}

const ENTRIES = [
  entry(),
  entry({ id: 502, kind: 'redemption', orderId: null, orderNumber: null, points: '-200.00', reason: 'Redeemed: Raya voucher', createdAt: '2026-11-26T03:15:00Z' }),
  entry({ id: 503, kind: 'reversal', orderId: 9002, orderNumber: 'SO-2026-0050', points: '-12.50', reason: 'Order SO-2026-0050 refunded' }),
];

describe('point history', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the agent’s balance, then each entry with its day, reason, order link and signed points, green in and red out', async () => {
    const calls = api({ points: () => pointsHistory(ENTRIES, { owed: '8.00' }) });
    renderAt('/point-rewards/point-history', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('history-balance-points')).toHaveTextContent('120 points');
    expect(screen.getByTestId('points-owed')).toHaveTextContent('You owe 8 points');
    const rows = screen.getAllByTestId('points-entry');
    expect(rows).toHaveLength(3);
    const points = screen.getAllByTestId('entry-points');
    expect(points.map((p) => p.textContent)).toEqual(['+50 points', '\u2212200 points', '\u221212.5 points']);
    expect(points.map((p) => p.dataset.sign)).toEqual(['credit', 'debit', 'debit']);
    expect(points[0]).toHaveClass('text-emerald-700');
    expect(points[1]).toHaveClass('text-red-700');
    expect(within(rows[0]).getByTestId('entry-reason')).toHaveTextContent('Order SO-2026-0042 completed');
    expect(within(rows[0]).getByRole('link', { name: 'Order SO-2026-0042' })).toHaveAttribute('href', '/manage-orders/order-details?id=9001');
    expect(within(rows[1]).queryByTestId('entry-order')).toBeNull();
    expect(within(rows[2]).getByText('Refund')).toBeInTheDocument();
    // An agent's own: no names, and no agentId in the call.
    expect(screen.queryByTestId('entry-agent')).toBeNull();
    expect(screen.queryByTestId('history-agent')).toBeNull();
    const url = calls[0].url;
    expect([url.searchParams.get('page'), url.searchParams.get('perPage'), url.searchParams.get('agentId')]).toEqual(['1', '20', null]);
  });

  it('pages with the app’s pager, in the address it was opened at', async () => {
    const user = userEvent.setup();
    const calls = api({ points: (url) => pointsHistory(ENTRIES, { total: 45, page: Number(url.searchParams.get('page')) }) });
    renderAt('/campaign/point-history', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('pager-status')).toHaveTextContent('Page 1 of 3');
    await user.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/campaign/point-history?page=2'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2'));
    expect(await screen.findByTestId('pager-status')).toHaveTextContent('Page 2 of 3');
  });

  it('shows HQ everyone’s entries with the agent’s name, and no balance until an agent is chosen', async () => {
    api({ points: () => pointsHistory([entry(), entry({ id: 510, agentId: 15, agentName: 'Budi Santoso', points: '30.00' })], { balance: '0.00' }) });
    renderAt('/point-rewards/point-history', routes, { user: HQ_USER });
    await screen.findAllByTestId('points-entry');
    expect(screen.getAllByTestId('entry-agent').map((e) => e.textContent)).toEqual(['Aina Ali', 'Budi Santoso']);
    expect(screen.queryByTestId('history-balance')).toBeNull();
    expect(screen.getByTestId('history-agent')).toBeInTheDocument();
  });

  it('reads one agent’s entries and balance for HQ from the address', async () => {
    const calls = api({ points: () => pointsHistory([entry()], { balance: '75.00' }) });
    renderAt('/point-rewards/point-history?agentId=12', routes, { user: HQ_USER });
    expect(await screen.findByTestId('history-balance-points')).toHaveTextContent('75 points');
    expect(calls.find((c) => c.url.pathname.endsWith('history-point'))?.url.searchParams.get('agentId')).toBe('12');
    expect(screen.queryByTestId('entry-agent')).toBeNull();
  });

  it('says when there are no points yet', async () => {
    api({ points: () => pointsHistory([]) });
    renderAt('/point-rewards/point-history', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('points-none')).toHaveTextContent('No points yet.');
  });
});

const REDEMPTIONS = [
  redemption(),
  redemption({ id: 32, rewardType: 'product', rewardName: 'Golf umbrella', campaignTitle: 'Umbrella', points: '100.00', voucherCode: null, voucherValidUntil: null, status: 'to_hand_over' }),
  redemption({ id: 33, rewardType: 'prize', rewardName: 'Langkawi trip', campaignTitle: 'Trip', points: '1000.00', voucherCode: null, voucherValidUntil: null, status: 'handed_over', handedOverAt: '2026-11-28T06:00:00Z' }),
];

describe('redeemed rewards', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each reward with its campaign, points, status and, for a voucher, its code', async () => {
    api({ redeemed: () => redemptionPage(REDEMPTIONS) });
    renderAt('/point-rewards/redeemed-rewards', routes, { user: AGENT_USER });
    const rows = await screen.findAllByTestId('redemption');
    expect(rows).toHaveLength(3);
    expect(screen.getAllByTestId('redemption-status').map((s) => s.textContent)).toEqual(['Issued', 'To hand over', 'Handed over']);
    expect(screen.getAllByTestId('redemption-status').map((s) => s.dataset.status)).toEqual(['issued', 'to_hand_over', 'handed_over']);
    expect(screen.getAllByTestId('redemption-points').map((p) => p.textContent)).toEqual(['\u2212200 points', '\u2212100 points', '\u22121,000 points']);
    expect(within(rows[0]).getByTestId('voucher-code')).toHaveTextContent('RWD-7K2Q-9XPA');
    expect(within(rows[0]).getByTestId('redemption-valid-until')).toHaveTextContent(/Valid until 26 Dec 2026/);
    expect(within(rows[1]).queryByTestId('voucher-code')).toBeNull();
    expect(within(rows[2]).getByTestId('redemption-handed-over')).toHaveTextContent(/Handed over on 28 Nov 2026/);
    expect(within(rows[1]).getByTestId('redemption-reward')).toHaveAttribute('href', '/campaign/win-prize?id=32');
    expect(within(rows[1]).getByTestId('redemption-campaign')).toHaveTextContent('Umbrella');
    expect(screen.queryByTestId('redemption-agent')).toBeNull();
  });

  it('shows HQ everyone’s with the agent’s name at the campaign address', async () => {
    api({ redeemed: () => redemptionPage([redemption(), redemption({ id: 40, agentId: 15, agentName: 'Budi Santoso', agentUsername: 'budi' })]) });
    renderAt('/campaign/redeemed-history', routes, { user: HQ_USER });
    await screen.findAllByTestId('redemption');
    expect(screen.getAllByTestId('redemption-agent').map((a) => a.textContent)).toEqual(['Aina Ali (aina)', 'Budi Santoso (budi)']);
  });

  it('invites an agent without rewards to find one', async () => {
    api({ redeemed: () => redemptionPage([]) });
    renderAt('/campaign/redeemed-history', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('redeemed-none')).toHaveTextContent('No rewards redeemed yet.');
    expect(screen.getByRole('link', { name: 'Find a reward' })).toHaveAttribute('href', '/point-rewards');
  });
});
