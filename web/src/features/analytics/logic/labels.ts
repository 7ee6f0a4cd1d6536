/** A point's label as the user reads it: days and months short in the interface language. */
import { intlLocale } from '@/lib/format';

const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Noon UTC of the day: the same calendar day wherever it is read. */
function noon(y: string, m: string, d = '15'): Date {
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), 12));
}

/** '2026-11-24' → '24 Nov' (axis) or '24 Nov 2026' (table), in the language's month names; anything else as sent. */
export function dayLabel(day: string, lang: string | undefined, withYear = false): string {
  const m = DAY.exec(day);
  if (!m) return day;
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) };
  return new Intl.DateTimeFormat(intlLocale(lang), options).format(noon(m[1], m[2], m[3]));
}

/** '2026-11' → 'Nov 26' (axis) or 'Nov 2026' (table), in the language's month names; anything else as sent. */
export function monthLabel(month: string, lang: string | undefined, long = false): string {
  const m = MONTH.exec(month);
  if (!m) return month;
  return new Intl.DateTimeFormat(intlLocale(lang), { timeZone: 'UTC', month: 'short', year: long ? 'numeric' : '2-digit' }).format(noon(m[1], m[2]));
}

/** An axis amount, short: 1,250 → '1.3K' ('1,3 rb' in Indonesian). */
export function compactNumber(value: number, lang: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(lang), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A long name cut for an axis (the table shows it whole). */
export function shorten(text: string, max = 16): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
