import { describe, expect, it } from 'vitest';
import { isNegative, sameAmount, sumAmounts } from './money';

describe('adding amounts', () => {
  it('adds decimal strings exactly, reversals included', () => {
    expect(sumAmounts(['7.50', '45.00', '5.00'])).toBe('57.50');
    expect(sumAmounts(['7.50', '-7.50'])).toBe('0.00');
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['7.50', '-10.00'])).toBe('-2.50');
    expect(sumAmounts(['15000', '2500', '-500'])).toBe('17000');
    expect(sumAmounts(['1.5', '2'])).toBe('3.5');
    expect(sumAmounts([])).toBe('0');
    expect(sumAmounts(['12345678901234567.89', '0.11'])).toBe('12345678901234568.00');
  });

  it('gives null when an amount is not a number', () => {
    expect(sumAmounts(['1.00', 'abc'])).toBeNull();
    expect(sumAmounts(['1.00', ''])).toBeNull();
  });

  it('compares amounts whatever their scale', () => {
    expect(sameAmount('7.5', '7.50')).toBe(true);
    expect(sameAmount('-0.00', '0')).toBe(true);
    expect(sameAmount('57.50', '57.49')).toBe(false);
    expect(sameAmount('x', 'x')).toBe(false);
  });

  it('tells a negative amount', () => {
    expect(isNegative('-7.50')).toBe(true);
    expect(isNegative('7.50')).toBe(false);
    expect(isNegative('-0.00')).toBe(false);
    expect(isNegative('junk')).toBe(false);
  });
});
