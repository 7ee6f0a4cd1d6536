import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatDateTime, formatMoney, intlLocale } from '@/lib/format';
import type { Campaign } from '../api/types';
import { FREQUENCIES, knownRefusal, missing, pointsOf, REDEMPTION_STATUSES, REWARD_TYPES } from '../logic/rewards';

/** The points, dates, money and words of the rewards screens, in the interface language and the company currency. */
export function useRewardTexts() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const lang = i18n.language;
  /** 1200 → '1,200'; '12.50' → '12.5' (at most 2 places). */
  const number = (value: string | number) => new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(typeof value === 'number' ? value : pointsOf(value));
  const points = (value: string | number) => t('rewards.points', { count: typeof value === 'number' ? value : pointsOf(value), points: number(value) });
  const money = (amount: string | null | undefined) => formatMoney(amount, currency);
  return {
    number,
    /** '1,200 points' */
    points,
    /** A ledger entry: '+50' or '−20' (a true minus sign). */
    signed: (value: string) => {
      const n = pointsOf(value);
      return `${n < 0 ? '\u2212' : n > 0 ? '+' : ''}${number(Math.abs(n))}`;
    },
    money,
    date: (value: string | null | undefined) => formatDate(value, lang),
    dateTime: (value: string | null | undefined) => formatDateTime(value, lang),
    /** Why the agent may not redeem; for too few points, how many are missing. */
    refusal: (code: string, campaign?: Pick<Campaign, 'pointRequired' | 'me'>) => {
      const known = knownRefusal(code);
      if (!known) return t('rewards.refusal.other');
      if (known === 'not_enough_points' && campaign?.me) {
        const more = missing(campaign.me.balance, campaign.pointRequired);
        if (more > 0) return t('rewards.refusal.needMore', { points: points(more) });
      }
      return t(`rewards.refusal.${known}`);
    },
    status: (status: string) => ((REDEMPTION_STATUSES as readonly string[]).includes(status) ? t(`rewards.status.${status}`) : status),
    rewardType: (type: string) => ((REWARD_TYPES as readonly string[]).includes(type) ? t(`rewards.rewardType.${type}`) : type),
    /** What the reward is worth: the voucher's discount, the cash, the product and quantity (null for a prize). */
    rewardValue: (c: Campaign): string | null => {
      if (c.rewardType === 'voucher' && c.voucherDiscount) {
        const off = c.voucherKind === 'percent' ? `${number(c.voucherDiscount)}%` : money(c.voucherDiscount);
        const min = pointsOf(c.voucherMinPurchase) > 0 ? t('rewards.value.minPurchase', { amount: money(c.voucherMinPurchase) }) : null;
        return [t('rewards.value.voucher', { off }), min, t('rewards.value.validDays', { count: c.voucherValidDays })].filter(Boolean).join(' · ');
      }
      if (c.rewardType === 'cash' && c.cashAmount) return t('rewards.value.cash', { amount: money(c.cashAmount) });
      if (c.rewardType === 'product' && c.productName) return t('rewards.value.product', { name: c.productName, count: c.rewardQuantity });
      return null;
    },
    /** How often one agent may redeem it: '2 per agent each month', '1 per agent for the whole campaign', or no limit. */
    limit: (c: Pick<Campaign, 'perAgentLimit' | 'rewardFrequency'>) => {
      if (c.perAgentLimit == null) return t('rewards.limit.none');
      const freq = (FREQUENCIES as readonly string[]).includes(c.rewardFrequency ?? '') ? (c.rewardFrequency as string) : 'whole';
      return t(`rewards.limit.${freq}`, { count: c.perAgentLimit });
    },
  };
}
