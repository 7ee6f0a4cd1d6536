import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/Alert';
import { Badge } from '@/components/Badge';
import { buttonClass } from '@/components/buttonClass';
import { messageOf } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { usePlans } from './api';
import { PlanFeatures } from './PlanFeatures';
import type { Plan } from './types';

/** Set by the plan form when it comes back here. */
export interface PlansNotice {
  notice?: string;
}

export function PlansPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const notice = (location.state as PlansNotice | null)?.notice;
  const { data: plans, error, isLoading } = usePlans();

  const limit = (value: number | null) => (value == null ? t('plans.unlimited') : String(value));
  const active = (plan: Plan) => <Badge tone={plan.active ? 'green' : 'slate'}>{plan.active ? t('plans.active') : t('plans.inactive')}</Badge>;
  const edit = (plan: Plan, extra = '') => (
    <Link to={`/plans/${plan.id}/edit`} className={buttonClass('secondary', `min-h-8! px-3! py-1! text-xs! ${extra}`)} aria-label={t('plans.edit_named', { name: plan.name })}>
      {t('plans.edit')}
    </Link>
  );

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('plans.title')}</h1>
        <Link to="/plans/new" className={buttonClass('primary')}>
          {t('plans.new')}
        </Link>
      </div>

      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert>{messageOf(error)}</Alert>}
      {isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {plans && plans.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">{t('plans.empty')}</p>
      )}

      {plans && plans.length > 0 && (
        <>
          {/* Phones and tablets: one card per plan. */}
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:hidden">
            {plans.map((p) => (
              <li key={p.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="break-words font-medium">{p.name}</p>
                    <p className="break-all font-mono text-xs text-slate-500">{p.code}</p>
                  </div>
                  {active(p)}
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-500">{t('plans.columns.currency')}</dt>
                  <dd>{p.currency}</dd>
                  <dt className="text-slate-500">{t('plans.columns.monthly')}</dt>
                  <dd>{formatMoney(p.monthlyPrice, p.currency)}</dd>
                  <dt className="text-slate-500">{t('plans.columns.yearly')}</dt>
                  <dd>{formatMoney(p.yearlyPrice, p.currency)}</dd>
                  <dt className="text-slate-500">{t('plans.columns.max_agents')}</dt>
                  <dd>{limit(p.maxAgents)}</dd>
                  <dt className="text-slate-500">{t('plans.columns.max_branches')}</dt>
                  <dd>{limit(p.maxBranches)}</dd>
                  <dt className="text-slate-500">{t('plans.columns.trial_days')}</dt>
                  <dd>{p.trialDays}</dd>
                </dl>
                <div className="text-sm">
                  <PlanFeatures features={p.features} />
                </div>
                <div>{edit(p)}</div>
              </li>
            ))}
          </ul>

          {/* Wide screens: a table. */}
          <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm lg:block">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    {t('plans.columns.name')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('plans.columns.currency')}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    {t('plans.columns.monthly')}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    {t('plans.columns.yearly')}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    {t('plans.columns.max_agents')}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    {t('plans.columns.max_branches')}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    {t('plans.columns.trial_days')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('plans.columns.features')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('plans.columns.active')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">{t('plans.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {plans.map((p) => (
                  <tr key={p.id} className="align-top">
                    <td className="px-3 py-3">
                      <p className="font-medium">{p.name}</p>
                      <p className="whitespace-nowrap font-mono text-xs text-slate-500">{p.code}</p>
                    </td>
                    <td className="px-3 py-3">{p.currency}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatMoney(p.monthlyPrice, p.currency)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatMoney(p.yearlyPrice, p.currency)}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{limit(p.maxAgents)}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{limit(p.maxBranches)}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{p.trialDays}</td>
                    <td className="min-w-40 px-3 py-3">
                      <PlanFeatures features={p.features} />
                    </td>
                    <td className="px-3 py-3">{active(p)}</td>
                    <td className="px-3 py-3 text-right">{edit(p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
