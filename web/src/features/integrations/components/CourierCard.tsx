import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { firstServerError } from '@/lib/form';
import { formatDateTime } from '@/lib/format';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { disableProvider, HUB_KEY, saveCourierRoute, saveDelyva, saveEasyparcel, saveNinjavan } from '../api/integrations';
import type { CourierAccount, IntegrationHub, IntegrationProvider } from '../api/types';
import { delyvaSwitchOn, easyparcelSwitchOn, ninjavanSwitchOn, routeSwitchOn } from '../logic/courier-forms';
import { isRoutedCourier, type CourierProvider } from '../logic/display';
import { CourierDialog } from './CourierDialog';
import { EasyparcelCouriers } from './EasyparcelCouriers';
import { EasyparcelWebhook } from './EasyparcelWebhook';
import { ProviderShell } from './ProviderShell';
import { useIntegrationTexts } from './use-integration-texts';

/** Switching a switched-off provider back on: its form saved with its current values (the provider checks them again). */
function switchOnCall(code: CourierProvider, a: CourierAccount) {
  switch (code) {
    case 'easyparcel':
      return saveEasyparcel(easyparcelSwitchOn(a));
    case 'ninjavan':
      return saveNinjavan(ninjavanSwitchOn(a));
    case 'delyva':
      return saveDelyva(delyvaSwitchOn(a));
    case 'poslaju':
    case 'citylink':
      return saveCourierRoute(code, routeSwitchOn(a));
  }
}

/**
 * A courier provider (EasyParcel, Ninja Van, Delyva; Pos Laju and City-Link through one of the first):
 * connected, its account (secrets masked), Edit and Switch off (or Switch on when switched off) and, for
 * EasyParcel, its balance, the webhook address for its developer hub and the couriers HQ books with; not connected, what it is for and Connect.
 */
export function CourierCard({ provider, code }: { provider: IntegrationProvider; code: CourierProvider }) {
  const { t } = useTranslation();
  const texts = useIntegrationTexts();
  const { mutate } = useSWRConfig();
  const name = texts.provider(code);
  const account = provider.account ?? null;
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [switchingOn, setSwitchingOn] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);

  const switchOff = useConfirmAction(async (_a: CourierAccount) => disableProvider(code), {
    onDone: async (_a, hub: IntegrationHub) => {
      await mutate(HUB_KEY, hub, { revalidate: false });
      setNotice(t('integrations.courier.switchedOff', { name }));
    },
  });

  const switchOn = async (a: CourierAccount) => {
    setNotice(null);
    setSwitchError(null);
    setSwitchingOn(true);
    try {
      await switchOnCall(code, a);
      await mutate(HUB_KEY);
      setNotice(t('integrations.courier.switchedOn', { name }));
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

  const routed = isRoutedCourier(code);
  const intro = routed
    ? t('integrations.route.intro', { name })
    : code === 'easyparcel'
      ? t('integrations.easyparcel.intro')
      : code === 'ninjavan'
        ? t('integrations.ninjavan.intro')
        : t('integrations.delyva.intro');

  return (
    <ProviderShell provider={provider}>
      {(routed || !account) && <p data-testid={`${code}-intro`}>{intro}</p>}
      {account && <AccountFacts code={code} account={account} />}
      {code === 'easyparcel' && account?.webhookPath && <EasyparcelWebhook path={account.webhookPath} />}
      {code === 'delyva' && account?.webhookPath && <EasyparcelWebhook path={account.webhookPath} title={t('integrations.delyva.webhookTitle')} />}
      {account && !account.active && <p data-testid={`${code}-off`}>{t('integrations.courier.offExplain', { name })}</p>}
      {notice && (
        <FormMessage kind="success" testId={`${code}-notice`}>
          {notice}
        </FormMessage>
      )}
      {switchError && <FormMessage testId={`${code}-switch-error`}>{switchError}</FormMessage>}
      <div className="mt-auto flex flex-wrap gap-2">
        {account ? (
          <>
            <Button variant="secondary" onClick={open} data-testid={`${code}-edit`}>
              {t('integrations.courier.edit')}
            </Button>
            {account.active ? (
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => switchOff.ask(account)} data-testid={`${code}-switch-off`}>
                {t('integrations.courier.switchOff')}
              </Button>
            ) : (
              <Button onClick={() => void switchOn(account)} loading={switchingOn} data-testid={`${code}-switch-on`}>
                {t('integrations.courier.switchOn')}
              </Button>
            )}
          </>
        ) : (
          <Button onClick={open} data-testid={`${code}-connect`}>
            {t('integrations.courier.connect')}
          </Button>
        )}
      </div>
      {code === 'easyparcel' && account && <EasyparcelCouriers account={account} />}
      {editing && (
        <CourierDialog
          code={code}
          account={account}
          onClose={() => setEditing(false)}
          onSaved={async () => {
            await mutate(HUB_KEY);
            setEditing(false);
            setNotice(t(account ? 'integrations.courier.saved' : 'integrations.courier.connected', { name }));
          }}
        />
      )}
      <ConfirmDialog
        {...switchOff.dialog}
        title={t('integrations.courier.switchOffTitle', { name })}
        message={t('integrations.courier.switchOffConfirm', { name })}
        confirmLabel={t('integrations.courier.switchOff')}
        testId={`${code}-switch-off-dialog`}
      />
    </ProviderShell>
  );
}

