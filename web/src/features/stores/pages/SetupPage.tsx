import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { isHqSide } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { failureText } from '@/lib/form';
import { ApiError } from '@/lib/api';
import { accountKey, refreshProgram, setupStore, uploadLogo, useStoreAccount } from '../api/stores';
import type { AgentStore, StoreInput, StoreProgram, StoreProgramAccount } from '../api/types';
import { ImagePicker } from '../components/ImagePicker';
import { BackToStore } from '../components/Navs';
import { NoStore, NotOffered } from '../components/StateCards';
import { StoreForm } from '../components/StoreForm';
import { StoreStatusBadge } from '../components/StoreStatusBadge';
import { programPath, routeTitleKey } from '../logic/programs';

/**
 * /go-affiliate|ejen-store|e-koop/setup. An agent changes their store (a rejected store goes back to HQ
 * for review) and its logo. HQ's settings of the program live on its register screen: HQ is sent there.
 */
export function SetupPage({ program }: { program: StoreProgram }) {
  const user = useCurrentUser();
  if (isHqSide(user)) return <Navigate to={programPath(program, 'register')} replace />;
  return <AgentSetup program={program} />;
}

function AgentSetup({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  const account = useStoreAccount(program);
  return (
    <div className="mx-auto max-w-3xl min-w-0 space-y-4" data-testid="store-setup-page">
      <BackToStore program={program} />
      <PageTitle subtitle={t('stores.setup.intro')}>{t(routeTitleKey(program, 'setup'))}</PageTitle>
      <Loaded data={account.data} error={account.error} retry={() => void account.mutate()}>
        {(a) => (a.store ? <SetupForms program={program} account={a} store={a.store} /> : a.offered ? <NoStore program={program} /> : <NotOffered program={program} />)}
      </Loaded>
    </div>
  );
}

function SetupForms({ program, account, store }: { program: StoreProgram; account: StoreProgramAccount; store: AgentStore }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const keep = async (saved: AgentStore) => {
    await mutate(accountKey(program), { ...account, store: saved }, { revalidate: false });
    await refreshProgram(mutate, program);
  };
  const save = async (input: StoreInput) => keep(await setupStore(program, input));
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>{t('stores.setup.status')}</span>
        <StoreStatusBadge status={store.status} />
      </div>
      {store.status === 'rejected' && (
        <FormMessage kind="info" testId="store-setup-resubmit">
          {t('stores.setup.resubmit')}
        </FormMessage>
      )}
      <LogoCard program={program} store={store} onSaved={keep} />
      <StoreForm program={program} store={store} save={save} submitLabel={t('common.save')} savedText={t(store.status === 'rejected' ? 'stores.setup.resubmitted' : 'stores.setup.saved')} />
    </>
  );
}

function LogoCard({ program, store, onSaved }: { program: StoreProgram; store: AgentStore; onSaved: (s: AgentStore) => Promise<void> }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    setDone(false);
    try {
      await onSaved(await uploadLogo(program, file));
      setFile(null);
      setDone(true);
    } catch (e) {
      setError(e instanceof ApiError && e.errors?.logo ? String(e.errors.logo) : failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('stores.setup.logoTitle')} data-testid="store-logo-card">
      <ImagePicker
        label={t('stores.setup.logo')}
        hint={t('stores.setup.logoHint')}
        file={file}
        onChange={(f) => {
          setFile(f);
          setError(undefined);
          setDone(false);
        }}
        current={store.logoUrl}
        error={error}
        testId="store-logo-input"
        previewClass="h-24 w-24 object-cover"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={!file} loading={busy} onClick={() => void upload()} data-testid="store-logo-upload">
          {t('stores.setup.uploadLogo')}
        </Button>
        {done && (
          <span role="status" className="text-sm text-emerald-700" data-testid="store-logo-done">
            {t('stores.setup.logoSaved')}
          </span>
        )}
      </div>
    </Card>
  );
}
