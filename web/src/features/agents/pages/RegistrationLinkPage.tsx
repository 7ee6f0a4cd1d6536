import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Spinner } from '@/components/Spinner';
import { AuthCard } from '@/components/AuthCard';
import { ApiError } from '@/lib/api';
import { useCompany } from '@/lib/company';
import { failureText } from '@/lib/form';
import { useRegistrationLink } from '../api/links';
import { SelfRegisterForm } from '../components/SelfRegisterForm';
import { readLinkIds } from '../logic/links';

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('agents.link.invalidTitle')}>
      <div className="space-y-4" data-testid="link-invalid">
        <FormMessage>{t('agents.link.invalidMessage')}</FormMessage>
        <Link to="/login" className="block text-center text-sm font-medium text-primary hover:underline">
          {t('common.goToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}

/**
 * /new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId (public):
 * the names in the address are never shown; the server says who recruits into which tier.
 */
export function RegistrationLinkPage() {
  const { t } = useTranslation();
  const company = useCompany();
  const ids = readLinkIds(useParams());
  const { data, error, mutate } = useRegistrationLink(ids);

  if (!ids || (error instanceof ApiError && error.status === 404)) return <InvalidLink />;
  if (error && !data) {
    return (
      <AuthCard title={t('agents.titles.registration')}>
        <div className="space-y-3" data-testid="link-error">
          <FormMessage>{failureText(error)}</FormMessage>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (!data) {
    return (
      <AuthCard title={t('agents.titles.registration')}>
        <div className="flex justify-center py-8 text-primary" data-testid="link-loading">
          <Spinner size="lg" />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('agents.titles.registration')} intro={t('agents.link.intro', { company: data.companyName })}>
      <SelfRegisterForm link={data} ids={ids} currency={company.currency} />
    </AuthCard>
  );
}
