import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, campaign, ok, progress, renderAt, stubFetch } from '../test-utils';
import { CampaignListPage } from './CampaignListPage';

const routes = [{ path: '/campaign-list', element: <CampaignListPage /> }];

function api() {
  return stubFetch((method, url) => {
    if (method !== 'GET' || url.pathname !== '/api/game/campaign/list') return undefined;
    const state = url.searchParams.get('state');
    if (state === 'upcoming') return ok([campaign({ id: 20, state: 'upcoming', gameTitle: 'Merdeka', startDate: '2027-08-01', endDate: '2027-08-31', me: progress({ refusal: 'campaign_not_started' }) })]);
    if (state === 'expired') return ok([campaign({ id: 21, state: 'expired', gameTitle: 'CNY', me: progress({ refusal: 'campaign_ended' }) })]);
    return ok([campaign()]);
  });
}

describe('/campaign-list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the ongoing ones first, then each tab from the address: upcoming with the start date, expired greyed without a button', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAt('/campaign-list', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('campaign-card')).toHaveAttribute('data-state', 'ongoing');
    expect(screen.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true');
    expect(calls[0].url.searchParams.get('state')).toBe('ongoing');

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/campaign-list?state=upcoming'));
    const upcoming = await screen.findByText('Merdeka');
    const card = upcoming.closest('[data-testid="campaign-card"]') as HTMLElement;
    expect(within(card).getByTestId('campaign-dates')).toHaveTextContent(/Starts 1 Aug 2027/);
    expect(within(card).getByTestId('redeem-refusal')).toHaveTextContent('This campaign has not started yet.');

    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    const expired = (await screen.findByText('CNY')).closest('[data-testid="campaign-card"]') as HTMLElement;
    expect(expired).toHaveClass('opacity-75');
    expect(within(expired).getByTestId('campaign-dates')).toHaveTextContent(/Ended 31 Dec 2026/);
    expect(within(expired).queryByRole('button')).toBeNull();
    expect(within(expired).getByTestId('campaign-link')).toHaveAttribute('href', '/point-rewards/reward-details?id=21');
  });
});
