/** How an address reads on screen and on paper. */

const filled = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** True when the address names an Indonesian district (kecamatan) or village (desa/kelurahan). */
export const hasRegion = (a: { district?: string | null; village?: string | null }) => filled(a.district) || filled(a.village);

/** The Indonesian place line, smallest first: "village, district, city, province postcode" (any part may be missing). */
export function indonesianPlace(a: { village?: string | null; district?: string | null; city?: string | null; province?: string | null; postCode?: string | null }): string {
  const place = [a.village, a.district, a.city, a.province].filter(filled).map((s) => s.trim()).join(', ');
  return [place, a.postCode?.trim() ?? ''].filter(filled).join(' ');
}
