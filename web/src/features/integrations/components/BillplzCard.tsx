import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { firstServerError } from '@/lib/form';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { BANKS_KEY, disableProvider, HUB_KEY, saveBillplz } from '../api/integrations';
import type { BillplzSetup, IntegrationHub, IntegrationProvider } from '../api/types';
import { isZeroFee } from '../logic/display';
import { switchOnInput } from '../logic/billplz-form';
import { BillplzDialog } from './BillplzDialog';
import { FpxBanks } from './FpxBanks';
import { ProviderShell } from './ProviderShell';
import { useIntegrationTexts } from './use-integration-texts';

/**
 * Billplz, the payment gateway: connected, its account (keys masked), Edit and Switch off (or Switch on
 * when switched off) and, while it is on, the FPX banks and which are online; not connected, Connect.
 */
export function BillplzCard({ provider }: { provider: IntegrationProvider }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const setup = provider.billplz;
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [switchingOn, setSwitchingOn] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);

  const reload = () => Promise.all([mutate(HUB_KEY), mutate(BANKS_KEY)]);

  const switchOff = useConfirmAction(async (_s: BillplzSetup) => disableProvider('billplz'), {
    onDone: async (_s, hub: IntegrationHub) => {
      await mutate(HUB_KEY, hub, { revalidate: false });
      setNotice(t('integrations.billplz.switchedOff'));
    },
  });

  const switchOn = async (s: BillplzSetup) => {
    setNotice(null);
    setSwitchError(null);
    setSwitchingOn(true);
    try {
      await saveBillplz(switchOnInput(s));
      await reload();
      setNotice(t('integrations.billplz.switchedOn'));
    } catch (err) {
      setSwitchError(firstServerError(err));
    } finally {
      setSwitchingOn(false);
    }
  };

  const open = () => {
    setNotice(null);
    setSwitchError(null);
    setEditing(true);
  };

  return (
    <ProviderShell provider={provider}>
      {setup ? <Account setup={setup} /> : <p data-testid="billplz-intro">{t('integrations.billplz.intro')}</p>}
      {setup && !setup.active && <p data-testid="billplz-off">{t('integrations.billplz.offExplain')}</p>}
      {notice && (
        <FormMessage kind="success" testId="billplz-notice">
          {notice}
        </FormMessage>
      )}
      {switchError && <FormMessage testId="billplz-switch-error">{switchError}</FormMessage>}
      <div className="mt-auto flex flex-wrap gap-2">
        {setup ? (
          <>
            <Button variant="secondary" onClick={open} data-testid="billplz-edit">
              {t('integrations.billplz.edit')}
            </Button>
            {setup.active ? (
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => switchOff.ask(setup)} data-testid="billplz-switch-off">
                {t('integrations.billplz.switchOff')}
              </Button>
            ) : (
              <Button onClick={() => void switchOn(setup)} loading={switchingOn} data-testid="billplz-switch-on">
                {t('integrations.billplz.switchOn')}
              </Button>
            )}
          </>
        ) : (
          <Button onClick={open} data-testid="billplz-connect">
            {t('integrations.billplz.connect')}
          </Button>
        )}
      </div>
      {setup?.active && <FpxBanks />}
      {editing && (
        <BillplzDialog
          setup={setup}
          onClose={() => setEditing(false)}
          onSaved={async () => {
            await reload();
            setEditing(false);
            setNotice(t(setup ? 'integrations.billplz.saved' : 'integrations.billplz.connected'));
          }}
        />
      )}
      <ConfirmDialog
        {...switchOff.dialog}
        title={t('integrations.billplz.switchOffTitle')}
        message={t('integrations.billplz.switchOffConfirm')}
        confirmLabel={t('integrations.billplz.switchOff')}
        testId="billplz-switch-off-dialog"
      />
    </ProviderShell>
  );
}

/** The saved account: collection, sandbox or live, the admin fee and the keys' last characters. */
function Account({ setup }: { setup: BillplzSetup }) {
  const { t } = useTranslation();
  const texts = useIntegrationTexts();
  const rows: [string, string, string, boolean][] = [
    ['collectionId', t('integrations.billplz.collectionId'), setup.collectionId, true],
    ['mode', t('integrations.billplz.mode'), t(setup.sandbox ? 'integrations.billplz.sandbox' : 'integrations.billplz.live'), false],
    ['adminFee', t('integrations.billplz.adminFee'), isZeroFee(setup.adminFee) ? t('integrations.billplz.noFee') : texts.money(setup.adminFee), false],
    ['apiKey', t('integrations.billplz.apiKey'), setup.apiKey, true],
    ['xSignatureKey', t('integrations.billplz.xSignatureKey'), setup.xSignatureKey, true],
  ];
  return (
    <dl className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
      {rows.map(([key, label, value, mono]) => (
        <div key={key} className="min-w-0" data-testid={`billplz-${key}`}>
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className={`text-slate-900 ${mono ? 'font-mono text-xs leading-5 break-all' : 'break-words'}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
