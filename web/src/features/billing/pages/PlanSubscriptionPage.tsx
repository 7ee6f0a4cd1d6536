import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import { refreshBilling, useOverview, usePlans } from '../api/billing';
import type { BillingPeriod, Plan, SubscriptionOverview } from '../api/types';
import { BackLink } from '../components/BackLink';
import { ChangePlanDialog } from '../components/ChangePlanDialog';
import { LockBanner } from '../components/LockBanner';
import { Pending } from '../components/Pending';
import { PeriodToggle } from '../components/PeriodToggle';
import { PlanCard } from '../components/PlanCard';
import { CardsSkeleton } from '../components/Skeletons';
import { asPeriod, choosable } from '../logic/display';
import { parseId, PLAN_PATH } from '../logic/paths';

/**
 * /plan-rewards/plan-subscription: the plans offered as cards (the current one marked), priced monthly or
 * yearly as the toggle says (?period=, the company's period at first). Choosing one (?plan=) shows what
 * the change adds to the next invoice and asks to confirm; once changed, back to the plan.
 */
export function PlanSubscriptionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const plans = usePlans();
  const overview = useOverview();
  const currentPeriod: BillingPeriod = overview.data?.subscription.period ?? 'monthly';
  const period = asPeriod(params.get('period'), currentPeriod);
  const chosenId = parseId(params.get('plan'));
  const chosen = plans.data?.find((p) => p.id === chosenId && choosable(p, period, currentPeriod)) ?? null;

  const update = (patch: { period?: BillingPeriod; plan?: number | null }) => {
    const next = new URLSearchParams(params);
    if (patch.period) next.set('period', patch.period);
    if (patch.plan === null) next.delete('plan');
    else if (patch.plan) next.set('plan', String(patch.plan));
    setParams(next, { replace: true });
  };

  const changed = (result: SubscriptionOverview) => {
    void refreshBilling(mutate);
    navigate(PLAN_PATH, { state: { changed: result.plan.name } });
  };

  return (
    <div className="mx-auto max-w-6xl" data-testid="plan-subscription-page">
      <LockBanner />
      <BackLink to={PLAN_PATH}>{t('billing.overview.backToPlan')}</BackLink>
      <PageTitle subtitle={t('billing.plans.intro')}>{t('billing.plans.title')}</PageTitle>
      <div className="mb-4">
        <PeriodToggle value={period} onChange={(p) => update({ period: p })} />
      </div>
      <Pending data={plans.data} error={plans.error} retry={() => void plans.mutate()} skeleton={<CardsSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState testId="plans-empty">{t('billing.plans.empty')}</EmptyState>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="plan-cards">
              {list.map((p: Plan) => (
                <PlanCard key={p.id} plan={p} period={period} currentPeriod={currentPeriod} agents={overview.data?.usage.agents ?? null} onChoose={(c) => update({ plan: c.id })} />
              ))}
            </div>
          )
        }
      </Pending>
      {chosen && <ChangePlanDialog key={`${chosen.id}-${period}`} plan={chosen} period={period} currentPeriod={currentPeriod} onClose={() => update({ plan: null })} onChanged={changed} />}
    </div>
  );
}
