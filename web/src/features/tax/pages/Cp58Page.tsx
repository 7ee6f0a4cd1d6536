import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useOwnCp58s } from '../api/cp58';
import type { Cp58Statement } from '../api/types';
import { DownloadPdfButton } from '../components/DownloadPdfButton';
import { Refusal } from '../components/Refusal';
import { useTaxTexts } from '../components/use-tax-texts';
import { taxRefusalOf } from '../logic/errors';
import { CP58_THRESHOLD, isReissued } from '../logic/rows';

/** A figure of a phone card: its name, then its value. */
function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <span className="contents">
      <span className="text-slate-500">{label}</span>
      <span className="min-w-0 text-right break-words text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </span>
    </span>
  );
}

/**
 * When a statement was issued: its day, or, once HQ re-issued it, the first day and the latest
 * ("First issued 14 Jan 2026 · reissued 3 Feb 2026"), each part kept whole so it wraps at the dot.
 */
function IssuedDays({ statement: s }: { statement: Cp58Statement }) {
  const { t } = useTranslation();
  const text = useTaxTexts();
  if (!isReissued(s)) return <span className="whitespace-nowrap">{text.day(s.issuedAt)}</span>;
  return (
    <>
      <span className="whitespace-nowrap" data-testid="own-cp58-first-issued">
        {t('tax.own.firstIssued', { day: text.day(s.firstIssuedAt) })}
      </span>
      {' · '}
      <span className="whitespace-nowrap" data-testid="own-cp58-reissued">
        {t('tax.own.reissued', { day: text.day(s.issuedAt) })}
      </span>
    </>
  );
}

/** The agent's statements: a card each on phones, a table from md up; each downloads as its PDF. */
function StatementList({ items }: { items: Cp58Statement[] }) {
  const { t } = useTranslation();
  const text = useTaxTexts();
  const head = 'px-3 py-3 whitespace-nowrap first:pl-4';
  const num = 'px-3 py-3 text-right whitespace-nowrap tabular-nums';
  const label = (s: Cp58Statement) => t('tax.own.downloadOf', { year: s.year });
  return (
    <>
      <ul className="grid gap-3 md:hidden" data-testid="own-cp58-cards">
        {items.map((s) => (
          <li key={s.id} className="min-w-0 space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="own-cp58-card">
            <p className="text-lg font-bold text-slate-900" data-testid="own-cp58-card-year">
              {t('tax.own.yearTitle', { year: s.year })}
            </p>
            <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <Fact label={t('tax.row.total')} value={text.money(s.total)} testId="own-cp58-card-total" />
              <Fact label={t('tax.row.withheld')} value={text.money(s.withheld)} testId="own-cp58-card-withheld" />
              <Fact label={t('tax.own.issuedAt')} value={<IssuedDays statement={s} />} testId="own-cp58-card-issued" />
            </div>
            <DownloadPdfButton load={() => Promise.resolve(s)} label={label(s)} className="w-full" />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block" data-testid="own-cp58-table-box">
        <table className="w-full text-sm" data-testid="own-cp58-table">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className={`${head} text-left`}>{t('tax.own.year')}</th>
              <th scope="col" className={`${head} text-right`}>{t('tax.row.total')}</th>
              <th scope="col" className={`${head} text-right`}>{t('tax.row.withheld')}</th>
              <th scope="col" className={`${head} text-left`}>{t('tax.own.issuedAt')}</th>
              <th scope="col" className={`${head} text-right`}>
                <span className="sr-only">{t('tax.row.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((s) => (
              <tr key={s.id} data-testid="own-cp58-row">
                <td className="px-3 py-3 pl-4 font-semibold text-slate-900" data-testid="own-cp58-cell-year">{s.year}</td>
                <td className={num} data-testid="own-cp58-cell-total">{text.money(s.total)}</td>
                <td className={num} data-testid="own-cp58-cell-withheld">{text.money(s.withheld)}</td>
                <td className="px-3 py-3 text-slate-900" data-testid="own-cp58-cell-issued">
                  <IssuedDays statement={s} />
                </td>
                <td className="px-3 py-2 text-right">
                  <DownloadPdfButton load={() => Promise.resolve(s)} label={label(s)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * /cp58: the agent's own CP58s (docs/api-tax.md), newest year first, each with what it states and its
 * PDF drawn in the browser. Without one, it says so, and when a company issues them.
 */
export function Cp58Page() {
  const { t } = useTranslation();
  const text = useTaxTexts();
  const own = useOwnCp58s();
  const refusal = taxRefusalOf(own.error);
  return (
    <div className="mx-auto max-w-4xl min-w-0" data-testid="cp58-page">
      <PageTitle subtitle={t('tax.own.intro')}>{t('tax.own.title')}</PageTitle>
      {refusal ? (
        <Refusal refusal={refusal} canSetUp={false} />
      ) : (
        <Loaded data={own.data} error={own.error} retry={() => void own.mutate()}>
          {(list) =>
            list.items.length === 0 ? (
              <EmptyState testId="own-cp58-empty">
                <span className="block font-semibold text-slate-700">{t('tax.own.empty')}</span>
                <span className="mt-1 block">{t('tax.own.emptyThreshold', { threshold: text.money(CP58_THRESHOLD) })}</span>
              </EmptyState>
            ) : (
              <div className="space-y-3">
                <StatementList items={list.items} />
                <p className="text-sm text-slate-600" data-testid="own-cp58-note">
                  {t('tax.own.note')}
                </p>
              </div>
            )
          }
        </Loaded>
      )}
    </div>
  );
}
