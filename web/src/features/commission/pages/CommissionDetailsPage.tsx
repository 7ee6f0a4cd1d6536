import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { Pager } from '@/components/Pager';
import { useCurrentUser } from '@/lib/current-user';
import { DETAILS_PER_PAGE, useCommissionDetails } from '../api/commission';
import type { CommissionKind } from '../api/types';
import { BackLink } from '../components/BackLink';
import { CommissionEmpty } from '../components/CommissionEmpty';
import { EntryList } from '../components/EntryList';
import { KindPicker } from '../components/KindPicker';
import { PickAgent } from '../components/PickAgent';
import { TotalCard } from '../components/TotalCard';
import { useCommissionTexts } from '../components/use-commission-texts';
import { isCommissionKind } from '../logic/kinds';
import { commissionPath, detailsPath } from '../logic/paths';
import { readPeriod, thisPeriod } from '../logic/period';
import { queryParams, readPositive } from '../logic/query';
import { isHqSide } from '../logic/viewer';

/**
 * /commission/details?type=<kind>&period=YYYY-MM[&agentId=][&page=]: one kind's entries of the month,
 * with the month's sum of that kind; another kind is picked above them. A `type` that is not a kind says
 * so (no call).
 */
export function CommissionDetailsPage() {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type');
  const period = readPeriod(params.get('period'));
  const agentId = readPositive(params.get('agentId'));
  const page = readPositive(params.get('page')) ?? 1;
  const hq = isHqSide(user);
  const kind = isCommissionKind(type) ? type : null;

  return (
    <div className="mx-auto max-w-5xl" data-testid="commission-details-page">
      <BackLink to={commissionPath({ period, agentId })}>{t('commission.backToCommission')}</BackLink>
      <PageTitle subtitle={text.month(period ?? thisPeriod())}>{kind ? text.kind(kind) : t('commission.details.title')}</PageTitle>
      <KindPicker value={kind} onChange={(k) => navigate(detailsPath(k, { period, agentId }), { replace: true })} />
      {!kind ? (
        <FormMessage testId="commission-unknown-type">{t('commission.details.unknownType')}</FormMessage>
      ) : hq && agentId === undefined ? (
        <PickAgent period={period} />
      ) : (
        <KindEntries kind={kind} period={period} page={page} agentId={agentId} hq={hq} />
      )}
    </div>
  );
}

function KindEntries({ kind, period, page, agentId, hq }: { kind: CommissionKind; period?: string; page: number; agentId?: number; hq: boolean }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const [, setParams] = useSearchParams();
  const { data, error, mutate } = useCommissionDetails(kind, period, page, agentId);
  const month = text.month(period ?? thisPeriod());
  const onPage = (n: number) => setParams(queryParams({ type: kind, period, agentId, page: n > 1 ? n : undefined }));

  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(d) => (
        <>
          <TotalCard label={t('commission.details.sum', { kind: text.kind(kind), month })} amount={text.money(d.sum)} note={text.entries(d.total)} testId="details-sum" />
          {d.items.length > 0 ? (
            <EntryList entries={d.items} />
          ) : d.total === 0 ? (
            <CommissionEmpty>{hq ? t('commission.empty.agent', { month }) : t('commission.empty.own', { month })}</CommissionEmpty>
          ) : (
            <CommissionEmpty>{t('commission.details.pastEnd')}</CommissionEmpty>
          )}
          <Pager page={d.page || page} perPage={d.perPage || DETAILS_PER_PAGE} total={d.total} onPage={onPage} />
        </>
      )}
    </Loaded>
  );
}
