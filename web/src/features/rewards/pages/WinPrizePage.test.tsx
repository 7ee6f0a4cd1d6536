import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, ok, redemption, redemptionPage, renderAt, stubFetch } from '../test-utils';
import type { RedemptionPage } from '../api/types';
import { WinPrizePage } from './WinPrizePage';

const routes = [{ path: '/campaign/win-prize', element: <WinPrizePage /> }];

function api(page: RedemptionPage) {
  return stubFetch((method, url) => (method === 'GET' && url.pathname === '/api/game/campaign/history-redeem' ? ok(page) : undefined));
}

const UMBRELLA = redemption({ id: 32, rewardType: 'product', rewardName: 'Golf umbrella', campaignTitle: 'Umbrella', points: '100.00', voucherCode: null, voucherValidUntil: null, status: 'to_hand_over' });

describe('/campaign/win-prize', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('finds the reward by id among the latest when it did not come with the navigation (a reload)', async () => {
    const calls = api(redemptionPage([redemption(), UMBRELLA]));
    renderAt('/campaign/win-prize?id=32', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('prize-reward')).toHaveTextContent('Golf umbrella');
    expect(calls[0].url.searchParams.get('perPage')).toBe('100');
    expect(screen.getByTestId('prize-hand-over')).toHaveTextContent('HQ will hand this reward over to you.');
    expect(screen.getByTestId('redemption-status')).toHaveTextContent('To hand over');
    expect(screen.queryByTestId('voucher-code')).toBeNull();
  });

  it('copies a voucher code and links to the shop', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/campaign/win-prize?id=31', routes, { user: AGENT_USER, state: { redemption: redemption() } });
    expect(screen.getByTestId('voucher-code')).toHaveTextContent('RWD-7K2Q-9XPA');
    expect(screen.getByTestId('prize-shop')).toHaveAttribute('href', '/my-shop');
    await user.click(screen.getByRole('button', { name: 'Copy the voucher code RWD-7K2Q-9XPA' }));
    expect(writeText).toHaveBeenCalledWith('RWD-7K2Q-9XPA');
    expect(screen.getByTestId('voucher-copy-status')).toHaveTextContent('The code is copied.');
  });

  it('is "not found" for an id that is not the agent’s', async () => {
    api(redemptionPage([redemption()]));
    renderAt('/campaign/win-prize?id=77', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('prize-not-found')).toHaveTextContent('Reward not found');
  });

  it('lists the latest rewards won without an id', async () => {
    const calls = api(redemptionPage([redemption(), UMBRELLA]));
    renderAt('/campaign/win-prize', routes, { user: AGENT_USER });
    const items = await screen.findAllByTestId('prize-latest-item');
    expect(items.map((i) => i.getAttribute('href'))).toEqual(['/campaign/win-prize?id=31', '/campaign/win-prize?id=32']);
    expect(calls[0].url.searchParams.get('perPage')).toBe('10');
  });
});
