import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { periodLabel } from '../logic/period';

/** The commission screens' money, kind names, months and dates, in the interface language and the company currency. */
export function useCommissionTexts() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  return {
    /** The company currency ('MYR' or 'IDR'). */
    currency,
    money: (amount: string) => formatMoney(amount, currency),
    /** A kind this screen has no name for yet shows as the API writes it. */
    kind: (kind: string) => t(`commission.kind.${kind}`, { defaultValue: kind }),
    month: (period: string) => periodLabel(period, i18n.language),
    date: (iso: string) => formatDate(iso, i18n.language),
    dateTime: (iso: string) => formatDateTime(iso, i18n.language),
    /** A payout status this screen has no word for yet shows as the API writes it. */
    payoutStatus: (status: string) => t(`commission.payout.status.${status}`, { defaultValue: status }),
    /** A top-up status this screen has no word for yet shows as the API writes it. */
    topupStatus: (status: string) => t(`commission.money.topupStatus.${status}`, { defaultValue: status }),
    entries: (count: number) => t('commission.entries', { count }),
  };
}
