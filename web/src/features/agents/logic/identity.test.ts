import { describe, expect, it } from 'vitest';
import { isIcDigits, isPhoneDigits, isRocNumber, isUsername, normalizeIc, normalizePhone, phoneCodes } from './identity';

describe('MyKad check (digits only)', () => {
  it('accepts 12 digits, with or without separators', () => {
    expect(isIcDigits('900101145678')).toBe(true);
    expect(isIcDigits('900101-14-5678')).toBe(true);
    expect(normalizeIc(' 900101 14 5678 ')).toBe('900101145678');
  });
  it('refuses letters and wrong lengths (date and place code are left to the server)', () => {
    expect(isIcDigits('90010114567')).toBe(false);
    expect(isIcDigits('9001011456789')).toBe(false);
    expect(isIcDigits('90010114567A')).toBe(false);
    expect(isIcDigits('')).toBe(false);
    expect(isIcDigits('991399999999')).toBe(true);
  });
});

describe('ROC number (company registration)', () => {
  it('accepts the old and the 12-digit forms', () => {
    expect(isRocNumber('201901000005')).toBe(true);
    expect(isRocNumber('123456-A')).toBe(true);
    expect(isRocNumber(' 123456-a ')).toBe(true);
  });
  it('refuses too short or long, no digit, and other characters', () => {
    expect(isRocNumber('12A')).toBe(false);
    expect(isRocNumber('1'.repeat(21))).toBe(false);
    expect(isRocNumber('SDN-BHD')).toBe(false);
    expect(isRocNumber('1234 56')).toBe(false);
    expect(isRocNumber('123456/A')).toBe(false);
  });
});

describe('phone and username', () => {
  it('normalises and checks the phone number', () => {
    expect(normalizePhone('012-345 6789')).toBe('123456789');
    expect(isPhoneDigits('012-345 6789')).toBe(true);
    expect(isPhoneDigits('12ab')).toBe(false);
  });
  it('checks the username format', () => {
    expect(isUsername('nurul.izzah_2')).toBe(true);
    expect(isUsername('ab')).toBe(false);
    expect(isUsername('nurul izzah')).toBe(false);
    expect(isUsername('a'.repeat(31))).toBe(false);
  });
  it('offers +60 first, +62 first for IDR companies', () => {
    expect(phoneCodes('MYR')[0]).toBe('+60');
    expect(phoneCodes('IDR')[0]).toBe('+62');
  });
});
