import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameplanRequirement } from '../api/types';
import { barPercent } from '../logic/gameplan';
import { useRankingTexts } from './use-ranking-texts';

/** One target as a labelled progress bar: how much of it is done (current / target), the percent and a check once met. */
export function RequirementBar({ requirement: r }: { requirement: GameplanRequirement }) {
  const { t } = useTranslation();
  const text = useRankingTexts();
  const labelId = useId();
  const percent = barPercent(r);
  const label = text.requirement(r.key);
  const progress = t('rankings.gameplan.ofTarget', { current: text.figure(r, r.current), target: text.figure(r, r.target) });
  return (
    <li className="py-3" data-testid="requirement" data-key={r.key} data-met={r.met ? 'true' : 'false'}>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={labelId} className="min-w-0 text-sm font-medium break-words text-slate-800" data-testid="requirement-label">
          {label}
        </p>
        <p className="flex items-center gap-2 text-sm">
          {r.met ? (
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-700" data-testid="requirement-met">
              <span aria-hidden="true">✓</span>
              {t('rankings.gameplan.met')}
            </span>
          ) : (
            <span className="font-semibold text-slate-700 tabular-nums" data-testid="requirement-percent">
              {t('rankings.gameplan.percent', { percent })}
            </span>
          )}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('rankings.gameplan.valueText', { progress, percent })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
        data-testid="requirement-bar"
      >
        <div className={`h-full rounded-full ${r.met ? 'bg-emerald-500' : 'bg-primary'}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs break-words text-slate-600 tabular-nums" data-testid="requirement-figures">
        {progress}
      </p>
    </li>
  );
}
