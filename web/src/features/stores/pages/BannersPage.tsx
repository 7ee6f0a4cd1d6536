import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { isHqSide } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteBanner, useBanners } from '../api/stores';
import type { StoreBanner } from '../api/types';
import { BackToStore } from '../components/Navs';
import { HqBannersNote, NoEkoopStore, isNoStore } from '../components/BannerStates';
import { useStoreTexts } from '../components/use-store-texts';
import { MAX_BANNERS } from '../logic/images';
import { NEW_BANNER_PATH, routeTitleKey } from '../logic/programs';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** /e-koop/banner: the agent's e-koop store's banners, newest first, each with delete; the way to add one. */
export function BannersPage() {
  const user = useCurrentUser();
  const { t } = useTranslation();
  if (isHqSide(user)) {
    return (
      <div className="mx-auto max-w-3xl min-w-0" data-testid="store-banners-page">
        <PageTitle>{t(routeTitleKey('ekoop', 'banner'))}</PageTitle>
        <HqBannersNote />
      </div>
    );
  }
  return <AgentBanners />;
}

function AgentBanners() {
  const { t } = useTranslation();
  const text = useStoreTexts();
  const banners = useBanners();
  const added = (useLocation().state as { added?: boolean } | null)?.added === true;
  const [notice, setNotice] = useState<Notice>(added ? { kind: 'success', text: t('stores.banner.added') } : null);
  const removal = useConfirmAction((b: StoreBanner) => deleteBanner(b.id), {
    onDone: async (b) => {
      setNotice({ kind: 'success', text: t('stores.banner.deleted', { title: b.title }) });
      await banners.mutate((list) => list?.filter((x) => x.id !== b.id), { revalidate: true });
    },
  });
  const list = banners.data;
  const full = (list?.length ?? 0) >= MAX_BANNERS;
  const noStore = isNoStore(banners.error);

  return (
    <div className="mx-auto max-w-5xl min-w-0" data-testid="store-banners-page">
      <BackToStore program="ekoop" />
      <PageTitle
        subtitle={t('stores.banner.intro', { max: MAX_BANNERS })}
        actions={
          list && !full ? (
            <LinkButton variant="primary" to={NEW_BANNER_PATH} data-testid="banner-new-link">
              {t('stores.banner.new')}
            </LinkButton>
          ) : undefined
        }
      >
        {t(routeTitleKey('ekoop', 'banner'))}
      </PageTitle>
      {notice && (
        <div className="mb-3">
          <FormMessage kind={notice.kind} testId={`banner-notice-${notice.kind}`}>
            {notice.text}
          </FormMessage>
        </div>
      )}
      {full && (
        <div className="mb-3">
          <FormMessage kind="info" testId="banner-full">
            {t('stores.banner.full', { max: MAX_BANNERS })}
          </FormMessage>
        </div>
      )}
      {noStore ? (
        <NoEkoopStore />
      ) : (
        <Loaded data={list} error={banners.error} retry={() => void banners.mutate()}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState testId="banners-empty">{t('stores.banner.empty')}</EmptyState>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2" data-testid="banner-list">
                {items.map((b) => (
                  <li key={b.id} className="min-w-0 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="banner-item">
                    <img src={b.imageUrl} alt="" className="aspect-[3/1] w-full bg-slate-100 object-cover" />
                    <div className="p-4">
                      <h2 className="font-semibold break-words text-slate-900" data-testid="banner-title">{b.title}</h2>
                      {b.description && <p className="mt-1 text-sm break-words text-slate-600">{b.description}</p>}
                      {b.url && (
                        <a href={b.url} target="_blank" rel="noopener noreferrer" className="mt-1 block text-sm break-all text-primary hover:underline">
                          {b.url}
                          <span className="sr-only"> ({t('common.openInNewTab')})</span>
                        </a>
                      )}
                      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
                        <span className="text-xs text-slate-500">{text.day(b.createdAt)}</span>
                        <button
                          type="button"
                          className="min-h-11 px-2 text-sm font-semibold text-red-700 hover:underline"
                          onClick={() => removal.ask(b)}
                          aria-label={`${t('stores.banner.delete')}: ${b.title}`}
                          data-testid="banner-delete"
                        >
                          {t('stores.banner.delete')}
                        </button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('stores.banner.deleteTitle')}
        testId="banner-delete-dialog"
        message={removal.target ? t('stores.banner.deleteMessage', { title: removal.target.title }) : undefined}
        confirmLabel={t('stores.banner.delete')}
      />
    </div>
  );
}
