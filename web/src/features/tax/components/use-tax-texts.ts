import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatMoney, intlLocale } from '@/lib/format';

/**
 * The CP58 screens' figures in the interface language: money in the company's currency (ringgit: the
 * statements are Malaysian), counts, Kuala Lumpur days, and what a record lacks by name.
 */
export function useTaxTexts() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const lang = i18n.language;
  const numberFormat = new Intl.NumberFormat(intlLocale(lang));
  return {
    money: (amount: string) => formatMoney(amount, currency),
    number: (value: number) => numberFormat.format(value),
    /** An instant's Kuala Lumpur day. */
    day: (value: string | null) => (value ? formatDate(value, lang) || value : ''),
    /** 'tin' → 'Income tax no. (TIN)'; a code the screen does not know shows as sent. */
    missing: (code: string) => t(`tax.missing.${code}`, { defaultValue: code }),
  };
}
