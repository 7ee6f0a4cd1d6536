/**
 * Exact sums and products of the API's decimal money strings ("25.90", "150000"): the digits go through
 * BigInt at the larger of the numbers' scales, never through a float, so 0.1 + 0.2 is "0.3". The
 * result keeps that scale; formatMoney then shows it at the currency's own scale.
 */
const DECIMAL = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

interface Scaled {
  units: bigint;
  scale: number;
}

/** '12.5' → 125 at scale 1; null when the text is not a decimal. */
export function parseDecimal(value: string): Scaled | null {
  const m = DECIMAL.exec(value);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const frac = m[3] ?? '';
  const units = BigInt((m[2] || '0') + frac);
  return { units: m[1] ? -units : units, scale: frac.length };
}

export const isDecimal = (value: unknown): value is string => typeof value === 'string' && parseDecimal(value) !== null;

function rescale(d: Scaled, scale: number): bigint {
  return d.units * 10n ** BigInt(scale - d.scale);
}

function toText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${body}` : body;
}

/** The sum of decimal strings ('0' for none); an unreadable value counts as 0. */
export function sumDecimals(values: readonly string[]): string {
  const parsed = values.map((v) => parseDecimal(v) ?? { units: 0n, scale: 0 });
  const scale = Math.max(0, ...parsed.map((p) => p.scale));
  return toText(
    parsed.reduce((total, p) => total + rescale(p, scale), 0n),
    scale,
  );
}

/** price × a whole quantity: '19.90' × 3 → '59.70'. */
export function timesQuantity(price: string, quantity: number): string {
  const p = parseDecimal(price) ?? { units: 0n, scale: 0 };
  return toText(p.units * BigInt(Math.trunc(quantity)), p.scale);
}
