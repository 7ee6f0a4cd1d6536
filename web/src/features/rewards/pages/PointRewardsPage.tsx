import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { Icon, type AnyIcon } from '@/components/Icon';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { useActiveCampaigns, usePointsSummary } from '../api/rewards';
import type { Campaign } from '../api/types';
import { BalanceCard, HqFiguresCard } from '../components/BalanceCard';
import { CampaignGrid } from '../components/CampaignCard';
import { Pending } from '../components/Pending';
import { BlockSkeleton, CardsSkeleton } from '../components/Skeletons';
import { CAMPAIGN_LIST_PATH, POINT_HISTORY_PATH, REDEEMED_PATH } from '../logic/paths';

/** The ones the agent may redeem now first, the API's order kept otherwise. */
const redeemableFirst = (list: readonly Campaign[]) => [...list].sort((a, b) => Number(Boolean(b.me?.canRedeem)) - Number(Boolean(a.me?.canRedeem)));

function ShortcutLink({ to, icon, label, testId }: { to: string; icon: AnyIcon; label: string; testId: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-14 items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        data-testid={testId}
      >
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon name={icon} />
        </span>
        <span className="min-w-0 flex-1 break-words">{label}</span>
        <span aria-hidden="true" className="text-slate-400">
          ›
        </span>
      </Link>
    </li>
  );
}

/**
 * /point-rewards: the agent's points home. Their balance (earned, redeemed and, when a refund took more
 * than they had, what is owed), the ways to their point history and redeemed rewards, and the rewards of
 * the ongoing campaigns with their progress and a Redeem button each. HQ sees its campaign figures and
 * the same campaigns without progress or buttons.
 */
export function PointRewardsPage() {
  const { t } = useTranslation();
  const summary = usePointsSummary();
  const active = useActiveCampaigns();
  return (
    <div className="mx-auto max-w-6xl" data-testid="point-rewards-page">
      <PageTitle subtitle={t('rewards.home.intro')}>{t('rewards.home.title')}</PageTitle>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <Pending data={summary.data} error={summary.error} retry={() => void summary.mutate()} skeleton={<BlockSkeleton testId="balance-loading" />}>
          {(s) => (s.agent ? <BalanceCard standing={s.agent} /> : s.hq ? <HqFiguresCard figures={s.hq} /> : null)}
        </Pending>
        <nav aria-label={t('rewards.home.shortcuts')}>
          <ul className="grid gap-3">
            <ShortcutLink to={POINT_HISTORY_PATH} icon="coins" label={t('rewards.home.pointHistory')} testId="link-point-history" />
            <ShortcutLink to={REDEEMED_PATH} icon="gift" label={t('rewards.home.redeemed')} testId="link-redeemed" />
            <ShortcutLink to={CAMPAIGN_LIST_PATH} icon="flag" label={t('rewards.home.allCampaigns')} testId="link-campaigns" />
          </ul>
        </nav>
      </div>
      <section className="mt-8" aria-labelledby="redeem-now">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
          <div className="min-w-0">
            <h2 id="redeem-now" className="text-lg font-semibold text-slate-900">
              {t('rewards.home.redeemNow')}
            </h2>
            <p className="text-sm text-slate-600">{t('rewards.home.redeemNowIntro')}</p>
          </div>
        </div>
        <Pending data={active.data} error={active.error} retry={() => void active.mutate()} skeleton={<CardsSkeleton />}>
          {(list) =>
            list.length === 0 ? (
              <div className="space-y-3">
                <EmptyState testId="no-active">{t('rewards.home.none')}</EmptyState>
                <LinkButton to={`${CAMPAIGN_LIST_PATH}?state=upcoming`} data-testid="see-upcoming">
                  {t('rewards.home.seeUpcoming')}
                </LinkButton>
              </div>
            ) : (
              <CampaignGrid campaigns={redeemableFirst(list)} testId="active-campaigns" />
            )
          }
        </Pending>
      </section>
    </div>
  );
}
