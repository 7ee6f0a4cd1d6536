import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { useCurrentUser } from '@/lib/current-user';
import { formatMoney } from '@/lib/format';
import { isKnownCategory, isKnownProvider, isKnownStanding, NINJAVAN_COUNTRIES } from '../logic/display';

/** The hub's words in the interface language; a code the screen does not know is shown as it came. */
export function useIntegrationTexts() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCompany();
  const currency = user.company?.currency ?? company.currency;
  return {
    category: (code: string) => (isKnownCategory(code) ? t(`integrations.category.${code}.title`) : code),
    categoryIntro: (code: string) => (isKnownCategory(code) ? t(`integrations.category.${code}.intro`) : null),
    provider: (code: string) => (isKnownProvider(code) ? t(`integrations.provider.${code}`) : code),
    standing: (code: string) => (isKnownStanding(code) ? t(`integrations.standing.${code}`) : code),
    /** Ninja Van's country by its code (my → Malaysia). */
    country: (code: string) => ((NINJAVAN_COUNTRIES as readonly string[]).includes(code) ? t(`integrations.country.${code}`) : code.toUpperCase()),
    money: (amount: string | null | undefined) => formatMoney(amount, currency),
  };
}
