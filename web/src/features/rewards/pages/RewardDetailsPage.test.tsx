import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, campaign, HQ_USER, ok, progress, redemption, refused, renderAt, stubFetch, type Answer } from '../test-utils';
import type { Campaign } from '../api/types';
import { RewardDetailsPage } from './RewardDetailsPage';
import { WinPrizePage } from './WinPrizePage';

const routes = [
  { path: '/point-rewards/reward-details', element: <RewardDetailsPage /> },
  { path: '/campaign/win-prize', element: <WinPrizePage /> },
];

function api(detail: () => Answer, redeem: () => Answer = () => ok(redemption(), 'Reward redeemed')) {
  return stubFetch((method, url) => {
    if (method === 'GET' && url.pathname === '/api/game/campaign/campaign-detail') return detail();
    if (method === 'POST' && url.pathname === '/api/game/campaign/redeem-point') return redeem();
    return undefined;
  });
}

const redeemable = (patch: Partial<Campaign> = {}) => campaign({ me: progress({ balance: '250.00', percent: 100, canRedeem: true, refusal: '' }), ...patch });
const location = () => screen.getByTestId('location');

describe('/point-rewards/reward-details', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the campaign in full: banner, description, folded terms, reward, points, dates, limits and progress', async () => {
    const calls = api(() => ok(campaign()));
    renderAt('/point-rewards/reward-details?id=7', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Raya voucher');
    expect(calls[0].url.searchParams.get('id')).toBe('7');
    expect(screen.getByTestId('campaign-banner-image')).toHaveAttribute('src', '/media/campaigns/7.jpg');
    expect(screen.getByTestId('details-description')).toHaveTextContent('Spend your points on a voucher');
    expect(screen.getByTestId('details-reward')).toHaveTextContent('RM 10 voucher');
    expect(screen.getByTestId('details-reward-value')).toHaveTextContent('RM 10.00 off · min. spend RM 50.00 · valid 30 days');
    expect(screen.getByTestId('details-points')).toHaveTextContent('200 points');
    expect(screen.getByTestId('fact-dates')).toHaveTextContent(/1 Nov 2026 – 31 Dec 2026/);
    expect(screen.getByTestId('fact-limit')).toHaveTextContent('1 per agent each month');
    expect(screen.getByTestId('fact-quota')).toHaveTextContent('5 of 50 left');
    expect(screen.getByTestId('fact-yours')).toHaveTextContent('0 of 1 this period');
    const terms = screen.getByTestId('details-terms');
    expect(terms.tagName).toBe('DETAILS');
    expect(terms).not.toHaveAttribute('open');
    await userEvent.setup().click(within(terms).getByText('Terms and conditions'));
    expect(terms).toHaveAttribute('open');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByTestId('details-redeem-button')).toBeDisabled();
    expect(screen.getByTestId('details-redeem-refusal')).toHaveTextContent('80 points more needed to redeem.');
  });

  it('asks first, redeems with the campaign id and opens the reward won with its voucher code', async () => {
    const user = userEvent.setup();
    const calls = api(() => ok(redeemable()));
    renderAt('/point-rewards/reward-details?id=7', routes, { user: AGENT_USER });
    await user.click(await screen.findByTestId('details-redeem-button'));
    const dialog = screen.getByTestId('redeem-dialog');
    expect(within(dialog).getByTestId('redeem-confirm-text')).toHaveTextContent('Redeem RM 10 voucher for 200 points? You will have 50 points left.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, redeem' }));

    await waitFor(() => expect(location()).toHaveTextContent('/campaign/win-prize?id=31'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url.pathname, c.body])).toEqual([['/api/game/campaign/redeem-point', { campaignId: 7 }]]);
    expect(await screen.findByTestId('prize-reward')).toHaveTextContent('RM 10 voucher');
    expect(screen.getByTestId('prize-campaign')).toHaveTextContent('From Raya voucher');
    expect(screen.getByTestId('voucher-code')).toHaveTextContent('RWD-7K2Q-9XPA');
    expect(screen.getByTestId('prize-points')).toHaveTextContent('200 points');
    expect(screen.getByTestId('prize-valid-until')).toHaveTextContent(/Valid until 26 Dec 2026/);
    expect(screen.getByTestId('redemption-status')).toHaveTextContent('Issued');
    // The redemption came in the navigation state: no search for it.
    expect(calls.some((c) => c.url.pathname === '/api/game/campaign/history-redeem')).toBe(false);
  });

  it('shows the server’s message when the redemption is refused (409), and stays', async () => {
    const user = userEvent.setup();
    api(
      () => ok(redeemable()),
      () => refused(409, 'Sorry, the last one has just been redeemed.', undefined, 'campaign_sold_out'),
    );
    renderAt('/point-rewards/reward-details?id=7', routes, { user: AGENT_USER });
    await user.click(await screen.findByTestId('details-redeem-button'));
    await user.click(within(screen.getByTestId('redeem-dialog')).getByRole('button', { name: 'Yes, redeem' }));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent('Sorry, the last one has just been redeemed.');
    expect(location()).toHaveTextContent('/point-rewards/reward-details?id=7');
  });

  it('is a friendly "not found" for a campaign the agent may not see (404), without a console error', async () => {
    const error = vi.spyOn(console, 'error');
    api(() => refused(404, 'Not found'));
    renderAt('/point-rewards/reward-details?id=99', routes, { user: AGENT_USER });
    const notFound = await screen.findByTestId('reward-not-found');
    expect(notFound).toHaveTextContent('Reward not found');
    expect(within(notFound).getByRole('link', { name: 'Back to rewards' })).toHaveAttribute('href', '/point-rewards');
    expect(screen.queryByTestId('load-error')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('is "not found" without calling for a missing or bad id', async () => {
    for (const path of ['/point-rewards/reward-details', '/point-rewards/reward-details?id=abc', '/point-rewards/reward-details?id=0']) {
      const calls = api(() => ok(campaign()));
      renderAt(path, routes, { user: AGENT_USER });
      expect(await screen.findByTestId('reward-not-found'), path).toBeInTheDocument();
      expect(calls, path).toEqual([]);
      cleanup();
    }
  });

  it('shows HQ the campaign without progress or a Redeem button', async () => {
    api(() => ok(campaign({ me: null })));
    renderAt('/point-rewards/reward-details?id=7', routes, { user: HQ_USER });
    expect(await screen.findByTestId('details-hq-note')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
    expect(screen.queryByTestId('fact-yours')).toBeNull();
  });
});
