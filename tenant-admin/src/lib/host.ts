/** The platform's base domain as seen from the console's own host: admin.<BASE_DOMAIN>. */
export function baseDomainOf(host: string): string {
  return host.replace(/^admin\./, '');
}

export function companyHost(slug: string, host: string = typeof location === 'undefined' ? 'localhost' : location.host): string {
  return `${slug}.${baseDomainOf(host)}`;
}
