import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { AGENT_USER, campaign, HQ_USER, ok, progress, renderAt, stubFetch, summary } from '../test-utils';
import type { Campaign, CampaignSummary } from '../api/types';
import { PointRewardsPage } from './PointRewardsPage';

const routes = [{ path: '/point-rewards', element: <PointRewardsPage /> }];

function api(answers: { summary?: CampaignSummary; active?: Campaign[] } = {}) {
  return stubFetch((method, url) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === '/api/game/campaign/summary') return ok(answers.summary ?? summary());
    if (url.pathname === '/api/game/campaign/get-active') return ok(answers.active ?? []);
    return undefined;
  });
}

const card = (id: number) => screen.getAllByTestId('campaign-card').find((c) => c.dataset.id === String(id)) as HTMLElement;

describe('/point-rewards', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the agent’s balance, earned and redeemed, and the ways to their histories', async () => {
    api();
    renderAt('/point-rewards', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('120points');
    expect(screen.getByTestId('points-earned')).toHaveTextContent('520');
    expect(screen.getByTestId('points-redeemed')).toHaveTextContent('400');
    expect(screen.queryByTestId('points-owed')).toBeNull();
    expect(screen.getByTestId('link-point-history')).toHaveAttribute('href', '/point-rewards/point-history');
    expect(screen.getByTestId('link-redeemed')).toHaveAttribute('href', '/point-rewards/redeemed-rewards');
    expect(screen.getByTestId('link-campaigns')).toHaveAttribute('href', '/campaign-list');
  });

  it('explains points owed, only when some are', async () => {
    api({ summary: summary({ agent: { balance: '0.00', owed: '8.00', earned: '50.00', redeemed: '200.00' } }) });
    renderAt('/point-rewards', routes, { user: AGENT_USER });
    const owed = await screen.findByTestId('points-owed');
    expect(owed).toHaveTextContent('You owe 8 points');
    expect(owed).toHaveTextContent('They are taken from your next points.');
  });

  it('lists the rewards with progress, quota and a Redeem button: enabled when the agent may, else disabled with the reason', async () => {
    api({
      active: [
        campaign(),
        campaign({ id: 8, gameTitle: 'Umbrella', rewardType: 'product', rewardName: 'Golf umbrella', productName: 'Golf umbrella', pointRequired: '100.00', maxRedeem: null, remaining: null, me: progress({ percent: 100, canRedeem: true, refusal: '', balance: '120.00' }) }),
        campaign({ id: 9, gameTitle: 'Trip', rewardName: 'Langkawi trip', remaining: 0, me: progress({ refusal: 'campaign_sold_out' }) }),
      ],
    });
    renderAt('/point-rewards', routes, { user: AGENT_USER });
    await screen.findAllByTestId('campaign-card');
    // The one the agent may redeem comes first.
    expect(screen.getAllByTestId('campaign-card').map((c) => c.dataset.id)).toEqual(['8', '7', '9']);

    const voucher = card(7);
    expect(within(voucher).getByTestId('campaign-link')).toHaveAttribute('href', '/point-rewards/reward-details?id=7');
    expect(within(voucher).getByTestId('campaign-link')).toHaveTextContent('Raya voucher');
    expect(within(voucher).getByTestId('campaign-reward')).toHaveTextContent('RM 10 voucher');
    expect(within(voucher).getByTestId('campaign-points')).toHaveTextContent('200 points');
    expect(within(voucher).getByTestId('campaign-quota')).toHaveTextContent('5 left');
    expect(within(voucher).getByTestId('campaign-banner-image')).toHaveAttribute('src', '/media/campaigns/7-thumb.jpg');
    const bar = within(voucher).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(within(voucher).getByTestId('points-progress-figures')).toHaveTextContent('120 of 200 points');
    const button = within(voucher).getByRole('button', { name: 'Redeem' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('80 points more needed to redeem.');

    expect(within(card(8)).getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(within(card(8)).queryByTestId('redeem-refusal')).toBeNull();
    expect(within(card(8)).getByTestId('points-progress-figures')).toHaveTextContent('100 of 100 points');

    expect(within(card(9)).getByTestId('campaign-quota')).toHaveTextContent('Sold out');
    expect(within(card(9)).getByTestId('redeem-refusal')).toHaveTextContent('Sold out: every reward has been redeemed.');
  });

  it('translates the refusal into Malay', async () => {
    const { default: i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('my');
    try {
      api({ active: [campaign({ me: progress({ refusal: 'redeem_limit_reached' }) })] });
      renderAt('/point-rewards', routes, { user: AGENT_USER });
      expect(await screen.findByTestId('redeem-refusal')).toHaveTextContent('Anda telah menebus had yang dibenarkan buat masa ini.');
      expect(screen.getByRole('button', { name: 'Tebus' })).toBeDisabled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when nothing can be redeemed now', async () => {
    api({ active: [] });
    renderAt('/point-rewards', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('no-active')).toHaveTextContent('There are no rewards to redeem right now.');
    expect(screen.getByTestId('see-upcoming')).toHaveAttribute('href', '/campaign-list?state=upcoming');
  });

  it('shows HQ its figures and the campaigns without progress or buttons', async () => {
    api({
      summary: summary({ agent: null, hq: { ongoing: 2, upcoming: 1, expired: 4, redemptions: 17, pointsRedeemed: '3400.00', toHandOver: 3, pointsOutstanding: '12500.50' } }),
      active: [campaign({ me: null })],
    });
    renderAt('/point-rewards', routes, { user: HQ_USER });
    expect(await screen.findByTestId('hq-figures')).toBeInTheDocument();
    expect(screen.getByTestId('hq-toHandOver')).toHaveTextContent('3');
    expect(screen.getByTestId('hq-pointsOutstanding')).toHaveTextContent('12,500.5');
    expect(screen.queryByTestId('points-balance-card')).toBeNull();
    await screen.findByTestId('campaign-card');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
  });
});
