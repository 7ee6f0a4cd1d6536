import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useCommission } from '../api/commission';
import { hasEntries, isCommissionKind } from '../logic/kinds';
import { checkPath, commissionPath, detailsPath, incomePath } from '../logic/paths';
import { queryParams } from '../logic/query';
import { BackLink } from './BackLink';
import { CommissionEmpty } from './CommissionEmpty';
import { KindCards } from './KindCards';
import { PeriodPicker } from './PeriodPicker';
import { ProvisionalBadge } from './ProvisionalBadge';
import { RankCard } from './RankCard';
import { TotalCard } from './TotalCard';
import { useCommissionTexts } from './use-commission-texts';

/**
 * One agent's month: the total (provisional while the month is open), the commission rank reached and a
 * card per kind leading to its entries. `hq`: the HQ side looking at `agentId` (the agent's name in the
 * title, the way back to the company view); an agent sees their own. The income statement's link shows
 * only when the summary says the statement is open to the user (HQ can switch it off for agents).
 */
export function AgentCommission({ period, agentId, hq }: { period?: string; agentId?: number; hq: boolean }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const [, setParams] = useSearchParams();
  const { data, error, mutate } = useCommission(period, agentId);
  const title = hq && data ? t('commission.agentTitle', { name: data.agent.name }) : t('commission.title');
  const choose = (p: string) => setParams(queryParams({ agentId, period: p }), { replace: true });

  return (
    <div className="mx-auto max-w-5xl" data-testid="commission-page">
      {hq && <BackLink to={commissionPath({ period: data?.period ?? period })}>{t('commission.backToCompany')}</BackLink>}
      <PageTitle subtitle={hq && data ? t('commission.agentIntro', { username: data.agent.username }) : t('commission.intro')}>{title}</PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(s) => {
          const scope = { period: s.period, agentId };
          const month = text.month(s.period);
          return (
            <>
              <PeriodPicker value={s.period} periods={s.periods} onChange={choose} />
              <TotalCard label={t('commission.totalFor', { month })} amount={text.money(s.total)} badge={s.provisional ? <ProvisionalBadge current={s.period === s.periods[0]} /> : undefined} />
              <RankCard rank={s.rank} month={month} provisional={s.provisional} />
              {hasEntries(s.byKind) ? (
                <KindCards byKind={s.byKind} hrefOf={(k) => (isCommissionKind(k.kind) ? detailsPath(k.kind, scope) : undefined)} />
              ) : (
                <div className="mb-4">
                  <CommissionEmpty>{hq ? t('commission.empty.agent', { month }) : t('commission.empty.own', { month })}</CommissionEmpty>
                </div>
              )}
              <div className="flex flex-col gap-2 sm:flex-row">
                <LinkButton to={checkPath(scope)} className="w-full sm:w-auto" data-testid="commission-check-link">
                  {t('commission.checkCalculation')}
                </LinkButton>
                {s.incomeStatement && (
                  <LinkButton to={incomePath(scope)} className="w-full sm:w-auto" data-testid="commission-income-link">
                    {t('commission.incomeStatement')}
                  </LinkButton>
                )}
              </div>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
