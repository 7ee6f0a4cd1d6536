import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { Loaded } from '@/components/Loaded';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { saveSalesGoal, useSalesGoal } from '../api/own';
import type { SalesGoal } from '../api/types';
import { GOAL_FIELDS, goalInput, goalPercent, goalSchema, goalValues, type GoalValues } from '../logic/own';
import { useRankingTexts } from './use-ranking-texts';

/**
 * "My monthly goal": the personal sales goal the agent sets themselves, with this month's personal sales
 * against it as a bar (or an invitation to set one), and the inline form that sets or clears it. Agents only.
 */
export function SalesGoalCard() {
  const { t } = useTranslation();
  const goal = useSalesGoal();
  return (
    <Card title={t('rankings.goal.title')} className="min-w-0" data-testid="sales-goal">
      <Loaded data={goal.data} error={goal.error} retry={() => void goal.mutate()}>
        {(g) => <GoalBody goal={g} onSaved={(saved) => goal.mutate(saved, { revalidate: false })} />}
      </Loaded>
    </Card>
  );
}

function GoalBody({ goal, onSaved }: { goal: SalesGoal; onSaved: (saved: SalesGoal) => Promise<unknown> }) {
  const { t } = useTranslation();
  const text = useRankingTexts();
  const percent = goalPercent(goal);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" data-testid="sales-goal-month">
        {text.month(goal.period)}
      </p>
      {goal.goal != null && percent != null ? (
        <GoalProgress sales={text.money(goal.personalSales)} target={text.money(goal.goal)} percent={percent} />
      ) : (
        <div className="space-y-1" data-testid="sales-goal-none">
          <p className="text-sm text-slate-700">{t('rankings.goal.invite')}</p>
          <p className="text-sm text-slate-600" data-testid="sales-goal-sales">
            {t('rankings.goal.salesSoFar', { sales: text.money(goal.personalSales) })}
          </p>
        </div>
      )}
      <GoalForm goal={goal} onSaved={onSaved} />
    </div>
  );
}

function GoalProgress({ sales, target, percent }: { sales: string; target: string; percent: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const progress = t('rankings.gameplan.ofTarget', { current: sales, target });
  const reached = percent >= 100;
  return (
    <div data-testid="sales-goal-progress">
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={labelId} className="min-w-0 text-sm font-medium break-words text-slate-800">
          {t('rankings.goal.label')}
        </p>
        {reached ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700" data-testid="sales-goal-reached">
            <span aria-hidden="true">✓</span>
            {t('rankings.goal.reached')}
          </span>
        ) : (
          <span className="text-sm font-semibold text-slate-700 tabular-nums" data-testid="sales-goal-percent">
            {t('rankings.gameplan.percent', { percent })}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('rankings.gameplan.valueText', { progress, percent })}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
        data-testid="sales-goal-bar"
      >
        <div className={`h-full rounded-full ${reached ? 'bg-emerald-500' : 'bg-primary'}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm break-words text-slate-700 tabular-nums" data-testid="sales-goal-figures">
        {progress}
      </p>
    </div>
  );
}

/** Sets the goal (an amount) or clears it (empty); the server's refusal of `goal` shows under the field. */
function GoalForm({ goal, onSaved }: { goal: SalesGoal; onSaved: (saved: SalesGoal) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm<GoalValues>({ resolver: zodResolver(goalSchema), defaultValues: goalValues(goal) });
  const {
    register,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const clearing = useWatch({ control, name: 'goal' }).trim() === '';
  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      const saved = await saveSalesGoal(goalInput(v));
      await onSaved(saved);
      reset(goalValues(saved));
    },
    { fields: GOAL_FIELDS, savedText: clearing ? t('rankings.goal.cleared') : t('rankings.goal.saved') },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 border-t border-slate-100 pt-4" data-testid="sales-goal-form">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Input
          className="min-w-0 flex-1"
          label={goal.goal != null ? t('rankings.goal.change') : t('rankings.goal.set')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('rankings.goal.placeholder')}
          hint={t('rankings.goal.hint')}
          error={errorText(errors.goal?.message)}
          data-testid="sales-goal-input"
          {...register('goal')}
        />
        <Button type="submit" loading={isSubmitting} className="sm:mt-6" data-testid="sales-goal-save">
          {t('rankings.goal.save')}
        </Button>
      </div>
      {status && (
        <FormMessage kind={status.kind} testId={`sales-goal-${status.kind}`}>
          {status.text}
        </FormMessage>
      )}
    </form>
  );
}
