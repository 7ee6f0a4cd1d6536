import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Pager } from '@/components/Pager';
import { StatusBadge } from '@/components/StatusBadge';
import type { Cp58Row, Cp58Search, Cp58Statement } from '../api/types';
import { blocksIssue, isReissued } from '../logic/rows';
import { CP58_PER_PAGE } from '../logic/query';
import { DownloadPdfButton } from './DownloadPdfButton';
import { MissingBadges } from './MissingBadges';
import { useTaxTexts } from './use-tax-texts';

export interface AgentListProps {
  search: Cp58Search;
  /** A filter or a search is set: an empty page means nothing matches, not an empty year. */
  filtered?: boolean;
  stale?: boolean;
  /** HQ issues (staff read). */
  canIssue: boolean;
  /** The agent's record is open to this user (HQ, staff who manage agents). */
  canOpenRecord: boolean;
  onPage: (page: number) => void;
  /** Issue this agent's CP58 on request (under the threshold). */
  onIssue: (row: Cp58Row) => void;
  /** The agent's statement of the year, read from the server for its PDF. */
  loadStatement: (row: Cp58Row) => Promise<Cp58Statement>;
}

/** Over the threshold (a CP58 is due), or under it (issued on request only). */
function ThresholdBadge({ row, threshold }: { row: Cp58Row; threshold: string }) {
  const { t } = useTranslation();
  const text = useTaxTexts();
  return row.overThreshold ? (
    <StatusBadge status="over" tone="info" testId="cp58-threshold">
      {t('tax.row.over', { threshold: text.money(threshold) })}
    </StatusBadge>
  ) : (
    <StatusBadge status="under" tone="neutral" testId="cp58-threshold">
      {t('tax.row.under')}
    </StatusBadge>
  );
}

/** Issued on a day, due (over the threshold, not issued yet), or not issued. */
function IssuedBadge({ row }: { row: Cp58Row }) {
  const { t } = useTranslation();
  const text = useTaxTexts();
  if (row.issuedAt) {
    const reissued = row.firstIssuedAt && isReissued({ issuedAt: row.issuedAt, firstIssuedAt: row.firstIssuedAt });
    return (
      <StatusBadge status="issued" tone="success" testId="cp58-issued">
        {reissued && row.firstIssuedAt
          ? `${t('tax.row.issuedOn', { day: text.day(row.firstIssuedAt) })} · ${t('tax.own.reissued', { day: text.day(row.issuedAt) })}`
          : t('tax.row.issuedOn', { day: text.day(row.issuedAt) })}
      </StatusBadge>
    );
  }
  return row.overThreshold ? (
    <StatusBadge status="due" tone="warning" testId="cp58-issued">
      {t('tax.row.due')}
    </StatusBadge>
  ) : (
    <StatusBadge status="none" tone="neutral" testId="cp58-issued">
      {t('tax.row.notIssued')}
    </StatusBadge>
  );
}

/** A row's action: its PDF once issued; under the threshold, HQ issues it on request. */
function RowAction({ row, canIssue, onIssue, loadStatement, block = false }: Pick<AgentListProps, 'canIssue' | 'onIssue' | 'loadStatement'> & { row: Cp58Row; block?: boolean }) {
  const { t } = useTranslation();
  if (row.statementId !== null)
    return <DownloadPdfButton load={() => loadStatement(row)} label={t('tax.downloadOf', { name: row.agent.name })} className={block ? 'w-full' : ''} />;
  if (!canIssue || row.overThreshold) return null;
  const blocked = blocksIssue(row);
  return (
    <span className={`inline-flex min-w-0 flex-col gap-1 ${block ? 'w-full' : ''}`}>
      <Button variant="ghost" disabled={blocked} onClick={() => onIssue(row)} aria-label={t('tax.issueOneOf', { name: row.agent.name })} data-testid="cp58-issue-one" className={block ? 'ring-1 ring-primary/30' : ''}>
        {t('tax.issueOne')}
      </Button>
      {blocked && (
        <span className="text-xs text-slate-500" data-testid="cp58-issue-blocked">
          {t('tax.row.completeFirst')}
        </span>
      )}
    </span>
  );
}

