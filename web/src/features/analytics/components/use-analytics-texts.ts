import { useTranslation } from 'react-i18next';
import { useStates } from '@/features/profile/api/get-attributes';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatMoney, intlLocale } from '@/lib/format';
import type { Bucket } from '../logic/charts';
import { compactNumber, dayLabel, monthLabel } from '../logic/labels';

/** The company's country for its states: Indonesia for a rupiah company, Malaysia otherwise. */
export function useCountry(): 'MY' | 'ID' {
  const user = useCurrentUser();
  const company = useCompany();
  return (user.company?.currency ?? company.currency) === 'IDR' ? 'ID' : 'MY';
}

/**
 * The analytics' money (the company currency), counts and labels in the interface language: days and
 * months short on the axis and in full in the table, states by their names, the age bands translated.
 */
export function useAnalyticsTexts() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const lang = i18n.language;
  const { data: states } = useStates(useCountry());

  /** A point's label in full (the table, the tooltip). */
  const label = (bucket: Bucket, value: string | null): string => {
    if (bucket === 'state') return value === null ? t('analytics.noState') : (states?.find((s) => s.code === value)?.name ?? value);
    if (value === null) return t('analytics.noLabel');
    if (bucket === 'day') return dayLabel(value, lang, true);
    if (bucket === 'month') return monthLabel(value, lang, true);
    if (bucket === 'age') return t(`analytics.age.${value}`, { defaultValue: value });
    return value;
  };

  return {
    money: (amount: string) => formatMoney(amount, currency),
    number: (n: number) => new Intl.NumberFormat(intlLocale(lang)).format(n),
    compact: (n: number) => compactNumber(n, lang),
    day: (d: string) => formatDate(d, lang),
    label,
    /** A point's label on the axis: days and months short. */
    axisLabel: (bucket: Bucket, value: string | null): string => {
      if (value !== null && bucket === 'day') return dayLabel(value, lang);
      if (value !== null && bucket === 'month') return monthLabel(value, lang);
      return label(bucket, value);
    },
  };
}

export type AnalyticsTexts = ReturnType<typeof useAnalyticsTexts>;
