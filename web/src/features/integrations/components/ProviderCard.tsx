import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import type { IntegrationProvider } from '../api/types';
import { COURIERS_PATH, isCourier, STORE_PROGRAMS_PATH } from '../logic/display';
import { BillplzCard } from './BillplzCard';
import { CourierCard } from './CourierCard';
import { EjenpayCard } from './EjenpayCard';
import { ProviderShell } from './ProviderShell';
import { useIntegrationTexts } from './use-integration-texts';

/** One provider of a category, as the card its code calls for. */
export function ProviderCard({ provider }: { provider: IntegrationProvider }) {
  if (provider.code === 'billplz') return <BillplzCard provider={provider} />;
  if (provider.standing === 'planned') return <PlannedCard provider={provider} />;
  if (provider.code === 'ejenpay') return <EjenpayCard provider={provider} />;
  if (isCourier(provider.code)) return <CourierCard provider={provider} code={provider.code} />;
  if (provider.code === 'rate_tables') return <RateTablesCard provider={provider} />;
  if (provider.code === 'agent_stores') return <AgentStoresCard provider={provider} />;
  return <ProviderShell provider={provider} />;
}

/** A provider Rangkai cannot connect yet (a courier: what to do meanwhile), and nothing to press. */
function PlannedCard({ provider }: { provider: IntegrationProvider }) {
  const { t } = useTranslation();
  const texts = useIntegrationTexts();
  return (
    <ProviderShell provider={provider}>
      <p data-testid="provider-planned">{t(isCourier(provider.code) ? 'integrations.planned.courier' : 'integrations.planned.other', { name: texts.provider(provider.code) })}</p>
    </ProviderShell>
  );
}

/** HQ's own courier rate tables: how many couriers are active, and the way to them. */
function RateTablesCard({ provider }: { provider: IntegrationProvider }) {
  const { t } = useTranslation();
  const count = provider.count ?? 0;
  return (
    <ProviderShell provider={provider}>
      <p data-testid="provider-count">{count > 0 ? t('integrations.rates.count', { count }) : t('integrations.rates.none')}</p>
      <div className="mt-auto">
        <LinkButton to={COURIERS_PATH} data-testid="rates-link">
          {t('integrations.rates.manage')}
        </LinkButton>
      </div>
    </ProviderShell>
  );
}

/** The store programs agents run: how many HQ offers, and the way to their settings. */
function AgentStoresCard({ provider }: { provider: IntegrationProvider }) {
  const { t } = useTranslation();
  const count = provider.count ?? 0;
  return (
    <ProviderShell provider={provider}>
      <p data-testid="provider-count">{count > 0 ? t('integrations.stores.count', { count }) : t('integrations.stores.none')}</p>
      <div className="mt-auto">
        <LinkButton to={STORE_PROGRAMS_PATH} data-testid="stores-link">
          {t('integrations.stores.manage')}
        </LinkButton>
      </div>
    </ProviderShell>
  );
}
