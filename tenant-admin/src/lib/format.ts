import { localeTag } from './i18n';

export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** A date as shown everywhere in the product: the calendar day in Asia/Kuala_Lumpur. */
export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTag(lang), {
    timeZone: BUSINESS_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(d);
}
