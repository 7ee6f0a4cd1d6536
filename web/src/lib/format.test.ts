import { describe, expect, it } from 'vitest';
import { formatMoney, initials } from './format';

describe('formatMoney', () => {
  it('formats MYR with 2 decimals and RM', () => {
    expect(formatMoney('1234.5', 'MYR')).toBe('RM 1,234.50');
    expect(formatMoney('1234.50', 'MYR')).toBe('RM 1,234.50');
    expect(formatMoney('0', 'MYR')).toBe('RM 0.00');
    expect(formatMoney('1234567.891', 'MYR')).toBe('RM 1,234,567.89');
    expect(formatMoney('0.005', 'MYR')).toBe('RM 0.01');
    expect(formatMoney('-12.3', 'MYR')).toBe('-RM 12.30');
  });
  it('formats IDR without decimals and Rp', () => {
    expect(formatMoney('1234500', 'IDR')).toBe('Rp 1.234.500');
    expect(formatMoney('1234500.00', 'IDR')).toBe('Rp 1.234.500');
    expect(formatMoney('999.5', 'IDR')).toBe('Rp 1.000');
  });
  it('never loses precision on large amounts (no float math)', () => {
    expect(formatMoney('90071992547409931.15', 'MYR')).toBe('RM 90,071,992,547,409,931.15');
  });
  it('treats empty as zero and rejects garbage', () => {
    expect(formatMoney(null, 'MYR')).toBe('RM 0.00');
    expect(() => formatMoney('abc', 'MYR')).toThrow();
  });
});

// Dates in Kuala Lumpur and intlLocale: packages/shared/src/dates.test.ts and language.test.ts.
describe('initials', () => {
  it('makes initials', () => {
    expect(initials('Demo Sdn Bhd')).toBe('DS');
    expect(initials('')).toBe('?');
  });
});
