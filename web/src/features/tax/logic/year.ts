/**
 * CP58 years: calendar years in Kuala Lumpur (docs/api-tax.md). A statement covers a year that has ended,
 * so the screens open on last year and offer the seven years up to it.
 */
import { TIME_ZONE } from '@/lib/format';

/** How many years the HQ screen's picker offers, last year first. */
export const YEARS_OFFERED = 7;

/** The oldest year an address may ask for: the first year of CP58 (the server refuses earlier ones). */
export const FIRST_YEAR = 2012;

/** This year in Kuala Lumpur (a UTC evening of 31 December is already the new year there). */
export function thisYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric' }).format(now));
}

/** The year a CP58 is issued for by default: the last one that has ended. */
export const lastYear = (now: Date = new Date()) => thisYear(now) - 1;

/** The year of the address (2012 up to this year), else undefined (last year). */
export function readYear(raw: string | null | undefined, now: Date = new Date()): number | undefined {
  if (!raw || !/^\d{4}$/.test(raw.trim())) return undefined;
  const year = Number(raw.trim());
  return year >= FIRST_YEAR && year <= thisYear(now) ? year : undefined;
}

/** The picker's years: the seven up to last year, plus the one shown (opened by address), newest first. */
export function yearChoices(selected: number, now: Date = new Date()): number[] {
  const last = lastYear(now);
  const years = new Set(Array.from({ length: YEARS_OFFERED }, (_, i) => last - i));
  years.add(selected);
  return [...years].sort((a, b) => b - a);
}

/** Whether the year is over in Kuala Lumpur (the server refuses to issue for a year that has not ended). */
export const hasEnded = (year: number, now: Date = new Date()) => year < thisYear(now);
