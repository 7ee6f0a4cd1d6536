import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import type { StoreProgram } from '../api/types';
import { programPath } from '../logic/programs';

function StateCard({ title, text, testId, children }: { title: string; text: string; testId: string; children?: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{text}</p>
      {children && <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div>}
    </section>
  );
}

/** HQ does not offer the program: nothing to join. */
export function NotOffered({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  return (
    <StateCard title={t('stores.notOffered.title')} text={t('stores.notOffered.text', { program: t(`stores.program.${program}.name`) })} testId="store-not-offered">
      <LinkButton to="/">{t('common.goHome')}</LinkButton>
    </StateCard>
  );
}

/** The agent has no store in the program yet: the way to join. */
export function NoStore({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  return (
    <StateCard title={t('stores.noStore.title')} text={t('stores.noStore.text', { program: t(`stores.program.${program}.name`) })} testId="store-none">
      <LinkButton variant="primary" to={programPath(program, 'register')} data-testid="store-join-link">
        {t('stores.noStore.join')}
      </LinkButton>
    </StateCard>
  );
}
