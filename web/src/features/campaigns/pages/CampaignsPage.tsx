import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { Tabs } from '@/components/Tabs';
import { useCurrentUser } from '@/lib/current-user';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { deleteCampaign, refreshCampaigns, useCampaignSummary, useCampaigns } from '../api/campaigns';
import type { Campaign } from '../api/types';
import { CampaignCard } from '../components/CampaignCard';
import { PointsByHand } from '../components/PointsByHand';
import { SummaryCards } from '../components/SummaryCards';
import { useTierNames } from '../components/use-tier-names';
import { CAMPAIGN_TABS, asCampaignTab, tabState } from '../logic/display';
import { NEW_CAMPAIGN_PATH, REDEEM_HISTORY_PATH } from '../logic/paths';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** /campaign: HQ's figures, the campaigns by state with edit and delete, and (HQ admin) points by hand. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const tab = asCampaignTab(params.get('state'));
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [notice, setNotice] = useState<Notice>(saved ? { kind: 'success', text: t('campaigns.saved') } : null);
  const summary = useCampaignSummary();
  const list = useCampaigns(tabState(tab));
  const { names } = useTierNames();
  const removal = useConfirmAction((c: Campaign) => deleteCampaign(c.id), {
    onDone: (c) => {
      setNotice({ kind: 'success', text: t('campaigns.delete.done', { title: c.gameTitle }) });
      return refreshCampaigns(mutate);
    },
  });

  return (
    <div className="mx-auto max-w-6xl" data-testid="campaigns-page">
      <PageTitle
        subtitle={t('campaigns.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <LinkButton to={REDEEM_HISTORY_PATH} data-testid="campaign-history-link">
              {t('campaigns.history.link')}
            </LinkButton>
            <LinkButton variant="primary" to={NEW_CAMPAIGN_PATH} data-testid="campaign-new">
              {t('campaigns.new')}
            </LinkButton>
          </div>
        }
      >
        {t('campaigns.title')}
      </PageTitle>

      {summary.data?.hq ? (
        <SummaryCards figures={summary.data.hq} />
      ) : summary.error ? (
        <div className="mb-6">
          <FormMessage testId="campaign-summary-error">{t('campaigns.summary.failed')}</FormMessage>
        </div>
      ) : null}

      <Tabs
        label={t('campaigns.tabsLabel')}
        tabs={CAMPAIGN_TABS.map((id) => ({ id, label: t(`campaigns.tabs.${id}`) }))}
        value={tab}
        onChange={(id) => setParams(id === 'ongoing' ? {} : { state: id }, { replace: true })}
      />
      {notice && (
        <div className="mb-3">
          <FormMessage kind={notice.kind} testId={`campaign-notice-${notice.kind}`}>
            {notice.text}
          </FormMessage>
        </div>
      )}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <Loaded data={list.data} error={list.error} retry={() => void list.mutate()}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState testId="campaigns-empty">{t(`campaigns.empty.${tab}`)}</EmptyState>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="campaign-list">
                {items.map((c) => (
                  <CampaignCard key={c.id} campaign={c} tierNames={names} onDelete={removal.ask} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>

      {user.role === 'hq' && <PointsByHand onDone={() => void summary.mutate()} />}

      <ConfirmDialog
        {...removal.dialog}
        title={t('campaigns.delete.title')}
        testId="campaign-delete-dialog"
        message={removal.target ? t('campaigns.delete.message', { title: removal.target.gameTitle }) : undefined}
        confirmLabel={t('campaigns.delete.confirm')}
      />
    </div>
  );
}
