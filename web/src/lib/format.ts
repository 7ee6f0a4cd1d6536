/**
 * Money and date formatting. Money arrives from the API as a decimal STRING
 * ("1234.5") and is formatted as a string: no float arithmetic anywhere. Dates in Kuala Lumpur and the
 * language → locale mapping (and the currency codes) are @rangkai/shared's (the vendor console shows them the same way).
 */
import type { Currency } from '@rangkai/shared';

export { formatDate, formatDateTime, intlLocale, TIME_ZONE, type Currency, type Language } from '@rangkai/shared';

const CURRENCIES: Record<Currency, { symbol: string; scale: number; group: string; decimal: string }> = {
  MYR: { symbol: 'RM', scale: 2, group: ',', decimal: '.' },
  IDR: { symbol: 'Rp', scale: 0, group: '.', decimal: ',' },
};

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Rounds a decimal string half away from zero to `scale` places; returns [negative, integer digits, fraction digits]. */
export function roundDecimal(value: string, scale: number): [boolean, string, string] {
  const m = DECIMAL_RE.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`Not a decimal: ${value}`);
  const negative = m[1] === '-';
  const intPart = m[2] || '0';
  const frac = m[3] ?? '';
  let scaled = BigInt(intPart + frac.slice(0, scale).padEnd(scale, '0'));
  if ((frac[scale] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(scale + 1, '0');
  const intDigits = digits.slice(0, digits.length - scale);
  const fracDigits = scale > 0 ? digits.slice(digits.length - scale) : '';
  const isZero = scaled === 0n;
  return [negative && !isZero, intDigits, fracDigits];
}

function group(intDigits: string, sep: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** formatMoney('1234.5', 'MYR') → 'RM 1,234.50'; formatMoney('1234500', 'IDR') → 'Rp 1.234.500'. */
export function formatMoney(amount: string | null | undefined, currency: Currency | string = 'MYR'): string {
  const cfg = CURRENCIES[(currency as Currency)] ?? CURRENCIES.MYR;
  const raw = amount == null || amount === '' ? '0' : String(amount);
  const [negative, intDigits, fracDigits] = roundDecimal(raw, cfg.scale);
  const body = group(intDigits, cfg.group) + (cfg.scale > 0 ? cfg.decimal + fracDigits : '');
  return `${negative ? '-' : ''}${cfg.symbol} ${body}`;
}

/** Initials of a name for an avatar or a missing logo: 'Demo Sdn Bhd' → 'DS'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return (words[0][0] + (words[1]?.[0] ?? '')).toUpperCase();
}
