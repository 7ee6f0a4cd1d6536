import { describe, expect, it } from 'vitest';
import { fromCents, isZeroMoney, sameMoney, toCents } from './money';

describe('money in cents', () => {
  it('reads and writes decimal strings exactly', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('0.10')).toBe(10n);
    expect(toCents('15000.00')).toBe(1500000n);
    expect(toCents('-3.2')).toBe(-320n);
    expect(toCents('abc')).toBe(0n);
    expect(toCents(null)).toBe(0n);
    expect(fromCents(1250n)).toBe('12.50');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-320n)).toBe('-3.20');
  });
  it('compares amounts whatever their decimals', () => {
    expect(isZeroMoney('0.00')).toBe(true);
    expect(isZeroMoney('0.01')).toBe(false);
    expect(sameMoney('104.4', '104.40')).toBe(true);
    expect(sameMoney('104.40', '104.41')).toBe(false);
  });
});
