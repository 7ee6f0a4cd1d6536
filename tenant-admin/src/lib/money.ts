/**
 * Money arrives from the API as a decimal STRING at the currency's scale ("199.00" in MYR, "250000" in IDR)
 * and is handled as a string: no float arithmetic (the same rules as web/'s formatMoney).
 */
import type { Currency } from '@rangkai/shared';

interface CurrencyFormat {
  symbol: string;
  /** Decimal places the currency is kept at. */
  scale: number;
  group: string;
  decimal: string;
}

const FORMATS: Record<Currency, CurrencyFormat> = {
  MYR: { symbol: 'RM', scale: 2, group: ',', decimal: '.' },
  IDR: { symbol: 'Rp', scale: 0, group: '.', decimal: ',' },
};

function formatOf(currency: string): CurrencyFormat {
  return FORMATS[currency as Currency] ?? FORMATS.MYR;
}

/** Decimal places of a currency: 2 for MYR, 0 for IDR. */
export function currencyScale(currency: string): number {
  return formatOf(currency).scale;
}

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** A value in units of 10^-scale as a BigInt (rounded half away from zero), or null when it is not a decimal. */
export function toMinor(value: string, scale: number): bigint | null {
  const m = DECIMAL_RE.exec(value.trim());
  if (!m || ((m[2] ?? '') === '' && (m[3] ?? '') === '')) return null;
  const frac = m[3] ?? '';
  let minor = BigInt((m[2] || '0') + frac.slice(0, scale).padEnd(scale, '0'));
  if ((frac[scale] ?? '0') >= '5') minor += 1n;
  return m[1] === '-' ? -minor : minor;
}

/** Units of 10^-scale back to a plain decimal string: (19900n, 2) → '199.00'. */
export function fromMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${int}${frac}`;
}

/**
 * An amount typed by an operator, checked for a currency: digits with at most the currency's decimal places
 * (none for IDR), no sign, no grouping. Returns the amount at the currency's scale ('199' → '199.00' in MYR),
 * or null when it is not one.
 */
export function parseAmount(text: string, currency: string): string | null {
  const value = text.trim();
  const scale = currencyScale(currency);
  const pattern = scale > 0 ? new RegExp(`^\\d+(?:\\.\\d{1,${scale}})?$`) : /^\d+$/;
  if (!pattern.test(value)) return null;
  const minor = toMinor(value, scale);
  return minor === null ? null : fromMinor(minor, scale);
}

/**
 * What is wrong with an amount typed for a currency, as a locale key (`validation.required`,
 * `validation.amount`, `validation.amount_whole` for IDR, `validation.amount_too_large`), or null when it is fine.
 */
export function amountProblem(text: string, currency: string): string | null {
  if (text.trim() === '') return 'validation.required';
  const amount = parseAmount(text, currency);
  if (amount === null) return currencyScale(currency) === 0 ? 'validation.amount_whole' : 'validation.amount';
  // The server keeps amounts below a trillion.
  if (compareAmounts(amount, AMOUNT_LIMIT) >= 0) return 'validation.amount_too_large';
  return null;
}

const AMOUNT_LIMIT = '1000000000000';

/** Compares two decimal strings: -1, 0 or 1 (unreadable values count as 0). */
export function compareAmounts(a: string | null | undefined, b: string | null | undefined): number {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const x = toMinor(a ?? '0', scale) ?? 0n;
  const y = toMinor(b ?? '0', scale) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `a − b` as a decimal string at the wider of their scales. */
export function subtractAmounts(a: string, b: string): string {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  return fromMinor((toMinor(a, scale) ?? 0n) - (toMinor(b, scale) ?? 0n), scale);
}

/** True for a zero amount ('0', '0.00'); null and empty count as zero. */
export function isZeroAmount(value: string | null | undefined): boolean {
  return compareAmounts(value, '0') === 0;
}

function fractionDigits(value: string | null | undefined): number {
  const m = DECIMAL_RE.exec((value ?? '').trim());
  return m?.[3]?.length ?? 0;
}

/** formatMoney('1234.5', 'MYR') → 'RM 1,234.50'; formatMoney('1234500', 'IDR') → 'Rp 1.234.500'; null → ''. */
export function formatMoney(amount: string | null | undefined, currency: string): string {
  if (amount == null || amount === '') return '';
  const cfg = formatOf(currency);
  const minor = toMinor(String(amount), cfg.scale);
  if (minor === null) return String(amount);
  const plain = fromMinor(minor < 0n ? -minor : minor, cfg.scale);
  const [int = '0', frac] = plain.split('.');
  const body = int.replace(/\B(?=(\d{3})+(?!\d))/g, cfg.group) + (frac ? cfg.decimal + frac : '');
  return `${minor < 0n ? '-' : ''}${cfg.symbol} ${body}`;
}
