import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { commissionPath } from '../logic/paths';

/** HQ side without an agent: the entries belong to one agent, chosen from the company view's top earners. */
export function PickAgent({ period }: { period?: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="commission-pick-agent">
      <FormMessage kind="info">{t('commission.pickAgent')}</FormMessage>
      <LinkButton to={commissionPath({ period })}>{t('commission.toCompany')}</LinkButton>
    </div>
  );
}
