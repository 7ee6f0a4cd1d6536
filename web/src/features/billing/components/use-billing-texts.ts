import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatDateTime, formatMoney, intlLocale } from '@/lib/format';
import { isKnownFeature, isKnownInvoiceStatus, isKnownMethod, isKnownSubscriptionStatus } from '../logic/display';

/** The money, dates and words of the billing screens, in the interface language. */
export function useBillingTexts() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const lang = i18n.language;
  /** The company's currency, for answers that do not carry their own. */
  const currency = user.company?.currency ?? company.currency;
  const number = (n: number) => new Intl.NumberFormat(intlLocale(lang)).format(n);
  return {
    currency,
    number,
    money: (amount: string | null | undefined, cur: string = currency) => formatMoney(amount, cur),
    date: (value: string | null | undefined) => formatDate(value, lang),
    dateTime: (value: string | null | undefined) => formatDateTime(value, lang),
    status: (s: string) => (isKnownInvoiceStatus(s) ? t(`billing.status.${s}`) : s),
    subscriptionStatus: (s: string) => (isKnownSubscriptionStatus(s) ? t(`billing.subscriptionStatus.${s}`) : s),
    feature: (f: string) => (isKnownFeature(f) ? t(`billing.feature.${f}`) : f),
    method: (m: string) => (isKnownMethod(m) ? t(`billing.method.${m}`) : m),
    period: (p: string) => (p === 'yearly' ? t('billing.period.yearly') : t('billing.period.monthly')),
    /** 'RM 199.00 / month' */
    price: (amount: string, cur: string, p: string) => t(p === 'yearly' ? 'billing.price.perYear' : 'billing.price.perMonth', { price: formatMoney(amount, cur) }),
    /** A limit: the number, or 'Unlimited'. */
    limit: (max: number | null) => (max == null ? t('billing.limit.unlimited') : number(max)),
  };
}
