import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { FormMessage } from '@/components/FieldError';
import { Switch } from '@/components/Switch';
import { firstServerError } from '@/lib/form';
import { HUB_KEY, saveEjenpay } from '../api/integrations';
import type { IntegrationProvider } from '../api/types';
import { ProviderShell } from './ProviderShell';
import { useIntegrationTexts } from './use-integration-texts';

/**
 * ejenpay, the company's own payment page: what it does, and a switch that turns it on or off. It
 * collects through Billplz, so it can only be switched on while Billplz is connected and on (the switch
 * is disabled with the reason until then; switching it off is always possible, and the reason shows
 * while Billplz is off even if the page is on).
 */
export function EjenpayCard({ provider }: { provider: IntegrationProvider }) {
  const { t } = useTranslation();
  const texts = useIntegrationTexts();
  const { mutate } = useSWRConfig();
  const setup = provider.ejenpay;
  const active = setup?.active ?? false;
  const gatewayActive = setup?.gatewayActive ?? false;
  const gateway = texts.provider(setup?.gateway || 'billplz');
  // The position asked for while the server answers; null: as the hub says.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (on: boolean) => {
    setAsked(on);
    setNotice(null);
    setError(null);
    try {
      await saveEjenpay({ active: on });
      await mutate(HUB_KEY);
      setNotice(t(on ? 'integrations.ejenpay.switchedOn' : 'integrations.ejenpay.switchedOff'));
    } catch (err) {
      setError(firstServerError(err));
    } finally {
      setAsked(null);
    }
  };

  const blocked = !gatewayActive && !active;
  return (
    <ProviderShell provider={provider}>
      <p data-testid="ejenpay-intro">{t('integrations.ejenpay.intro')}</p>
      <Switch
        label={t('integrations.ejenpay.switch')}
        hint={gatewayActive ? t('integrations.ejenpay.through', { gateway }) : t('integrations.ejenpay.gatewayFirst', { gateway })}
        checked={asked ?? active}
        disabled={blocked || asked !== null}
        onChange={(e) => void change(e.target.checked)}
        data-testid="ejenpay-switch"
      />
      {notice && (
        <FormMessage kind="success" testId="ejenpay-notice">
          {notice}
        </FormMessage>
      )}
      {error && <FormMessage testId="ejenpay-error">{error}</FormMessage>}
    </ProviderShell>
  );
}
