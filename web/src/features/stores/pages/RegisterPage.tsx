import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { isHqSide } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { accountKey, registerStore, useProgramSettings, useStoreAccount } from '../api/stores';
import type { StoreInput, StoreProgram, StoreProgramAccount } from '../api/types';
import { HqProgramNav } from '../components/Navs';
import { ProgramIntro } from '../components/ProgramIntro';
import { SettingsForm } from '../components/SettingsForm';
import { NotOffered } from '../components/StateCards';
import { StoreForm } from '../components/StoreForm';
import { StoreStatusBadge } from '../components/StoreStatusBadge';
import { programPath, routeTitleKey } from '../logic/programs';

/**
 * /go-affiliate|ejen-store|e-koop/register. An agent reads what the program is and joins it (when HQ
 * offers it); HQ sets whether it is offered and how agents join, staff read those settings.
 */
export function RegisterPage({ program }: { program: StoreProgram }) {
  const user = useCurrentUser();
  return isHqSide(user) ? <HqSettings program={program} /> : <AgentRegister program={program} />;
}

function AgentRegister({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  const account = useStoreAccount(program);
  return (
    <div className="mx-auto max-w-3xl min-w-0 space-y-4" data-testid="store-register-page">
      <PageTitle subtitle={t('stores.register.intro')}>{t(routeTitleKey(program, 'register'))}</PageTitle>
      <Loaded data={account.data} error={account.error} retry={() => void account.mutate()}>
        {(a) => <JoinSection program={program} account={a} />}
      </Loaded>
    </div>
  );
}

function JoinSection({ program, account }: { program: StoreProgram; account: StoreProgramAccount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  if (account.store) {
    return (
      <section className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" data-testid="store-already-joined">
        <h2 className="text-base font-semibold text-slate-900">{t('stores.register.joinedTitle', { name: account.store.name })}</h2>
        <div className="mt-2 flex justify-center">
          <StoreStatusBadge status={account.store.status} />
        </div>
        <LinkButton variant="primary" className="mt-4" to={programPath(program, 'account')}>
          {t('stores.register.toAccount')}
        </LinkButton>
      </section>
    );
  }
  if (!account.offered) {
    return (
      <>
        <NotOffered program={program} />
        <ProgramIntro program={program} />
      </>
    );
  }
  const join = async (input: StoreInput) => {
    const store = await registerStore(program, input);
    // The store page reads the new store from the cache at once (and asks again as it opens).
    void mutate(accountKey(program), { ...account, store }, { revalidate: false });
    navigate(programPath(program, 'account'), { state: { joined: true } });
  };
  return (
    <>
      <ProgramIntro program={program} joinPolicy={account.joinPolicy} />
      <h2 className="pt-2 text-lg font-semibold text-slate-900">{t('stores.register.formTitle')}</h2>
      <StoreForm program={program} store={null} save={join} submitLabel={t('stores.register.submit')} savedText={t('stores.register.joined')} />
    </>
  );
}

function HqSettings({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settings = useProgramSettings(program);
  return (
    <div className="mx-auto max-w-3xl min-w-0 space-y-4" data-testid="store-settings-page">
      <PageTitle subtitle={t('stores.settings.intro')}>{t('stores.hq.title.settings', { program: t(`stores.program.${program}.hqName`) })}</PageTitle>
      <HqProgramNav program={program} section="register" />
      <Loaded data={settings.data} error={settings.error} retry={() => void settings.mutate()}>
        {(s) => <SettingsForm key={s.program} settings={s} canEdit={user.role === 'hq'} />}
      </Loaded>
      <ProgramIntro program={program} />
    </div>
  );
}
