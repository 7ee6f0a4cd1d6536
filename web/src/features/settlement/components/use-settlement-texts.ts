import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatDateTime, formatMoney, intlLocale } from '@/lib/format';

/**
 * The settlement report's figures in the interface language: money (in the payment's currency, else the
 * company's), counts, Kuala Lumpur days and times, and the codes the API sends (status, method) by name.
 */
export function useSettlementTexts() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const lang = i18n.language;
  const numberFormat = new Intl.NumberFormat(intlLocale(lang));

  return {
    currency,
    money: (amount: string, inCurrency: string = currency) => formatMoney(amount, inCurrency),
    number: (value: number) => numberFormat.format(value),
    /** A Kuala Lumpur day (`YYYY-MM-DD`), as the interface writes dates. */
    day: (value: string) => formatDate(value, lang) || value,
    /** An instant, in Kuala Lumpur time. */
    dateTime: (value: string) => formatDateTime(value, lang) || value,
    status: (s: string) => t(`settlement.status.${s}`, { defaultValue: s }),
    /** The payment method by the name the order screens give it (FPX (Billplz)). */
    method: (m: string) => t(`orders.payment.method.${m}`, { defaultValue: m }),
    percent: (value: string) => t('settlement.terms.percentValue', { value }),
    days: (count: number) => t('settlement.terms.days', { count }),
  };
}
