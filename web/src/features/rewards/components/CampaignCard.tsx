import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '@/components/StatusBadge';
import type { Campaign } from '../api/types';
import { detailsPath } from '../logic/paths';
import { hasQuota } from '../logic/rewards';
import { Banner } from './Banner';
import { PointsProgress } from './PointsProgress';
import { RedeemAction } from './RedeemAction';
import { useRewardTexts } from './use-reward-texts';

/** When it runs, by its state: until when (ongoing), from when (upcoming), ended when (expired). */
export function CampaignDates({ campaign: c, inline = false }: { campaign: Pick<Campaign, 'state' | 'startDate' | 'endDate'>; inline?: boolean }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  const key = c.state === 'upcoming' ? 'rewards.card.starts' : c.state === 'expired' ? 'rewards.card.ended' : 'rewards.card.until';
  const Line = inline ? 'span' : 'p';
  return (
    <Line className={`${inline ? 'block' : ''} text-xs ${c.state === 'upcoming' ? 'font-semibold text-sky-800' : 'text-slate-500'}`} data-testid="campaign-dates">
      {t(key, { date: text.date(c.state === 'upcoming' ? c.startDate : c.endDate) })}
    </Line>
  );
}

/** What is left of an overall quota ("12 left", "Sold out"); nothing without one. */
export function Quota({ campaign: c }: { campaign: Pick<Campaign, 'maxRedeem' | 'remaining'> }) {
  const { t } = useTranslation();
  if (!hasQuota(c)) return null;
  const left = c.remaining ?? 0;
  return (
    <span className={`text-xs font-semibold ${left > 0 ? 'text-amber-700' : 'text-red-700'}`} data-testid="campaign-quota">
      {left > 0 ? t('rewards.card.left', { count: left }) : t('rewards.card.soldOut')}
    </span>
  );
}

/**
 * A campaign as a card: the banner, title, reward and points required; for an agent their progress
 * and the Redeem button (not once it has ended). Tapping the card opens its details; an expired one is
 * greyed.
 */
export function CampaignCard({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  const expired = c.state === 'expired';
  return (
    <article
      className={`relative flex min-w-0 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition focus-within:ring-2 focus-within:ring-primary hover:shadow-md ${expired ? 'opacity-75' : ''}`}
      data-testid="campaign-card"
      data-id={c.id}
      data-state={c.state}
    >
      <Banner campaign={c} dim={expired} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 font-semibold break-words text-slate-900">
              <Link to={detailsPath(c.id)} className="after:absolute after:inset-0 after:content-[''] focus:outline-none" data-testid="campaign-link">
                {c.gameTitle}
              </Link>
            </h3>
            <Tag>{text.rewardType(c.rewardType)}</Tag>
          </div>
          <p className="mt-0.5 text-sm break-words text-slate-600" data-testid="campaign-reward">
            {c.rewardName}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="text-lg font-bold text-primary tabular-nums" data-testid="campaign-points">
            {text.points(c.pointRequired)}
          </span>
          <Quota campaign={c} />
        </div>
        <CampaignDates campaign={c} />
        {c.me && !expired && (
          <div className="mt-auto space-y-3 pt-1">
            <PointsProgress campaign={c} me={c.me} />
            <RedeemAction campaign={c} />
          </div>
        )}
        {expired && <p className="sr-only">{t('rewards.card.expired')}</p>}
      </div>
    </article>
  );
}

/** Cards in a grid: one a row on phones, two on tablets, three on wide screens. */
export function CampaignGrid({ campaigns, testId = 'campaign-grid' }: { campaigns: readonly Campaign[]; testId?: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {campaigns.map((c) => (
        <CampaignCard key={c.id} campaign={c} />
      ))}
    </div>
  );
}
