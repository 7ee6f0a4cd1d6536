import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Tabs } from '@/components/Tabs';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { useConfirmAction } from '@/lib/use-confirm-action';
import type { PromoBase } from '../../api/types';
import { PROMO_TABS, asPromoTab, filterByTab, tabCounts } from '../../logic/promo-status';
import { CatalogueNav } from '../CatalogueNav';
import { LinkButton } from '@/components/LinkButton';
import { PromoList } from './PromoList';
import { SavedNotice } from './SavedNotice';

/**
 * The package and combo list pages: status tabs, suspend / unsuspend / delete. A failed action shows
 * the generic error (spec §8).
 */
export function PromoListPage<T extends PromoBase>({
  kind,
  data,
  error,
  reload,
  suspend,
  remove,
  details,
}: {
  kind: 'package' | 'combo';
  data: T[] | undefined;
  error: unknown;
  reload: () => Promise<unknown>;
  suspend: (id: number, suspended: boolean) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  details: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = asPromoTab(params.get('status'));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const removal = useConfirmAction((item: T) => remove(item.id), { errorText: () => t('errors.generic'), onDone: () => reload() });
  const base = `/products/${kind}`;

  const onSuspend = async (item: T) => {
    setBusyId(item.id);
    setActionError(null);
    try {
      await suspend(item.id, item.status !== 'suspended');
      await reload();
    } catch {
      setActionError(t('errors.generic'));
    } finally {
      setBusyId(null);
    }
  };

  const counts = tabCounts(data ?? []);
  return (
    <div className="mx-auto max-w-6xl" data-testid={`${kind}s-page`}>
      <PageTitle
        subtitle={t(`catalogue.${kind}.intro`)}
        actions={
          <LinkButton variant="primary" to={`${base}/new`} data-testid={`${kind}-new`}>
            {t(`catalogue.${kind}.new`)}
          </LinkButton>
        }
      >
        {t(`catalogue.${kind}.title`)}
      </PageTitle>
      <CatalogueNav />
      <Tabs
        label={t('catalogue.promo.statusTabs')}
        tabs={PROMO_TABS.map((id) => ({ id, label: `${t(id === 'all' ? 'catalogue.status.all' : `catalogue.status.${id}`)} (${counts[id]})` }))}
        value={tab}
        onChange={(id) => setParams(id === 'all' ? {} : { status: id }, { replace: true })}
      />
      <SavedNotice />
      {actionError && (
        <div className="mb-3">
          <FormMessage testId={`${kind}-action-error`}>{actionError}</FormMessage>
        </div>
      )}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <Loaded data={data} error={error} retry={() => void reload()}>
          {(items) => {
            const shown = filterByTab(items, tab);
            return shown.length === 0 ? (
              <EmptyState />
            ) : (
              <PromoList
                items={shown}
                testId={kind}
                editPath={(p) => `${base}/edit?id=${p.id}`}
                details={details}
                busyId={busyId}
                onSuspend={(p) => void onSuspend(p)}
                onDelete={removal.ask}
              />
            );
          }}
        </Loaded>
      </div>
      <ConfirmDialog
        {...removal.dialog}
        title={t(`catalogue.${kind}.deleteTitle`)}
        message={removal.target ? t('catalogue.promo.deleteMessage', { name: removal.target.name }) : undefined}
        confirmLabel={t('catalogue.common.delete')}
      />
    </div>
  );
}
