import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatDateTime, formatMoney, intlLocale } from '@/lib/format';

/**
 * The e-invoicing screen's figures in the interface language: money in the company's currency (ringgit),
 * counts, Kuala Lumpur days, times and months, and the codes the API sends (status, kind, what the
 * company's details lack) by name; a code the screen does not know shows as sent.
 */
export function useEinvoiceTexts() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const lang = i18n.language;
  const locale = intlLocale(lang);
  const numberFormat = new Intl.NumberFormat(locale);
  return {
    money: (amount: string) => formatMoney(amount, currency),
    number: (value: number) => numberFormat.format(value),
    /** An instant's Kuala Lumpur day. */
    day: (value: string | null) => (value ? formatDate(value, lang) || value : ''),
    /** An instant, in Kuala Lumpur time. */
    dateTime: (value: string | null) => (value ? formatDateTime(value, lang) || value : ''),
    /** A consolidated document's month, `YYYY-MM` → "May 2026". */
    month: (period: string) => {
      const m = /^(\d{4})-(\d{2})$/.exec(period);
      if (!m) return period;
      return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15)));
    },
    status: (s: string) => t(`einvoice.status.${s}`, { defaultValue: s }),
    kind: (k: string) => t(`einvoice.kind.${k}`, { defaultValue: k }),
    missing: (m: string) => t(`einvoice.missing.${m}`, { defaultValue: m }),
  };
}
