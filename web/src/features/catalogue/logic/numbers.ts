/** Number formats of the catalogue inputs: money and dimensions as strings, counts as whole numbers. */

/** Money: ≥ 0 with at most 2 decimals. */
export const MONEY_RE = /^\d{1,12}(?:\.\d{1,2})?$/;
/** Weight in kg: at most 3 decimals. */
export const WEIGHT_RE = /^\d{1,7}(?:\.\d{1,3})?$/;
/** Length, width, height in cm: at most 2 decimals. */
export const DIMENSION_RE = /^\d{1,8}(?:\.\d{1,2})?$/;
/** A whole number of at most 9 digits. */
export const COUNT_RE = /^\d{1,9}$/;

export const isBlank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** '' → null, otherwise the trimmed text. */
export function orNull(v: string | null | undefined): string | null {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
}

/** A whole number ≥ `min` from an input, or null when it is not one. */
export function parseCount(v: string | null | undefined, min = 1): number | null {
  const t = (v ?? '').trim();
  if (!COUNT_RE.test(t)) return null;
  const n = Number(t);
  return n >= min ? n : null;
}

/** null → '', anything else → its text (the value of a text input). */
export const str = (v: string | number | null | undefined) => (v == null ? '' : String(v));


/** price × quantity on decimal strings, exactly (no floating point): multiplyMoney('85.50', 3) → '256.50'. */
export function multiplyMoney(price: string, quantity: number): string {
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(price.trim());
  if (!m || !Number.isInteger(quantity) || quantity < 0) return '0.00';
  const cents = BigInt(m[1] + (m[2] ?? '').padEnd(2, '0')) * BigInt(quantity);
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
