import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { ApiError } from '@/lib/api';
import { useCampaign } from '../api/campaigns';
import { CampaignStateBadge } from '../components/CampaignStateBadge';
import { CampaignForm } from '../components/CampaignForm';
import { CAMPAIGNS_PATH, parseId } from '../logic/paths';

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <EmptyState testId="campaign-not-found">{t('campaigns.notFound')}</EmptyState>
      <LinkButton to={CAMPAIGNS_PATH}>{t('campaigns.backToList')}</LinkButton>
    </div>
  );
}

/** /campaign/new and /campaign/edit?id=: the campaign form (edit reads the campaign first). */
export function CampaignFormPage({ mode }: { mode: 'new' | 'edit' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = mode === 'edit' ? parseId(params.get('id')) : null;
  const { data, error, mutate } = useCampaign(id);
  return (
    <div className="mx-auto max-w-3xl" data-testid="campaign-form-page">
      <PageTitle subtitle={mode === 'edit' && data ? <CampaignStateBadge state={data.state} /> : t('campaigns.form.intro')}>
        {t(mode === 'edit' ? 'campaigns.editTitle' : 'campaigns.newTitle')}
      </PageTitle>
      {mode === 'new' ? (
        <CampaignForm campaign={null} />
      ) : id === null || (error instanceof ApiError && error.status === 404) ? (
        <NotFound />
      ) : (
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(c) => <CampaignForm key={c.id} campaign={c} />}
        </Loaded>
      )}
    </div>
  );
}
