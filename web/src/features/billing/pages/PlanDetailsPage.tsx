import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { useOverview, usePlan } from '../api/billing';
import type { Plan, SubscriptionOverview } from '../api/types';
import { BackLink } from '../components/BackLink';
import { FeatureList } from '../components/Features';
import { LockBanner } from '../components/LockBanner';
import { NotFound } from '../components/NotFound';
import { Pending } from '../components/Pending';
import { BlockSkeleton } from '../components/Skeletons';
import { useBillingTexts } from '../components/use-billing-texts';
import { tooSmall, yearlySaving } from '../logic/display';
import { CHANGE_PLAN_PATH, changePlanPath, parseId } from '../logic/paths';

function Price({ label, amount, plan, period, note, testId }: { label: string; amount: string; plan: Plan; period: 'monthly' | 'yearly'; note?: string | null; testId: string }) {
  const text = useBillingTexts();
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-testid={testId}>
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className="mt-0.5 text-xl font-bold break-words text-slate-900 tabular-nums">{text.price(amount, plan.currency, period)}</p>
      {note && <p className="text-xs font-medium text-emerald-700">{note}</p>}
    </div>
  );
}

function Details({ plan, overview }: { plan: Plan; overview: SubscriptionOverview | undefined }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const saving = yearlySaving(plan);
  const small = overview != null && !plan.current && tooSmall(plan, overview.usage.agents);
  return (
    <article className="space-y-4" data-testid="plan-details" data-current={plan.current}>
      <PageTitle
        subtitle={plan.description || undefined}
        actions={
          plan.current ? (
            <span className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-white" data-testid="plan-current">
              {t('billing.plan.current')}
            </span>
          ) : plan.active && !small ? (
            <LinkButton variant="primary" className="w-full sm:w-auto" to={changePlanPath({ planId: plan.id, period: overview?.subscription.period })} data-testid="plan-choose">
              {t('billing.plan.chooseThis')}
            </LinkButton>
          ) : undefined
        }
      >
        {plan.name}
      </PageTitle>
      {!plan.active && (
        <FormMessage kind="info" testId="plan-inactive">
          {t('billing.plan.inactive')}
        </FormMessage>
      )}
      {small && (
        <FormMessage kind="info" testId="plan-too-small">
          {t('billing.plan.tooSmall', { count: overview?.usage.agents ?? 0, max: plan.maxAgents ?? 0 })}
        </FormMessage>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('billing.plan.prices')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <Price label={t('billing.period.monthly')} amount={plan.monthlyPrice} plan={plan} period="monthly" testId="plan-monthly" />
            <Price
              label={t('billing.period.yearly')}
              amount={plan.yearlyPrice}
              plan={plan}
              period="yearly"
              note={saving ? t('billing.plan.yearlySaving', { amount: text.money(saving, plan.currency) }) : null}
              testId="plan-yearly"
            />
          </div>
        </Card>
        <Card title={t('billing.plan.limits')}>
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-xs text-slate-500">{t('billing.plan.maxAgents')}</dt>
              <dd className="font-semibold text-slate-900" data-testid="plan-max-agents">{text.limit(plan.maxAgents)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('billing.plan.maxBranches')}</dt>
              <dd className="font-semibold text-slate-900" data-testid="plan-max-branches">{text.limit(plan.maxBranches)}</dd>
            </div>
            {plan.trialDays > 0 && (
              <div className="col-span-2">
                <dt className="text-xs text-slate-500">{t('billing.plan.trial')}</dt>
                <dd className="font-semibold text-slate-900" data-testid="plan-trial">{t('billing.plan.trialDays', { count: plan.trialDays })}</dd>
              </div>
            )}
          </dl>
        </Card>
      </div>
      <Card title={t('billing.plan.includes')}>
        <FeatureList features={plan.features} />
      </Card>
    </article>
  );
}

/**
 * /plan-rewards/rewards-details/:id: one plan in full: the monthly and yearly prices, the limits, every
 * feature marked included or not, and "Choose this plan" unless it is the company's. An unknown plan,
 * or one in another currency (404), is a friendly "not found".
 */
export function PlanDetailsPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const plan = usePlan(id);
  const overview = useOverview();
  const notFound = <NotFound title={t('billing.plan.notFoundTitle')} text={t('billing.plan.notFoundText')} back={CHANGE_PLAN_PATH} backLabel={t('billing.plan.allPlans')} testId="plan-not-found" />;
  return (
    <div className="mx-auto max-w-5xl" data-testid="plan-details-page">
      <LockBanner />
      <BackLink to={CHANGE_PLAN_PATH}>{t('billing.plan.allPlans')}</BackLink>
      {id === null ? (
        notFound
      ) : (
        <Pending data={plan.data} error={plan.error} retry={() => void plan.mutate()} skeleton={<BlockSkeleton testId="plan-loading" tall />} notFound={notFound}>
          {(p) => <Details plan={p} overview={overview.data} />}
        </Pending>
      )}
    </div>
  );
}
