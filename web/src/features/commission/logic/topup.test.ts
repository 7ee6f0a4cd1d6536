import { describe, expect, it } from 'vitest';
import { isTopupStatus, POLL_MS, readTopupAmount, readTopupId, readTopupReturn, shouldPoll, topupPollInterval, topupTone, topupView } from './topup';

describe('top-ups', () => {
  it("knows the contract's statuses and colours them, an unknown one neutral", () => {
    for (const s of ['pending', 'paid', 'failed']) expect(isTopupStatus(s), s).toBe(true);
    for (const bad of [null, '', 'completed', 'Paid']) expect(isTopupStatus(bad), String(bad)).toBe(false);
    expect(['pending', 'paid', 'failed', 'held'].map(topupTone)).toEqual(['warning', 'success', 'danger', 'neutral']);
  });

  it('reads what the redirect wrote', () => {
    expect(['completed', 'failed', 'pending', 'paid', '', null].map(readTopupReturn)).toEqual(['completed', 'failed', 'pending', null, null, null]);
    expect(['71', ' 71 ', '0', '-1', 'x', null].map(readTopupId)).toEqual([71, 71, null, null, null, null]);
    expect(['500.00', '500', ' 12.5 ', 'abc', '1,000', '', undefined].map(readTopupAmount)).toEqual(['500.00', '500', '12.5', null, null, null, null]);
  });

  it("shows the polled top-up once settled, else the redirect's result, else waits with an id", () => {
    expect(topupView('completed', 71)).toBe('completed');
    expect(topupView('failed', 71)).toBe('failed');
    expect(topupView('pending', 71)).toBe('waiting');
    expect(topupView(null, 71)).toBe('waiting');
    expect(topupView('pending', 71, { status: 'pending' })).toBe('waiting');
    expect(topupView('pending', 71, { status: 'paid' })).toBe('completed');
    expect(topupView(null, 71, { status: 'failed' })).toBe('failed');
    expect(topupView('completed', null)).toBe('completed');
    expect(topupView('failed', null)).toBe('failed');
    expect(topupView('pending', null)).toBe('unknown');
    expect(topupView(null, null)).toBe('unknown');
  });

  it('polls only an open result with an id, every 3 s until the top-up settles', () => {
    expect([shouldPoll('pending', 71), shouldPoll(null, 71), shouldPoll('completed', 71), shouldPoll('failed', 71), shouldPoll('pending', null)]).toEqual([true, true, false, false, false]);
    expect(POLL_MS).toBe(3000);
    expect([topupPollInterval(undefined), topupPollInterval({ status: 'pending' }), topupPollInterval({ status: 'paid' }), topupPollInterval({ status: 'failed' })]).toEqual([3000, 3000, 0, 0]);
  });
});
