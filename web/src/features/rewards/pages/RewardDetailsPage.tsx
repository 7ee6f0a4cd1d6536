import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Tag } from '@/components/StatusBadge';
import { useCampaign } from '../api/rewards';
import type { Campaign } from '../api/types';
import { BackLink } from '../components/BackLink';
import { Banner } from '../components/Banner';
import { CampaignDates, Quota } from '../components/CampaignCard';
import { NotFound } from '../components/NotFound';
import { Pending } from '../components/Pending';
import { PointsProgress } from '../components/PointsProgress';
import { RedeemAction } from '../components/RedeemAction';
import { BlockSkeleton } from '../components/Skeletons';
import { useRewardTexts } from '../components/use-reward-texts';
import { readPositive, REWARDS_PATH } from '../logic/paths';
import { hasQuota } from '../logic/rewards';

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The points, the agent's progress and the Redeem button: beside the text on wide screens, under the banner on phones. */
function RedeemPanel({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  const value = text.rewardValue(c);
  return (
    <section className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" aria-label={t('rewards.details.reward')} data-testid="redeem-panel">
      <div>
        <p className="text-xs font-medium text-slate-500">{t('rewards.details.reward')}</p>
        <p className="mt-0.5 text-lg font-semibold break-words text-slate-900" data-testid="details-reward">
          {c.rewardName}
        </p>
        {value && (
          <p className="text-sm break-words text-slate-600" data-testid="details-reward-value">
            {value}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-2xl font-bold text-primary tabular-nums" data-testid="details-points">
          {text.points(c.pointRequired)}
        </p>
        <Quota campaign={c} />
      </div>
      {c.me ? (
        c.state !== 'expired' && (
          <>
            <PointsProgress campaign={c} me={c.me} />
            <RedeemAction campaign={c} testId="details-redeem" />
          </>
        )
      ) : (
        <FormMessage kind="info" testId="details-hq-note">
          {t('rewards.details.hqNote')}
        </FormMessage>
      )}
      {c.state === 'expired' && (
        <p className="text-sm text-slate-600" data-testid="details-ended">
          {t('rewards.card.expired')}
        </p>
      )}
    </section>
  );
}

function Details({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  return (
    // Phones: banner, title, the reward and Redeem, then the text. Wide screens: the text on the left, the reward panel beside it.
    <article className="flex flex-col gap-4 lg:grid lg:grid-cols-5 lg:items-start lg:gap-6" data-testid="reward-details" data-state={c.state}>
      <div className="contents lg:col-span-3 lg:block lg:space-y-4">
        <div className="order-1 overflow-hidden rounded-xl shadow-sm ring-1 ring-slate-200">
          <Banner campaign={c} full dim={c.state === 'expired'} />
        </div>
        <div className="order-2">
          <PageTitle subtitle={<CampaignDates campaign={c} inline />}>{c.gameTitle}</PageTitle>
        </div>
        <div className="order-4 space-y-4">
          {c.gameDesc && (
            <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700" data-testid="details-description">
              {c.gameDesc}
            </p>
          )}
          <dl className="grid grid-cols-2 gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-testid="details-facts">
            <Fact term={t('rewards.details.type')} testId="fact-type">
              <Tag>{text.rewardType(c.rewardType)}</Tag>
            </Fact>
            <Fact term={t('rewards.details.points')} testId="fact-points">
              {text.points(c.pointRequired)}
            </Fact>
            <Fact term={t('rewards.details.dates')} testId="fact-dates">
              {t('rewards.details.dateRange', { start: text.date(c.startDate), end: text.date(c.endDate) })}
            </Fact>
            <Fact term={t('rewards.details.limit')} testId="fact-limit">
              {text.limit(c)}
            </Fact>
            <Fact term={t('rewards.details.quota')} testId="fact-quota">
              {hasQuota(c) ? t('rewards.details.quotaLeft', { left: text.number(c.remaining ?? 0), max: text.number(c.maxRedeem ?? 0) }) : t('rewards.details.noQuota')}
            </Fact>
            {c.me && c.perAgentLimit != null && (
              <Fact term={t('rewards.details.yours')} testId="fact-yours">
                {t('rewards.details.yoursCount', { count: c.me.redeemedThisPeriod, limit: c.perAgentLimit })}
              </Fact>
            )}
          </dl>
          {c.gameTnc.trim() && (
            <details className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="details-terms">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {t('rewards.details.terms')}
                <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <p className="border-t border-slate-100 px-4 py-3 text-sm break-words whitespace-pre-wrap text-slate-700" data-testid="details-terms-text">
                {c.gameTnc}
              </p>
            </details>
          )}
        </div>
      </div>
      <div className="order-3 lg:sticky lg:top-4 lg:col-span-2">
        <RedeemPanel campaign={c} />
      </div>
    </article>
  );
}

/**
 * /point-rewards/reward-details?id=: one campaign in full: banner, title, description, the terms (folded),
 * the reward and its worth, the points, the days, the limits and, for an agent, their progress and the
 * Redeem button (asks first, then opens the reward won). A missing or unknown id, or a campaign the agent
 * may not see (404), is a friendly "not found".
 */
export function RewardDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readPositive(params.get('id'));
  const campaign = useCampaign(id);
  const notFound = <NotFound title={t('rewards.details.notFoundTitle')} text={t('rewards.details.notFoundText')} />;
  return (
    <div className="mx-auto max-w-6xl" data-testid="reward-details-page">
      <BackLink to={REWARDS_PATH}>{t('rewards.backToRewards')}</BackLink>
      {id === null ? (
        <>
          <PageTitle>{t('rewards.details.title')}</PageTitle>
          {notFound}
        </>
      ) : (
        <Pending data={campaign.data} error={campaign.error} retry={() => void campaign.mutate()} skeleton={<BlockSkeleton testId="details-loading" tall />} notFound={notFound}>
          {(c) => <Details campaign={c} />}
        </Pending>
      )}
    </div>
  );
}
