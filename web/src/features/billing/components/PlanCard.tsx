import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import type { BillingPeriod, Plan } from '../api/types';
import { choosable, priceOf, tooSmall, yearlySaving } from '../logic/display';
import { planDetailsPath } from '../logic/paths';
import { FeatureChips } from './Features';
import { useBillingTexts } from './use-billing-texts';

/**
 * One plan offered: its price on the period shown, its limits and features, and the way to choose it.
 * The current plan is marked (and choosable only to switch its period); a plan whose agent limit is below
 * the company's agents says so instead.
 */
export function PlanCard({
  plan,
  period,
  currentPeriod,
  agents,
  onChoose,
  error,
}: {
  plan: Plan;
  period: BillingPeriod;
  currentPeriod: BillingPeriod;
  agents: number | null;
  onChoose: (plan: Plan) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const saving = period === 'yearly' ? yearlySaving(plan) : null;
  const small = agents != null && !plan.current && tooSmall(plan, agents);
  const canChoose = choosable(plan, period, currentPeriod) && !small;
  return (
    <article
      className={`flex min-w-0 flex-col rounded-xl bg-white p-4 shadow-sm sm:p-5 ${plan.current ? 'ring-2 ring-primary' : 'ring-1 ring-slate-200'}`}
      aria-labelledby={`plan-${plan.id}-name`}
      data-testid="plan-card"
      data-id={plan.id}
      data-current={plan.current}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`plan-${plan.id}-name`} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          <Link to={planDetailsPath(plan.id)} className="underline-offset-2 hover:underline" data-testid="plan-name">
            {plan.name}
          </Link>
        </h2>
        {plan.current && (
          <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white" data-testid="plan-current">
            {t('billing.plan.current')}
          </span>
        )}
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums" data-testid="plan-price">
        {text.price(priceOf(plan, period), plan.currency, period)}
      </p>
      {saving && (
        <p className="text-xs font-medium text-emerald-700" data-testid="plan-saving">
          {t('billing.plan.yearlySaving', { amount: text.money(saving, plan.currency) })}
        </p>
      )}
      {plan.description && <p className="mt-2 text-sm break-words text-slate-600">{plan.description}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('billing.plan.maxAgents')}</dt>
          <dd className="font-medium text-slate-900" data-testid="plan-max-agents">{text.limit(plan.maxAgents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('billing.plan.maxBranches')}</dt>
          <dd className="font-medium text-slate-900" data-testid="plan-max-branches">{text.limit(plan.maxBranches)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex-1">
        <FeatureChips features={plan.features} testId="plan-card-features" />
      </div>
      {small && (
        <p className="mt-3 text-xs text-amber-800" data-testid="plan-too-small">
          {t('billing.plan.tooSmall', { count: agents ?? 0, max: plan.maxAgents ?? 0 })}
        </p>
      )}
      <div className="mt-4">
        {plan.current && !canChoose ? (
          <Button variant="secondary" block disabled data-testid="plan-choose">
            {t('billing.plan.yourPlan')}
          </Button>
        ) : (
          <Button variant={plan.current ? 'secondary' : 'primary'} block disabled={!canChoose} onClick={() => onChoose(plan)} data-testid="plan-choose">
            {plan.current ? t('billing.plan.switchPeriod', { period: text.period(period).toLowerCase() }) : t('billing.plan.choose')}
          </Button>
        )}
        <FieldError message={error} />
      </div>
    </article>
  );
}
