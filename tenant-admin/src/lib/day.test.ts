import { describe, expect, it } from 'vitest';
import { addDays, isIsoDay, klToday } from './day';

describe('days', () => {
  it('gives today in Kuala Lumpur, whatever the zone of the device', () => {
    expect(klToday(new Date('2026-03-31T15:59:59Z'))).toBe('2026-03-31');
    expect(klToday(new Date('2026-03-31T16:00:00Z'))).toBe('2026-04-01');
  });

  it('accepts only real calendar days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-2-1')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  it('counts days across months, leap days and years', () => {
    expect(addDays('2026-02-20', 14)).toBe('2026-03-06');
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
