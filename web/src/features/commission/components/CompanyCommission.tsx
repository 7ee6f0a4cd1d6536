import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useCompanyCommission } from '../api/commission';
import { hasEntries } from '../logic/kinds';
import { commissionPath, PAYOUT_PATH } from '../logic/paths';
import { recentPeriods, thisPeriod } from '../logic/period';
import { CommissionEmpty } from './CommissionEmpty';
import { KindCards } from './KindCards';
import { PeriodPicker } from './PeriodPicker';
import { TotalCard } from './TotalCard';
import { useCommissionTexts } from './use-commission-texts';

/** How many months back the company view offers (its answer names no months with entries). */
const COMPANY_MONTHS = 12;

/** The HQ side's month: the company's total by kind and the ten agents who earned most, each opening their own figures. */
export function CompanyCommission({ period }: { period?: string }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const [, setParams] = useSearchParams();
  const { data, error, mutate } = useCompanyCommission(period);

  return (
    <div className="mx-auto max-w-5xl" data-testid="commission-company">
      <PageTitle
        subtitle={t('commission.companyIntro')}
        actions={
          <LinkButton to={PAYOUT_PATH} className="w-full sm:w-auto" data-testid="commission-payout-link">
            {t('commission.toPayouts')}
          </LinkButton>
        }
      >
        {t('commission.companyTitle')}
      </PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(c) => {
          const month = text.month(c.period);
          return (
            <>
              <PeriodPicker value={c.period} periods={recentPeriods(thisPeriod(), COMPANY_MONTHS)} onChange={(p) => setParams({ period: p }, { replace: true })} />
              <TotalCard label={t('commission.totalFor', { month })} amount={text.money(c.total)} />
              {hasEntries(c.byKind) ? (
                <>
                  <KindCards byKind={c.byKind} />
                  <Card title={t('commission.topEarners')}>
                    {c.topEarners.length === 0 ? (
                      <EmptyState />
                    ) : (
                      <ol className="divide-y divide-slate-100" data-testid="top-earners">
                        {c.topEarners.map((e, i) => (
                          <li key={e.agent.id} data-testid="top-earner">
                            <Link
                              to={commissionPath({ agentId: e.agent.id, period: c.period })}
                              className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary"
                            >
                              <span className="w-6 shrink-0 text-sm font-semibold text-slate-500 tabular-nums">{i + 1}</span>
                              <span className="min-w-0 flex-1">
                                <span className="block font-semibold break-words text-slate-900">{e.agent.name}</span>
                                <span className="block text-xs break-all text-slate-500">@{e.agent.username}</span>
                              </span>
                              <span className="shrink-0 font-semibold text-slate-900 tabular-nums" data-testid="top-earner-amount">
                                {text.money(e.amount)}
                              </span>
                            </Link>
                          </li>
                        ))}
                      </ol>
                    )}
                  </Card>
                </>
              ) : (
                <CommissionEmpty>{t('commission.empty.company', { month })}</CommissionEmpty>
              )}
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
