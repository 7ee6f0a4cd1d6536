/**
 * Months as the API writes them: Kuala Lumpur months `YYYY-MM` (the commission and the reports take a
 * `period`; docs/api-commissions.md, docs/api-reports.md).
 */
import { intlLocale, TIME_ZONE } from '@/lib/format';

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isPeriod(value: unknown): value is string {
  return typeof value === 'string' && PERIOD.test(value);
}

/** The `period` of the address, or undefined (this month) when it is missing or not a month. */
export function readPeriod(raw: string | null | undefined): string | undefined {
  return isPeriod(raw) ? raw : undefined;
}

/** '2026-11' → 'November 2026' in the interface language ('November 2026', 'Ogos 2026' in Malay…). */
export function periodLabel(period: string, lang?: string): string {
  const m = PERIOD.exec(period);
  if (!m) return period;
  // Mid-month at noon UTC: the same month wherever it is read.
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15, 12));
  return new Intl.DateTimeFormat(intlLocale(lang), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(date);
}

/** This month in Kuala Lumpur, as the API writes it. */
export function thisPeriod(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** `count` months from `from` back: recentPeriods('2026-02', 3) → ['2026-02', '2026-01', '2025-12']. */
export function recentPeriods(from: string, count: number): string[] {
  const m = PERIOD.exec(from);
  if (!m) return [];
  const start = Number(m[1]) * 12 + Number(m[2]) - 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const n = start - i;
    return `${String(Math.floor(n / 12)).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

/** The picker's months: the ones given plus the one shown (a month without entries opened by address), newest first. */
export function periodChoices(periods: readonly string[], selected: string): string[] {
  const all = new Set([...periods, selected].filter(isPeriod));
  return [...all].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}
