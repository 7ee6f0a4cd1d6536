import { describe, expect, it } from 'vitest';
import { fromKlInput, isDate, isFutureKl, toKlInput } from './datetime';

describe('Kuala Lumpur date-times', () => {
  it('shows an instant in Kuala Lumpur time', () => {
    expect(toKlInput('2026-12-01T09:00:00+08:00')).toBe('2026-12-01T09:00');
    expect(toKlInput('2026-11-30T20:30:00Z')).toBe('2026-12-01T04:30');
    expect(toKlInput(null)).toBe('');
    expect(toKlInput('nonsense')).toBe('');
  });

  it('sends the chosen time with the +08:00 offset', () => {
    expect(fromKlInput('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+08:00');
    expect(fromKlInput('2026-12-01T09:00:30')).toBe('2026-12-01T09:00:00+08:00');
    expect(fromKlInput('')).toBeNull();
    expect(fromKlInput('2026-12-01')).toBeNull();
  });

  it('round-trips', () => {
    expect(fromKlInput(toKlInput('2027-01-15T23:45:00+08:00'))).toBe('2027-01-15T23:45:00+08:00');
  });

  it('tells whether a time is still ahead', () => {
    const now = new Date('2026-12-01T01:00:00Z'); // 09:00 in Kuala Lumpur
    expect(isFutureKl('2026-12-01T09:01', now)).toBe(true);
    expect(isFutureKl('2026-12-01T09:00', now)).toBe(false);
    expect(isFutureKl('', now)).toBe(false);
  });

  it('recognises calendar dates', () => {
    expect(isDate('2026-11-01')).toBe(true);
    expect(isDate('2026-13-01')).toBe(false);
    expect(isDate('01/11/2026')).toBe(false);
  });
});
