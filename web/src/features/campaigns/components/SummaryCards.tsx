import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '@/lib/format';
import type { HqCampaignFigures } from '../api/types';
import { formatPoints } from '../logic/display';
import { REDEEM_HISTORY_PATH } from '../logic/paths';

function Figure({ label, value, testId, children }: { label: string; value: string; testId: string; children?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4" data-testid={testId}>
      <dt className="text-xs font-medium break-words text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words text-slate-900 sm:text-2xl" data-testid={`${testId}-value`}>
        {value}
      </dd>
      {children}
    </div>
  );
}

/** HQ's campaign figures: campaigns per state, redemptions, points, rewards to hand over. */
export function SummaryCards({ figures }: { figures: HqCampaignFigures }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => new Intl.NumberFormat(intlLocale(i18n.language)).format(v);
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="campaign-summary">
      <Figure label={t('campaigns.summary.ongoing')} value={n(figures.ongoing)} testId="summary-ongoing" />
      <Figure label={t('campaigns.summary.upcoming')} value={n(figures.upcoming)} testId="summary-upcoming" />
      <Figure label={t('campaigns.summary.expired')} value={n(figures.expired)} testId="summary-expired" />
      <Figure label={t('campaigns.summary.redemptions')} value={n(figures.redemptions)} testId="summary-redemptions" />
      <Figure label={t('campaigns.summary.pointsRedeemed')} value={formatPoints(figures.pointsRedeemed)} testId="summary-points-redeemed" />
      <Figure label={t('campaigns.summary.toHandOver')} value={n(figures.toHandOver)} testId="summary-to-hand-over">
        <Link to={`${REDEEM_HISTORY_PATH}?status=to_hand_over`} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline" data-testid="summary-hand-over-link">
          {t('campaigns.summary.handOverLink')}
        </Link>
      </Figure>
      <Figure label={t('campaigns.summary.pointsOutstanding')} value={formatPoints(figures.pointsOutstanding)} testId="summary-points-outstanding" />
    </dl>
  );
}
