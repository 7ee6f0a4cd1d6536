/**
 * Money and date formatting. Money arrives from the API as a decimal STRING
 * ("1234.5") and is formatted as a string: no float arithmetic anywhere.
 */
export type Currency = 'MYR' | 'IDR';
export type Language = 'en' | 'id' | 'my';

export const TIME_ZONE = 'Asia/Kuala_Lumpur';

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

/** Intl locale for an interface language. */
export function intlLocale(lang: string | undefined): string {
  switch (lang) {
    case 'my':
      return 'ms-MY';
    case 'id':
      return 'id-ID';
    default:
      return 'en-MY';
  }
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A calendar date in Asia/Kuala_Lumpur, e.g. '31 Jan 2024'. Date-only strings ('1990-01-31') are kept as is. */
export function formatDate(value: string | number | Date | null | undefined, lang?: string): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A date without time: interpret at noon UTC so it is the same day in Kuala Lumpur.
    value = `${value}T12:00:00Z`;
  }
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(d);
}

/** Date and time in Asia/Kuala_Lumpur, e.g. '31 Jan 2024, 8:05 pm'. */
export function formatDateTime(value: string | number | Date | null | undefined, lang?: string): string {
  if (value == null || value === '') return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

/** Initials of a name for an avatar or a missing logo: 'Demo Sdn Bhd' → 'DS'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return (words[0][0] + (words[1]?.[0] ?? '')).toUpperCase();
}