/** A figure of a phone card: its name, then its value. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <span className="contents">
      <span className="text-slate-500">{label}</span>
      <span className="min-w-0 text-right break-words text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </span>
    </span>
  );
}

/**
 * One page of the year's agents, highest total first: a card each on phones, a table from md up (it
 * scrolls inside its own box when wider than the screen). Money right-aligned; what a record lacks in red
 * with a way to the record.
 */
export function AgentList(props: AgentListProps) {
  const { search, filtered = false, stale = false, canIssue, canOpenRecord, onPage, onIssue, loadStatement } = props;
  const { t } = useTranslation();
  const text = useTaxTexts();
  const { items } = search;
  if (items.length === 0 && search.total === 0) return <EmptyState testId="cp58-empty">{filtered ? t('tax.hq.noMatch') : t('tax.hq.empty', { year: search.year })}</EmptyState>;

  const head = 'px-3 py-3 whitespace-nowrap first:pl-4';
  const num = 'px-3 py-3 text-right whitespace-nowrap tabular-nums';

  return (
    <div className={stale ? 'opacity-60' : ''} aria-busy={stale || undefined}>
      <ul className="grid gap-3 md:hidden" data-testid="cp58-cards">
        {items.map((r) => (
          <li key={r.agent.id} className="min-w-0 space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="cp58-card">
            <div className="flex min-w-0 items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900" data-testid="cp58-card-name">
                  {r.agent.name}
                </p>
                <p className="text-sm break-all text-slate-500">@{r.agent.username}</p>
              </div>
              <ThresholdBadge row={r} threshold={search.threshold} />
            </div>
            <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <Fact label={t('tax.row.total')} testId="cp58-card-total">
                {text.money(r.total)}
              </Fact>
              <Fact label={t('tax.row.withheld')} testId="cp58-card-withheld">
                {text.money(r.withheld)}
              </Fact>
              <Fact label={t('tax.row.issued')} testId="cp58-card-issued">
                <IssuedBadge row={r} />
              </Fact>
            </div>
            <MissingBadges agentId={r.agent.id} name={r.agent.name} missing={r.missing} canOpenRecord={canOpenRecord} />
            <RowAction row={r} canIssue={canIssue} onIssue={onIssue} loadStatement={loadStatement} block />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block" data-testid="cp58-table-box">
        <table className="w-full text-sm" data-testid="cp58-table">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className={`${head} text-left`}>{t('tax.row.agent')}</th>
              <th scope="col" className={`${head} text-right`}>{t('tax.row.total')}</th>
              <th scope="col" className={`${head} text-right`}>{t('tax.row.withheld')}</th>
              <th scope="col" className={`${head} text-left`}>{t('tax.row.missing')}</th>
              <th scope="col" className={`${head} text-left`}>{t('tax.row.issued')}</th>
              <th scope="col" className={`${head} text-right`}>
                <span className="sr-only">{t('tax.row.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((r) => (
              <tr key={r.agent.id} className="align-top" data-testid="cp58-row">
                <td className="max-w-64 px-3 py-3 pl-4" data-testid="cp58-cell-agent">
                  <span className="block font-semibold break-words text-slate-900">{r.agent.name}</span>
                  <span className="block break-all text-slate-500">@{r.agent.username}</span>
                </td>
                <td className={num} data-testid="cp58-cell-total">
                  <span className="block">{text.money(r.total)}</span>
                  <span className="mt-1 block">
                    <ThresholdBadge row={r} threshold={search.threshold} />
                  </span>
                </td>
                <td className={num} data-testid="cp58-cell-withheld">{text.money(r.withheld)}</td>
                <td className="max-w-72 px-3 py-3" data-testid="cp58-cell-missing">
                  {r.missing.length > 0 ? <MissingBadges agentId={r.agent.id} name={r.agent.name} missing={r.missing} canOpenRecord={canOpenRecord} /> : <span className="text-slate-400">{t('tax.row.complete')}</span>}
                </td>
                <td className="px-3 py-3 whitespace-nowrap" data-testid="cp58-cell-issued">
                  <IssuedBadge row={r} />
                </td>
                <td className="px-3 py-2 text-right" data-testid="cp58-cell-action">
                  <RowAction row={r} canIssue={canIssue} onIssue={onIssue} loadStatement={loadStatement} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager summary page={search.page} perPage={search.perPage || CP58_PER_PAGE} total={search.total} onPage={onPage} />
    </div>
  );
}
