import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign, CampaignProgress } from '../api/types';
import { barPercent, towards } from '../logic/rewards';
import { useRewardTexts } from './use-reward-texts';

/** The agent's balance against the campaign's points: a bar of `me.percent` and "120 of 200 points". */
export function PointsProgress({ campaign, me }: { campaign: Pick<Campaign, 'pointRequired'>; me: CampaignProgress }) {
  const { t } = useTranslation();
  const text = useRewardTexts();
  const labelId = useId();
  const percent = barPercent(me.percent);
  const done = percent >= 100;
  const figures = t('rewards.progress.of', { current: text.number(towards(me.balance, campaign.pointRequired)), required: text.points(campaign.pointRequired) });
  return (
    <div data-testid="points-progress">
      <div className="mb-1 flex items-baseline justify-between gap-2 text-xs">
        <span id={labelId} className="font-medium text-slate-600">
          {t('rewards.progress.label')}
        </span>
        <span className={`font-semibold tabular-nums ${done ? 'text-emerald-700' : 'text-slate-700'}`} data-testid="points-progress-percent">
          {t('rewards.progress.percent', { percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={figures}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full rounded-full transition-[width] ${done ? 'bg-emerald-500' : 'bg-primary'}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs break-words text-slate-600 tabular-nums" data-testid="points-progress-figures">
        {figures}
      </p>
    </div>
  );
}
