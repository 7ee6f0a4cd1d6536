import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatMoney, intlLocale } from '@/lib/format';
import { periodLabel } from '@/lib/period';
import type { GameplanRequirement } from '../api/types';
import { isUnits } from '../logic/gameplan';
import { isCountMeasure } from '../logic/measures';
import { countOf } from '../logic/ranking';

/** The score ranking's and gameplan's money, counts, months and names of measures and targets, in the interface language and the company currency. */
export function useRankingTexts() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  const number = (value: string) => new Intl.NumberFormat(intlLocale(i18n.language)).format(countOf(value));
  return {
    money: (amount: string) => formatMoney(amount, currency),
    number,
    month: (period: string) => periodLabel(period, i18n.language),
    /** A measure this screen has no name for yet shows as the API writes it. */
    measure: (measure: string) => t(`rankings.measure.${measure}`, { defaultValue: measure }),
    /** A ranking's value: money, or a count of agents (team) or recruits. */
    value: (measure: string, value: string) =>
      isCountMeasure(measure) ? t(`rankings.count.${measure}`, { count: countOf(value), value: number(value) }) : formatMoney(value, currency),
    /** A target this screen has no name for yet shows as the API writes it. */
    requirement: (key: string) => t(`rankings.requirement.${key}`, { defaultValue: key }),
    /** A target's figure: money for `amount`, a count for `units`. */
    figure: (r: Pick<GameplanRequirement, 'unit'>, value: string) => (isUnits(r) ? number(value) : formatMoney(value, currency)),
  };
}
