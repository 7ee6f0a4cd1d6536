import { intlLocale } from './language';

/** Dates and times are shown in Kuala Lumpur time, whatever the device's zone (UTC+8 all year). */
export const TIME_ZONE = 'Asia/Kuala_Lumpur';

export type DateValue = string | number | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * A calendar date in Kuala Lumpur, e.g. '31 Jan 2024' ('31 Jan 2024' too in id and my, in their month
 * names). Date-only strings ('1990-01-31') keep their day; missing or unreadable values give ''.
 */
export function formatDate(value: DateValue, lang?: string): string {
  if (value == null || value === '') return '';
  // A date without a time is read at noon UTC, the same day in Kuala Lumpur.
  const d = toDate(typeof value === 'string' && DATE_ONLY.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(d);
}

/** Date and time in Kuala Lumpur, e.g. '31 Jan 2024, 8:05 pm'; missing or unreadable values give ''. */
export function formatDateTime(value: DateValue, lang?: string): string {
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
