import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatDateTime, formatMoney, intlLocale } from '@/lib/format';
import type { StoreProgram, StoreStatus } from '../api/types';

/**
 * The store screens' figures and names in the interface language: money in the company's currency,
 * counts, Kuala Lumpur days and times, a program's and a status's name.
 */
export function useStoreTexts() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const lang = i18n.language;
  const numberFormat = new Intl.NumberFormat(intlLocale(lang));
  return {
    currency,
    money: (amount: string) => formatMoney(amount, currency),
    number: (value: number) => numberFormat.format(value),
    /** A Kuala Lumpur day (`YYYY-MM-DD`). */
    day: (value: string) => formatDate(value, lang) || value,
    dateTime: (value: string) => formatDateTime(value, lang) || value,
    program: (p: StoreProgram) => t(`stores.program.${p}.name`),
    status: (s: StoreStatus) => t(`stores.status.${s}`, { defaultValue: s }),
  };
}
