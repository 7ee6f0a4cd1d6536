import { describe, expect, it } from 'vitest';
import { detailsPath, historyPath, readPositive, readState, winPrizePath } from './paths';
import { barPercent, hasQuota, isDebit, isPositive, knownRefusal, missing, statusTone, towards } from './rewards';

describe('rewards paths', () => {
  it('reads only whole positive numbers from the address', () => {
    expect(readPositive('7')).toBe(7);
    expect(readPositive(' 12 ')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-3', '1.5', 'abc', '7x', '99999999999999999999']) expect(readPositive(bad), String(bad)).toBeNull();
  });

  it('builds the addresses', () => {
    expect(detailsPath(7)).toBe('/point-rewards/reward-details?id=7');
    expect(winPrizePath(31)).toBe('/campaign/win-prize?id=31');
    expect(winPrizePath()).toBe('/campaign/win-prize');
    expect(historyPath('/campaign/point-history', { page: 1 })).toBe('/campaign/point-history');
    expect(historyPath('/point-rewards/point-history', { page: 3, agentId: 15 })).toBe('/point-rewards/point-history?agentId=15&page=3');
  });

  it('opens the ongoing tab unless the address names another', () => {
    expect(readState(null)).toBe('ongoing');
    expect(readState('upcoming')).toBe('upcoming');
    expect(readState('expired')).toBe('expired');
    expect(readState('everything')).toBe('ongoing');
  });
});

describe('rewards logic', () => {
  it('keeps the bar within 0–100', () => {
    expect(barPercent(60)).toBe(60);
    expect(barPercent(140)).toBe(100);
    expect(barPercent(-5)).toBe(0);
    expect(barPercent(null)).toBe(0);
  });

  it('counts the balance towards the points required, and what is missing', () => {
    expect(towards('120.00', '200.00')).toBe(120);
    expect(towards('250.00', '200.00')).toBe(200);
    expect(missing('120.50', '200.00')).toBe(79.5);
    expect(missing('250.00', '200.00')).toBe(0);
  });

  it('signs, owes, quotas, refusals and tones', () => {
    expect(isDebit('-20.50')).toBe(true);
    expect(isDebit('50.00')).toBe(false);
    expect(isPositive('8.00')).toBe(true);
    expect(isPositive('0.00')).toBe(false);
    expect(hasQuota({ maxRedeem: 50, remaining: 5 })).toBe(true);
    expect(hasQuota({ maxRedeem: null, remaining: null })).toBe(false);
    expect(knownRefusal('campaign_sold_out')).toBe('campaign_sold_out');
    expect(knownRefusal('')).toBeNull();
    expect(knownRefusal('something_new')).toBeNull();
    expect(statusTone('issued')).toBe('success');
    expect(statusTone('to_hand_over')).toBe('warning');
    expect(statusTone('weird')).toBe('neutral');
  });
});
