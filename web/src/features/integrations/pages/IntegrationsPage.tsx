import { useTranslation } from 'react-i18next';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useIntegrationHub } from '../api/integrations';
import { CategorySection } from '../components/CategorySection';

/**
 * /integration (HQ): every category of integration and its providers, where each stands for the company
 * and what HQ can do with it: connect, change or switch Billplz and the courier providers off and on (with
 * Billplz's FPX banks and EasyParcel's couriers), turn the hosted payment page (ejenpay) on or off, reach
 * the courier rates and the store programs.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const hub = useIntegrationHub();
  return (
    <div className="mx-auto max-w-6xl min-w-0 space-y-4" data-testid="integrations-page">
      <PageTitle subtitle={t('integrations.intro')}>{t('routes.integration')}</PageTitle>
      <Loaded data={hub.data} error={hub.error} retry={() => void hub.mutate()}>
        {(h) => (
          <div className="space-y-8">
            {h.categories.map((c) => (
              <CategorySection key={c.code} category={c} />
            ))}
          </div>
        )}
      </Loaded>
    </div>
  );
}
