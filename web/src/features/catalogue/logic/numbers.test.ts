import { describe, expect, it } from 'vitest';
import { multiplyMoney, orNull, parseCount, str } from './numbers';

describe('catalogue numbers', () => {
  it('reads whole numbers', () => {
    expect(parseCount('12')).toBe(12);
    expect(parseCount(' 3 ')).toBe(3);
    expect(parseCount('0')).toBeNull();
    expect(parseCount('0', 0)).toBe(0);
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('')).toBeNull();
  });
  it('keeps blank as null and back', () => {
    expect(orNull('  ')).toBeNull();
    expect(orNull(' 5.00 ')).toBe('5.00');
    expect(str(null)).toBe('');
    expect(str(3)).toBe('3');
  });
  it('multiplies money exactly', () => {
    expect(multiplyMoney('85.50', 3)).toBe('256.50');
    expect(multiplyMoney('0.10', 3)).toBe('0.30');
    expect(multiplyMoney('1234567.89', 1000)).toBe('1234567890.00');
    expect(multiplyMoney('5', 2)).toBe('10.00');
    expect(multiplyMoney('0.05', 1)).toBe('0.05');
    expect(multiplyMoney('x', 2)).toBe('0.00');
  });
});
