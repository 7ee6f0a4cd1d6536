import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { useOverview } from '../api/billing';
import type { SubscriptionOverview } from '../api/types';
import { SubscriptionStatusBadge } from '../components/Badges';
import { DueCard } from '../components/DueCard';
import { FeatureChips } from '../components/Features';
import { LockBanner } from '../components/LockBanner';
import { Pending } from '../components/Pending';
import { BlockSkeleton } from '../components/Skeletons';
import { UsageMeter } from '../components/UsageMeter';
import { useBillingTexts } from '../components/use-billing-texts';
import { useUnlockWhenPaid } from '../components/use-unlock-when-paid';
import { decimalSign, priceOf } from '../logic/display';
import { CHANGE_PLAN_PATH, planDetailsPath } from '../logic/paths';

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Overview({ overview: o }: { overview: SubscriptionOverview }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const { plan, subscription: s, usage } = o;
  const currency = plan.currency;
  return (
    <div className="space-y-4" data-testid="plan-overview" data-status={o.status}>
      {o.status === 'suspended' && (
        <FormMessage testId="plan-suspended">{t('billing.overview.suspended')}</FormMessage>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2" data-testid="plan-card-current">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-500">{t('billing.overview.yourPlan')}</p>
              <h2 className="text-xl font-bold break-words text-slate-900" data-testid="plan-name">
                {plan.name}
              </h2>
            </div>
            <SubscriptionStatusBadge status={o.status} />
          </div>
          <p className="mt-2 text-2xl font-bold text-primary tabular-nums" data-testid="plan-price">
            {text.price(priceOf(plan, s.period), currency, s.period)}
          </p>
          {plan.description && <p className="mt-2 text-sm break-words text-slate-600">{plan.description}</p>}
          <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-700">{t('billing.plan.includes')}</h3>
          <FeatureChips features={plan.features} />
          <Link to={planDetailsPath(plan.id)} className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-2 hover:underline" data-testid="plan-details-link">
            {t('billing.overview.planDetails')}
          </Link>
        </Card>
        <DueCard due={o.due} balanceDue={o.balanceDue} currency={currency} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('billing.usage.title')} data-testid="plan-usage">
          <div className="space-y-4">
            <UsageMeter label={t('billing.usage.agents')} used={usage.agents} max={usage.maxAgents} testId="usage-agents" />
            <UsageMeter label={t('billing.usage.branches')} used={usage.branches} max={usage.maxBranches} testId="usage-branches" />
          </div>
        </Card>
        <Card title={t('billing.overview.subscription')} data-testid="plan-subscription">
          <dl className="grid grid-cols-2 gap-4">
            <Fact term={t('billing.period.label')} testId="fact-period">
              {text.period(s.period)}
            </Fact>
            <Fact term={t('billing.overview.startedOn')} testId="fact-started">
              {text.date(s.startedOn)}
            </Fact>
            <Fact term={t('billing.overview.renewsOn')} testId="fact-renews">
              {text.date(s.renewsOn)}
            </Fact>
            {s.trialEndsOn && (
              <Fact term={t('billing.overview.trialEndsOn')} testId="fact-trial">
                {text.date(s.trialEndsOn)}
              </Fact>
            )}
            {s.nextPeriod && s.nextPeriod !== s.period && (
              <Fact term={t('billing.overview.nextPeriod')} testId="fact-next-period">
                {t('billing.overview.nextPeriodFrom', { period: text.period(s.nextPeriod), date: text.date(s.renewsOn) })}
              </Fact>
            )}
            {decimalSign(s.creditBalance) > 0 && (
              <Fact term={t('billing.overview.credit')} testId="fact-credit">
                {text.money(s.creditBalance, currency)}
              </Fact>
            )}
          </dl>
        </Card>
      </div>
    </div>
  );
}

/**
 * /plan-rewards: the company's plan and what it includes, how much of it is used (agents, branches),
 * the period, the renewal day and the trial's end, and what is due with Pay; "Change plan" opens the
 * plans offered.
 */
export function PlanPage() {
  const { t } = useTranslation();
  const overview = useOverview();
  const location = useLocation();
  const changed = (location.state as { changed?: string } | null)?.changed;
  useUnlockWhenPaid(overview.data?.locked);
  return (
    <div className="mx-auto max-w-6xl" data-testid="plan-page">
      <LockBanner />
      <PageTitle
        subtitle={t('billing.overview.intro')}
        actions={
          <LinkButton variant="primary" to={CHANGE_PLAN_PATH} data-testid="change-plan">
            {t('billing.overview.changePlan')}
          </LinkButton>
        }
      >
        {t('billing.overview.title')}
      </PageTitle>
      {changed && (
        <div className="mb-4">
          <FormMessage kind="success" testId="plan-changed">
            {t('billing.change.done', { plan: changed })}
          </FormMessage>
        </div>
      )}
      <Pending
        data={overview.data}
        error={overview.error}
        retry={() => void overview.mutate()}
        skeleton={
          <div className="grid gap-4 lg:grid-cols-3" data-testid="plan-loading">
            <div className="lg:col-span-2">
              <BlockSkeleton tall />
            </div>
            <BlockSkeleton />
          </div>
        }
      >
        {(o) => <Overview overview={o} />}
      </Pending>
    </div>
  );
}
