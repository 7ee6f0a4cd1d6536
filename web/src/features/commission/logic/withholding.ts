/**
 * s.107D withholding (docs/api-tax.md § Withholding): what a payout request keeps back at the company's
 * rate and what reaches the agent's bank, worked out exactly on decimal strings (BigInt, no floats) as
 * the server does: withheld = amount × rate / 100, rounded half away from zero at the currency's scale;
 * net = amount − withheld.
 */
import { sameAmount } from './money';

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** A non-negative decimal string as units at its own scale; null when it is not one. */
function parse(value: string): { units: bigint; scale: number } | null {
  const m = DECIMAL.exec(value.trim());
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const frac = m[2] ?? '';
  return { units: BigInt((m[1] || '0') + frac), scale: frac.length };
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${body}` : body;
}

/** Divides by 10^places, rounding half away from zero (the values here are never negative). */
function divRound(units: bigint, places: number): bigint {
  if (places <= 0) return units * 10n ** BigInt(-places);
  const unit = 10n ** BigInt(places);
  const q = units / unit;
  return (units % unit) * 2n >= unit ? q + 1n : q;
}

/** The decimals money has in a currency: none for IDR, sen for MYR (and any other). */
export const currencyScale = (currency: string): number => (currency === 'IDR' ? 0 : 2);

export interface Withholding {
  /** What is kept back, at the currency's scale. */
  withheld: string;
  /** What reaches the agent's bank: the amount less what is withheld. */
  net: string;
}

/**
 * withholdingOf('500', '2.00', 2) → { withheld: '10.00', net: '490.00' }; withholdingOf('0.25', '2', 2) →
 * { withheld: '0.01', net: '0.24' } (0.005 rounds up). Null when the amount or the rate is not a plain
 * non-negative decimal.
 */
export function withholdingOf(amount: string, rate: string, scale: number): Withholding | null {
  const a = parse(amount);
  const r = parse(rate);
  if (!a || !r) return null;
  // amount × rate / 100 has a.scale + r.scale + 2 decimals; bring it to `scale`, rounding.
  const withheld = divRound(a.units * r.units, a.scale + r.scale + 2 - scale);
  // The net keeps the amount's own decimals when it has more than the currency's (it is shown rounded).
  const netScale = Math.max(scale, a.scale);
  const net = a.units * 10n ** BigInt(netScale - a.scale) - withheld * 10n ** BigInt(netScale - scale);
  return { withheld: format(withheld, scale), net: format(net, netScale) };
}

/** A percent as people write it: '2.00' → '2', '2.50' → '2.5', '0.75' → '0.75'. */
export function percentLabel(rate: string): string {
  const r = rate.trim();
  return r.includes('.') ? r.replace(/0+$/, '').replace(/\.$/, '') || '0' : r;
}

/** Whether a payout had anything withheld ('0', '0.00' and an unreadable value: no). */
export const isWithheld = (withheld: string | null | undefined): boolean => withheld != null && withheld.trim() !== '' && parse(withheld) !== null && !sameAmount(withheld, '0');
