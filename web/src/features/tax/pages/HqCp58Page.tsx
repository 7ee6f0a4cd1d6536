import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { ApiError } from '@/lib/api';
import { canManageAgents } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { fetchCp58s, issueCp58, reloadCp58, useCp58Search } from '../api/cp58';
import type { Cp58Row, Cp58Run, Cp58Statement } from '../api/types';
import { AgentList } from '../components/AgentList';
import { CountCards } from '../components/CountCards';
import { FilterChips } from '../components/FilterChips';
import { IssueResult } from '../components/IssueResult';
import { Refusal } from '../components/Refusal';
import { SearchBox } from '../components/SearchBox';
import { useTaxTexts } from '../components/use-tax-texts';
import { YearPicker } from '../components/YearPicker';
import { taxRefusalOf } from '../logic/errors';
import { readQuery, withChange, writeQuery, type Cp58Query } from '../logic/query';
import { CP58_THRESHOLD, statementOfYear } from '../logic/rows';
import { hasEnded, lastYear } from '../logic/year';

/** Who a run is for: every agent over the threshold, or one more on request. */
type RunTarget = { year: number; agent: Cp58Row['agent'] | null; total?: string };

/** HQ issues CP58s (the API answers staff 403); staff who read the reports see the list and download. */
const canIssueCp58 = (role: string) => role === 'hq';

/**
 * /hqCP58[?year=2025][&filter=due|issued|missing][&search=][&page=]: the year's CP58s on the HQ side
 * (docs/api-tax.md). The counts over the year, the agents with their incentives (highest total first),
 * what each record lacks for Part B, and each issued statement as a PDF drawn in the browser. HQ issues
 * the year's CP58s for every agent over the threshold, or one agent's on request. The choices live in the
 * address; refusals for the whole company (the feature off, not a ringgit company) show the server's words.
 */
export function HqCp58Page() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const text = useTaxTexts();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const year = query.year ?? lastYear();
  const search = useCp58Search(year, query);
  const [run, setRun] = useState<Cp58Run | null>(null);
  const canIssue = canIssueCp58(user.role);
  const canOpenRecord = canManageAgents(user);

  const go = useCallback(
    (change: Partial<Cp58Query>) => setParams((current) => writeQuery(withChange(readQuery(current), change)), { replace: true }),
    [setParams],
  );
  const onSearch = useCallback((s: string) => go({ search: s }), [go]);

  const issue = useConfirmAction((target: RunTarget) => issueCp58(target.year, target.agent ? [target.agent.id] : undefined), {
    onDone: async (_target, answer) => {
      setRun(answer);
      await reloadCp58(mutate).catch(() => undefined);
    },
  });

  const loadStatement = async (row: Cp58Row): Promise<Cp58Statement> => {
    const list = await fetchCp58s({ agentId: row.agent.id, year });
    const found = statementOfYear(list.items, year);
    if (!found) throw new ApiError({ status: 404, message: t('tax.hq.statementGone', { year }) });
    return found;
  };

  const refusal = taxRefusalOf(search.error);
  const data = search.data && search.data.year === year ? search.data : search.error ? undefined : search.data;
  const stale = search.isLoading || (search.data !== undefined && search.data.year !== year);
  const target = issue.target;

  return (
    <div className="mx-auto max-w-6xl min-w-0" data-testid="hq-cp58-page">
      <PageTitle
        subtitle={t('tax.hq.intro')}
        actions={
          canIssue &&
          !refusal && (
            <Button onClick={() => issue.ask({ year, agent: null })} disabled={!hasEnded(year)} className="w-full sm:w-auto" data-testid="cp58-issue-all">
              {t('tax.issueAll', { year })}
            </Button>
          )
        }
      >
        {t('tax.hq.title')}
      </PageTitle>
      {refusal ? (
        <Refusal refusal={refusal} canSetUp={user.role === 'hq'} />
      ) : (
        <div className="space-y-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <YearPicker value={year} onChange={(y) => go({ year: y === lastYear() ? undefined : y })} />
            {canIssue && !hasEnded(year) && (
              <p className="text-sm text-slate-600" data-testid="cp58-not-ended">
                {t('tax.hq.notEnded', { year })}
              </p>
            )}
          </div>
          {run && <IssueResult run={run} canOpenRecord={canOpenRecord} onClose={() => setRun(null)} />}
          <Loaded data={data} error={search.error} retry={() => void search.mutate()}>
            {(r) => (
              <div className="space-y-5">
                <p className="text-sm text-slate-600" data-testid="cp58-threshold-note">
                  {t('tax.hq.thresholdNote', { threshold: text.money(r.threshold), year: r.year })}
                </p>
                <CountCards counts={r.counts} stale={stale} />
              </div>
            )}
          </Loaded>
          <section aria-labelledby="cp58-list-title" className="space-y-4">
            <h2 id="cp58-list-title" className="text-base font-semibold text-slate-900">
              {t('tax.hq.listTitle', { year })}
            </h2>
            <div className="grid min-w-0 gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:items-end">
              <FilterChips value={query.filter} counts={data?.counts} onChange={(f) => go({ filter: f })} />
              <SearchBox value={query.search} onChange={onSearch} />
            </div>
            {data && (
              <AgentList
                search={data}
                filtered={query.filter !== 'all' || query.search !== ''}
                stale={stale}
                canIssue={canIssue}
                canOpenRecord={canOpenRecord}
                onPage={(p) => go({ page: p })}
                onIssue={(row) => issue.ask({ year, agent: row.agent, total: row.total })}
                loadStatement={loadStatement}
              />
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        {...issue.dialog}
        danger={false}
        title={target?.agent ? t('tax.confirm.oneTitle', { name: target.agent.name, year: target.year }) : t('tax.confirm.allTitle', { year: target?.year ?? year })}
        message={
          <div className="space-y-2 text-left">
            {target?.agent ? (
              <p>{t('tax.confirm.oneText', { name: target.agent.name, year: target.year, total: text.money(target.total ?? '0'), threshold: text.money(data?.threshold ?? CP58_THRESHOLD) })}</p>
            ) : (
              <p>{t('tax.confirm.allText', { year: target?.year ?? year, threshold: text.money(data?.threshold ?? CP58_THRESHOLD) })}</p>
            )}
            <p className="text-sm text-slate-600">{target?.agent ? t('tax.confirm.oneAlso') : t('tax.confirm.allSkipped')}</p>
          </div>
        }
        confirmLabel={target?.agent ? t('tax.issueOne') : t('tax.issueAll', { year: target?.year ?? year })}
        testId="cp58-confirm"
      />
    </div>
  );
}
