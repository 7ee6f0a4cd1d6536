/**
 * The summary's period: Kuala Lumpur days `YYYY-MM-DD`, kept in the address (`?from=&to=`). Without
 * them the server answers this month; the API takes at most 366 days.
 */
import { TIME_ZONE } from '@/lib/format';

export const MAX_DAYS = 366;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Today in Kuala Lumpur. */
export function todayKl(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the month `months` before today's KL month (0: this month). */
export function monthRange(months = 0, now: Date = new Date()): { from: string; to: string } {
  const [y, m] = todayKl(now).split('-').map(Number);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

/** Days from `from` to `to`, both counted (0 when either is not a day or `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  if (!isDay(from) || !isDay(to) || to < from) return 0;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export type PeriodProblem = 'order' | 'tooLong' | null;

/** What is wrong with a chosen range, or null (a range the address leaves blank is the server's month). */
export function periodProblem(from: string, to: string): PeriodProblem {
  if (!from || !to) return null;
  if (to < from) return 'order';
  return daysBetween(from, to) > MAX_DAYS ? 'tooLong' : null;
}

/** The range of the address: both days, or neither (this month). */
export function readPeriod(params: URLSearchParams): { from: string; to: string } {
  const from = params.get('from');
  const to = params.get('to');
  return isDay(from) && isDay(to) ? { from, to } : { from: '', to: '' };
}
