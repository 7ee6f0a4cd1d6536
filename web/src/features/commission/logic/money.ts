/**
 * Adding money that arrives as decimal strings, exactly (BigInt at the widest scale given; no floats), to
 * check that a period's entries add up to its total.
 */

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

interface Decimal {
  units: bigint;
  scale: number;
}

function parse(value: string): Decimal | null {
  const m = DECIMAL.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const frac = m[3] ?? '';
  const units = BigInt((m[2] || '0') + frac);
  return { units: m[1] === '-' ? -units : units, scale: frac.length };
}

const rescale = (d: Decimal, scale: number) => d.units * 10n ** BigInt(scale - d.scale);

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${body}` : body;
}

/** sumAmounts(['7.50', '-2.5', '10']) → '15.00'; null when one of them is not a number. */
export function sumAmounts(values: readonly string[]): string | null {
  const parsed = values.map(parse);
  if (parsed.some((d) => d === null)) return null;
  const all = parsed as Decimal[];
  const scale = Math.max(0, ...all.map((d) => d.scale));
  return format(all.reduce((sum, d) => sum + rescale(d, scale), 0n), scale);
}

/** Whether two decimal strings are the same amount ('7.5' and '7.50' are); false when either is unreadable. */
export function sameAmount(a: string, b: string): boolean {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return false;
  const scale = Math.max(x.scale, y.scale);
  return rescale(x, scale) === rescale(y, scale);
}

/** Whether a decimal string is below zero (a reversal). */
export function isNegative(value: string): boolean {
  const d = parse(value);
  return d !== null && d.units < 0n;
}
