// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, TIME_ZONE } from './dates';

describe('dates', () => {
  it('show instants in Asia/Kuala_Lumpur (UTC+8)', () => {
    expect(TIME_ZONE).toBe('Asia/Kuala_Lumpur');
    // 20:30 UTC on 31 January is 04:30 on 1 February in Kuala Lumpur.
    expect(formatDate('2024-01-31T20:30:00Z', 'en')).toBe('1 Feb 2024');
    expect(formatDateTime('2024-01-31T20:30:00Z', 'en')).toMatch(/1 Feb 2024.*4:30/);
    // 17:30 UTC on 31 December is already 1 January; 15:59:59 UTC is still 31 December.
    expect(formatDate('2024-12-31T17:30:00Z', 'en')).toBe('1 Jan 2025');
    expect(formatDate('2024-12-31T15:59:59Z', 'en')).toBe('31 Dec 2024');
    expect(formatDate(Date.UTC(2024, 11, 31, 16), 'en')).toBe('1 Jan 2025');
    expect(formatDate(new Date('2024-12-31T16:00:00Z'), 'en')).toBe('1 Jan 2025');
  });

  it('keep date-only values on their day', () => {
    expect(formatDate('1990-01-31', 'en')).toBe('31 Jan 1990');
  });

  it("use the interface language's month names", () => {
    expect(formatDate('2024-08-15T04:00:00Z', 'id')).toMatch(/15 Agu.* 2024/);
    expect(formatDate('2024-08-15T04:00:00Z', 'my')).toMatch(/15 Ogo.* 2024/);
  });

  it('show nothing for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value, 'en')).toBe('');
      expect(formatDateTime(value, 'en')).toBe('');
    }
  });
});
