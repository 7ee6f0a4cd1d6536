import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { useCommission, useCommissionCheck } from '../api/commission';
import type { CommissionCheck } from '../api/types';
import { BackLink } from '../components/BackLink';
import { EntryList } from '../components/EntryList';
import { Letterhead } from '../components/Letterhead';
import { PeriodPicker } from '../components/PeriodPicker';
import { PickAgent } from '../components/PickAgent';
import { PrintStyle } from '../components/PrintStyle';
import { useCommissionTexts } from '../components/use-commission-texts';
import { orderByKind } from '../logic/kinds';
import { commissionPath } from '../logic/paths';
import { readPeriod, recentPeriods, thisPeriod } from '../logic/period';
import { queryParams, readPositive } from '../logic/query';
import { isHqSide } from '../logic/viewer';

/** How many months back the statement's picker offers. */
const STATEMENT_MONTHS = 12;

/** The paper: A4 on screen, the page when printing. */
const A4_SHEET = 'mx-auto w-full max-w-[210mm] bg-white p-4 text-black shadow-md ring-1 ring-slate-200 sm:p-[12mm] print:max-w-none print:p-0 print:shadow-none print:ring-0';

/**
 * /commission/income-statement?period=YYYY-MM[&agentId=] (also /commission-payout/income-statement): an
 * agent's month as a printable A4 statement on the company's letterhead — the total by kind and every
 * entry (GET /commission/check-calculation). An agent reads their own when the commission summary says the
 * statement is open to them (HQ can switch it off); the HQ side, always open, opens an agent first.
 */
export function CommissionIncomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const agentId = readPositive(params.get('agentId'));
  const hq = isHqSide(user);

  return (
    <div className="mx-auto max-w-5xl" data-testid="commission-income-page">
      <PrintStyle />
      <BackLink to={commissionPath({ period, agentId })}>{t('commission.backToCommission')}</BackLink>
      {hq && agentId === undefined ? (
        <>
          <PageTitle>{t('commission.income.title')}</PageTitle>
          <PickAgent period={period} />
        </>
      ) : hq ? (
        <IncomeStatement period={period} agentId={agentId} gate={OPEN} />
      ) : (
        <AgentIncomeStatement period={period} agentId={agentId} />
      )}
    </div>
  );
}

/** Whether the statement may be shown: `open` undefined while the commission summary that says so loads. */
interface Gate {
  open: boolean | undefined;
  error: unknown;
  retry: () => void;
}

const OPEN: Gate = { open: true, error: undefined, retry: () => {} };

/** An agent's statement, behind the summary's `incomeStatement` (asked alongside the statement, so no wait is added). */
function AgentIncomeStatement({ period, agentId }: { period?: string; agentId?: number }) {
  const summary = useCommission(period, agentId);
  const gate: Gate = { open: summary.data?.incomeStatement, error: summary.error, retry: () => void summary.mutate() };
  return <IncomeStatement period={period} agentId={agentId} gate={gate} />;
}

function IncomeStatement({ period, agentId, gate }: { period?: string; agentId?: number; gate: Gate }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const check = useCommissionCheck(period, agentId, gate.open !== false);
  if (gate.open === false) {
    return (
      <>
        <PageTitle>{t('commission.income.title')}</PageTitle>
        <FormMessage kind="info" testId="income-off">
          {t('commission.income.off')}
        </FormMessage>
      </>
    );
  }
  // Nothing of the statement shows before the summary has said it is open.
  const data = gate.open ? check.data : undefined;
  const error = gate.open ? check.error : gate.error;
  const retry = gate.open ? () => void check.mutate() : gate.retry;
  const shown = data?.period ?? period ?? thisPeriod();
  return (
    <>
      <div className="print:hidden">
        <PageTitle
          actions={
            data && (
              <Button variant="secondary" onClick={() => window.print()} data-testid="commission-print">
                {t('commission.check.print')}
              </Button>
            )
          }
        >
          {t('commission.income.title')}
        </PageTitle>
        <PeriodPicker value={shown} periods={recentPeriods(thisPeriod(), STATEMENT_MONTHS)} onChange={(p) => setParams(queryParams({ period: p, agentId }), { replace: true })} />
      </div>
      <Loaded data={data} error={error} retry={retry}>
        {(c) => <IncomeSheet check={c} />}
      </Loaded>
    </>
  );
}

function IncomeSheet({ check }: { check: CommissionCheck }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const month = text.month(check.period);
  const total = text.money(check.total);
  return (
    <article className={A4_SHEET} data-testid="income-sheet" aria-label={t('commission.income.of', { name: check.agent.name, month })}>
      <Letterhead>
        <p className="text-2xl font-bold tracking-wide">{t('commission.income.heading')}</p>
        <p>
          {t('commission.income.period')}: <span className="font-semibold" data-testid="income-month">{month}</span>
        </p>
      </Letterhead>
      <div className="py-4 text-sm leading-snug" data-testid="income-agent">
        <p className="mb-1 text-[10px] font-bold tracking-wide text-slate-600 uppercase">{t('commission.income.agent')}</p>
        <p className="font-semibold break-words">{check.agent.name}</p>
        <p className="break-all">@{check.agent.username}</p>
      </div>

      <h2 className="mb-1 text-sm font-bold">{t('commission.income.byKind')}</h2>
      <table className="mb-6 w-full border-collapse text-left text-xs sm:text-sm" data-testid="income-by-kind">
        <thead>
          <tr className="border-y border-black">
            <th scope="col" className="py-1.5 pr-2">{t('commission.entry.kind')}</th>
            <th scope="col" className="py-1.5 pr-2 text-right">{t('commission.check.entries')}</th>
            <th scope="col" className="py-1.5 text-right">{t('commission.entry.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {orderByKind(check.byKind).map((k) => (
            <tr key={k.kind} className="border-b border-slate-300" data-testid="income-kind" data-kind={k.kind}>
              <td className="py-1.5 pr-2">{text.kind(k.kind)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{k.entries}</td>
              <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{text.money(k.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-b-2 border-black font-bold">
            <th scope="row" colSpan={2} className="py-2 pr-2 text-right">
              {t('commission.check.total')}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums" data-testid="income-total">
              {total}
            </td>
          </tr>
        </tfoot>
      </table>

      <h2 className="mb-2 text-sm font-bold">{t('commission.income.entries')}</h2>
      {check.items.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="income-no-entries">
          {t('commission.income.noEntries', { month })}
        </p>
      ) : (
        <EntryList entries={check.items} showKind footer={{ label: t('commission.check.total'), amount: total }} />
      )}
      <p className="mt-6 text-[10px] text-slate-500">{t('commission.income.footer')}</p>
    </article>
  );
}
