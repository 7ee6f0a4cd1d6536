import { describe, expect, it } from 'vitest';
import { baseDomainOf, companyHost } from './host';

describe('company host', () => {
  it('derives the company address from the admin host', () => {
    expect(baseDomainOf('admin.localhost:8080')).toBe('localhost:8080');
    expect(companyHost('acme', 'admin.rangkai.my')).toBe('acme.rangkai.my');
  });
});
