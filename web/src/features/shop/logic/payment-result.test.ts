import { describe, expect, it } from 'vitest';
import { pendingView, pollInterval, POLL_MS } from './payment-result';

const manual = (status: 'unpaid' | 'approval' = 'unpaid') => ({ paymentMethod: 'manual' as const, status });
const billplz = { paymentMethod: 'billplz' as const, status: 'unpaid' as const };
const st = (status: 'unpaid' | 'approval' | 'to_ship' | 'cancelled', result: 'pending' | 'completed' | 'failed') => ({ status, result });

describe('pendingView', () => {
  it('leaves for the result pages once the payment settles', () => {
    expect(pendingView(billplz, st('to_ship', 'completed'), false)).toBe('completed');
    expect(pendingView(billplz, st('cancelled', 'failed'), false)).toBe('failed');
    expect(pendingView(undefined, st('to_ship', 'completed'), false)).toBe('completed');
  });
  it('waits (and polls) for Billplz', () => {
    expect(pendingView(billplz, st('unpaid', 'pending'), false)).toBe('waiting');
    expect(pollInterval(pendingView(billplz, undefined, false))).toBe(POLL_MS);
  });
  it('asks for the receipt of an unpaid manual order, without polling', () => {
    expect(pendingView(manual(), st('unpaid', 'pending'), false)).toBe('upload');
    expect(pollInterval('upload')).toBe(0);
  });
  it('checks once more after the upload, then shows it was received and stops polling', () => {
    expect(pendingView(manual(), st('unpaid', 'pending'), true)).toBe('waiting');
    expect(pendingView(manual(), st('approval', 'pending'), true)).toBe('submitted');
    expect(pendingView(manual('approval'), undefined, false)).toBe('submitted');
    expect(pollInterval('submitted')).toBe(0);
  });
  it('is loading until the order is known', () => {
    expect(pendingView(undefined, undefined, false)).toBe('loading');
  });
});
