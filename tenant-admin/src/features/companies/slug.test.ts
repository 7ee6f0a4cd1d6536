import { describe, expect, it } from 'vitest';
import { createCompanySchema } from './schema';
import { isDomain, isValidSlug, slugProblem, suggestSlug } from './slug';

describe('company slug', () => {
  it('accepts lowercase letters, digits and inner hyphens, 3 to 30 long', () => {
    for (const slug of ['abc', 'acme', 'acme-2', 'a1b', '123', 'a-b', 'x'.repeat(30), 'kedai-runcit-siti']) {
      expect(isValidSlug(slug), slug).toBe(true);
    }
  });

  it('rejects the wrong length, case, characters or edge hyphens', () => {
    for (const slug of ['', 'ab', 'x'.repeat(31), 'Acme', 'acme_co', 'acme.co', 'ac me', '-acme', 'acme-', '-', '---', 'kédai']) {
      expect(slugProblem(slug), slug).toBe('format');
    }
  });

  it('reserves the platform host names', () => {
    expect(slugProblem('admin')).toBe('reserved');
    expect(slugProblem('www')).toBe('reserved');
    expect(slugProblem('help')).toBe('reserved');
    expect(slugProblem('helpdesk')).toBeNull();
  });

  it('checks custom domains like the server', () => {
    expect(isDomain('shop.acme.com.my')).toBe(true);
    expect(isDomain('shop.acme.com.')).toBe(true);
    expect(isDomain('localhost')).toBe(false);
    expect(isDomain('-shop.acme.com')).toBe(false);
    expect(isDomain('shop..acme.com')).toBe(false);
    expect(isDomain('shop_1.acme.com')).toBe(false);
  });

  it('suggests a valid slug from a company name', () => {
    expect(suggestSlug('Acme Sdn. Bhd.')).toBe('acme-sdn-bhd');
    expect(suggestSlug('  Kedai Runcit Siti & Anak  ')).toBe('kedai-runcit-siti-anak');
    expect(suggestSlug('Café Ölé')).toBe('cafe-ole');
    const long = suggestSlug('Syarikat Perniagaan Jualan Langsung Nusantara Berhad');
    expect(long.length).toBeLessThanOrEqual(30);
    expect(isValidSlug(long)).toBe(true);
  });

  it('drives the create-company form', () => {
    const base = { name: 'Acme', currency: 'MYR', language: 'my', admin_email: 'hq@acme.test', custom_domain: '' };
    expect(createCompanySchema.safeParse({ ...base, slug: 'acme' }).success).toBe(true);
    const bad = createCompanySchema.safeParse({ ...base, slug: 'Acme-' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['slug']);
    expect(bad.error?.issues[0]?.message).toBe('validation.slug_format');
    expect(createCompanySchema.safeParse({ ...base, slug: 'acme', currency: 'SGD' }).success).toBe(false);
    expect(createCompanySchema.safeParse({ ...base, slug: 'acme', admin_email: 'nope' }).success).toBe(false);
    expect(createCompanySchema.safeParse({ ...base, slug: 'acme', custom_domain: 'Shop.Acme.com.my' }).data?.custom_domain).toBe(
      'shop.acme.com.my',
    );
    expect(createCompanySchema.safeParse({ ...base, slug: 'acme', custom_domain: 'not a domain' }).success).toBe(false);
  });
});
