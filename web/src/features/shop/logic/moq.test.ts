import { describe, expect, it } from 'vitest';
import { moqProgress } from './moq';

describe('moqProgress', () => {
  it('counts units towards the minimum', () => {
    expect(moqProgress({ type: 'unit', required: '10', current: '2', met: false, message: 'Minimum order is 10 units.' })).toEqual({
      type: 'unit', met: false, percent: 20, required: '10', current: '2', remaining: '8',
    });
  });
  it('caps a met minimum at 100% with nothing remaining', () => {
    expect(moqProgress({ type: 'unit', required: '10', current: '14', met: true, message: null })).toMatchObject({ percent: 100, remaining: '0', met: true });
  });
  it('works out an amount minimum in exact cents', () => {
    expect(moqProgress({ type: 'amount', required: '300.00', current: '100.10', met: false, message: null })).toEqual({
      type: 'amount', met: false, percent: 33, required: '300.00', current: '100.10', remaining: '199.90',
    });
    expect(moqProgress({ type: 'amount', required: '300.00', current: '350.00', met: true, message: null })).toMatchObject({ percent: 100, remaining: '0.00' });
  });
  it('shows nothing without a minimum', () => {
    expect(moqProgress(null)).toBeNull();
    expect(moqProgress({ type: 'unit', required: '0', current: '3', met: true, message: null })).toBeNull();
    expect(moqProgress({ type: 'amount', required: '0.00', current: '3.00', met: true, message: null })).toBeNull();
  });
});
