import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { ApiError } from '@/lib/api';
import { programPath } from '../logic/programs';

/** 409 no_store: the agent has no e-koop store, so no banners. */
export const isNoStore = (error: unknown) => error instanceof ApiError && error.status === 409 && error.error === 'no_store';

export function NoEkoopStore() {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" data-testid="banner-no-store">
      <h2 className="text-base font-semibold text-slate-900">{t('stores.banner.noStoreTitle')}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{t('stores.banner.noStoreText')}</p>
      <LinkButton variant="primary" className="mt-4" to={programPath('ekoop', 'register')}>
        {t('stores.noStore.join')}
      </LinkButton>
    </section>
  );
}

/** HQ: each agent keeps their own e-koop store's banners. */
export function HqBannersNote() {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" data-testid="banner-hq-note">
      <p className="mx-auto max-w-md text-sm text-slate-600">{t('stores.banner.hqNote')}</p>
      <LinkButton className="mt-4" to={programPath('ekoop', 'account')}>
        {t('stores.banner.hqToStores')}
      </LinkButton>
    </section>
  );
}