/** The saved account as the provider uses it: secrets masked, the mode, EasyParcel's balance, the route. */
function AccountFacts({ code, account: a }: { code: CourierProvider; account: CourierAccount }) {
  const { t, i18n } = useTranslation();
  const texts = useIntegrationTexts();
  const mode = t(a.sandbox ? 'integrations.courier.sandbox' : 'integrations.courier.live');
  const checked = a.checkedAt ? formatDateTime(a.checkedAt, i18n.language) : null;
  // [test id, label, value, monospaced]
  const rows: [string, string, string | null, boolean][] =
    code === 'easyparcel'
      ? [
          ['balance', t('integrations.courier.balance'), a.balance === null ? null : texts.money(a.balance), false],
          ['mode', t('integrations.courier.mode'), mode, false],
          ['apiKey', t('integrations.courier.apiKey'), a.apiKey, true],
          ['checkedAt', t('integrations.courier.checkedAt'), checked, false],
        ]
      : code === 'ninjavan'
        ? [
            ['countryCode', t('integrations.courier.countryCode'), a.countryCode && texts.country(a.countryCode), false],
            ['mode', t('integrations.courier.mode'), mode, false],
            ['clientId', t('integrations.courier.clientId'), a.clientId, true],
            ['clientSecret', t('integrations.courier.clientSecret'), a.clientSecret, true],
            ['checkedAt', t('integrations.courier.checkedAt'), checked, false],
          ]
        : code === 'delyva'
          ? [
              ['customerId', t('integrations.courier.customerId'), a.customerId, true],
              ['companyId', t('integrations.courier.companyId'), a.companyId, true],
              ['apiKey', t('integrations.courier.apiKey'), a.apiKey, true],
              ['checkedAt', t('integrations.courier.checkedAt'), checked, false],
            ]
          : [
              ['through', t('integrations.courier.through'), a.through && texts.provider(a.through), false],
              ['accountNumber', t('integrations.courier.accountNumber'), a.accountNumber || t('integrations.courier.noAccountNumber'), false],
            ];
  return (
    <dl className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
      {rows
        .filter((r): r is [string, string, string, boolean] => Boolean(r[2]))
        .map(([key, label, value, mono]) => (
          <div key={key} className="min-w-0" data-testid={`${code}-${key}`}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className={`text-slate-900 ${mono ? 'font-mono text-xs leading-5 break-all' : 'break-words'}`}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
