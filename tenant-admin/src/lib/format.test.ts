import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { baseDomainOf, companyHost } from './host';

describe('formatDate', () => {
  it('shows the calendar day in Asia/Kuala_Lumpur (UTC+8)', () => {
    // 17:30 UTC on 31 December is already 1 January in Kuala Lumpur.
    expect(formatDate('2024-12-31T17:30:00Z', 'en')).toMatch(/1 Jan 2025/);
    expect(formatDate('2024-12-31T15:59:59Z', 'en')).toMatch(/31 Dec 2024/);
  });

  it('leaves an unparseable value as it came', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('company host', () => {
  it('derives the company address from the admin host', () => {
    expect(baseDomainOf('admin.localhost:8080')).toBe('localhost:8080');
    expect(companyHost('acme', 'admin.rangkai.my')).toBe('acme.rangkai.my');
  });
});
