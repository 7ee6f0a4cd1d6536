import { describe, expect, it } from 'vitest';
import { actionsFor, filterStatus, isPayoutStatus, payoutTone, readPayoutFilter } from './payouts';

describe('payout statuses', () => {
  it("knows the contract's statuses", () => {
    for (const s of ['requested', 'approved', 'rejected', 'sending', 'paid', 'failed']) expect(isPayoutStatus(s), s).toBe(true);
    for (const bad of [null, undefined, '', 'Paid', 'all', 3]) expect(isPayoutStatus(bad), String(bad)).toBe(false);
  });

  it('reads the filter of the address, waiting payouts when it is missing or unknown', () => {
    expect(readPayoutFilter('approved')).toBe('approved');
    expect(readPayoutFilter('all')).toBe('all');
    expect(readPayoutFilter('sending')).toBe('sending');
    expect(readPayoutFilter('failed')).toBe('failed');
    for (const bad of [null, undefined, '', 'done']) expect(readPayoutFilter(bad), String(bad)).toBe('requested');
    expect(filterStatus('all')).toBeUndefined();
    expect(filterStatus('paid')).toBe('paid');
  });

  it('colours each status, an unknown one neutral', () => {
    expect([payoutTone('requested'), payoutTone('approved'), payoutTone('rejected'), payoutTone('sending'), payoutTone('paid'), payoutTone('failed'), payoutTone('held')]).toEqual([
      'warning',
      'info',
      'danger',
      'info',
      'success',
      'danger',
      'neutral',
    ]);
  });

  it('offers the actions the server accepts for the payouts listed', () => {
    expect(actionsFor('requested')).toEqual(['approve', 'reject']);
    expect(actionsFor('approved')).toEqual(['reject', 'mark-paid', 'pay-billplz']);
    expect(actionsFor('rejected')).toEqual([]);
    expect(actionsFor('sending')).toEqual([]);
    expect(actionsFor('paid')).toEqual([]);
    expect(actionsFor('failed')).toEqual([]);
    expect(actionsFor('all')).toEqual(['approve', 'reject', 'mark-paid', 'pay-billplz']);
  });
});
