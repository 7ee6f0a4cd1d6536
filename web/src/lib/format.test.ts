import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, initials, intlLocale } from './format';

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

describe('dates', () => {
  it('shows instants in Asia/Kuala_Lumpur', () => {
    // 2024-01-31T20:30Z is 1 Feb 04:30 in Kuala Lumpur (UTC+8).
    expect(formatDate('2024-01-31T20:30:00Z', 'en')).toBe('1 Feb 2024');
    expect(formatDateTime('2024-01-31T20:30:00Z', 'en')).toMatch(/1 Feb 2024.*4:30/);
  });
  it('keeps date-only values on their day', () => {
    expect(formatDate('1990-01-31', 'en')).toBe('31 Jan 1990');
  });
  it('maps interface languages to Intl locales', () => {
    expect(intlLocale('my')).toBe('ms-MY');
    expect(intlLocale('id')).toBe('id-ID');
    expect(intlLocale('en')).toBe('en-MY');
  });
  it('makes initials', () => {
    expect(initials('Demo Sdn Bhd')).toBe('DS');
    expect(initials('')).toBe('?');
  });
});
