import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { formatDate, formatMoney } from '@/lib/format';
import type { Voucher } from '../api/types';
import { discountText, hasMinPurchase } from '../logic/voucher-display';

/** The lines a voucher shows in the list and on its history page, in the interface language. */
export function useVoucherTexts() {
  const { t, i18n } = useTranslation();
  const { currency } = useCompany();
  return {
    /** 'RM 10.00 off' or '15% off'. */
    discount: (v: Voucher) => t('vouchers.list.discountOff', { value: discountText(v, currency) }),
    type: (v: Voucher) => t(`vouchers.type.${v.Type}`),
    minPurchase: (v: Voucher) =>
      hasMinPurchase(v.MinPurchase) ? t('vouchers.list.minPurchase', { amount: formatMoney(v.MinPurchase, currency) }) : t('vouchers.list.noMinPurchase'),
    perAgent: (v: Voucher) => (v.UsgLimit == null ? t('vouchers.list.perAgentUnlimited') : t('vouchers.list.perAgent', { count: v.UsgLimit })),
    /** The dates in Kuala Lumpur format: '1 Mar 2026 – 31 Mar 2026'. */
    period: (v: Voucher) => t('vouchers.list.period', { start: formatDate(v.StartDate, i18n.language), stop: formatDate(v.StopDate, i18n.language) }),
  };
}
