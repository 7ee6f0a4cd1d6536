/** Exact arithmetic on the API's decimal money strings (2 decimals), in cents: no floating point. */
const MONEY = /^(-)?(\d+)(?:\.(\d*))?$/;

/** '12.5' → 1250n; anything unreadable → 0n. Digits past the second decimal are dropped. */
export function toCents(value: string | null | undefined): bigint {
  const m = MONEY.exec((value ?? '').trim());
  if (!m) return 0n;
  const cents = BigInt(m[2] + (m[3] ?? '').slice(0, 2).padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** 1250n → '12.50'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export const isZeroMoney = (value: string | null | undefined) => toCents(value) === 0n;
export const sameMoney = (a: string | null | undefined, b: string | null | undefined) => toCents(a) === toCents(b);
