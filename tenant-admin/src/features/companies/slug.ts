// The company slug (its subdomain): the same rule the server applies to CompanySlug.
export const SLUG_MIN = 3;
export const SLUG_MAX = 30;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Host names the platform keeps for itself (the server's list in backend/src/features/vendor/rules.rs). */
export const RESERVED_SLUGS: readonly string[] = [
  'admin',
  'www',
  'api',
  'app',
  'mail',
  'smtp',
  'static',
  'assets',
  'cdn',
  'status',
  'docs',
  'help',
];

export type SlugProblem = 'format' | 'reserved';

export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) return 'format';
  if (RESERVED_SLUGS.includes(slug)) return 'reserved';
  return null;
}

export function isValidSlug(slug: string): boolean {
  return slugProblem(slug) === null;
}

/** A suggestion from a company name: "Acme Sdn. Bhd." → "acme-sdn-bhd". */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

/** A custom domain as the server accepts it: dot-separated labels of letters, digits and inner hyphens. */
export function isDomain(value: string): boolean {
  const d = value.replace(/\.$/, '');
  return (
    d.length <= 253 &&
    d.includes('.') &&
    d.split('.').every((label) => label.length > 0 && label.length <= 63 && /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(label))
  );
}
