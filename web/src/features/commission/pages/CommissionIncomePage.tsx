import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { useCommission, useCommissionCheck } from '../api/commission';
import type { CommissionCheck, StatementPayout } from '../api/types';
import { BackLink } from '../components/BackLink';
import { EntryList } from '../components/EntryList';
import { Letterhead } from '../components/Letterhead';
import { PeriodPicker } from '../components/PeriodPicker';
import { PickAgent } from '../components/PickAgent';
import { PrintStyle } from '../components/PrintStyle';
import { StatementPayouts } from '../components/StatementPayouts';
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
 * entry (GET /commission/check-calculation), and the payouts paid in the month with what s.107D withheld
 * (the commission summary, GET /commission). An agent reads their own when the summary says the statement
 * is open to them (HQ can switch it off); the HQ side, always open, opens an agent first.
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
      ) : (
        <IncomeStatement period={period} agentId={agentId} gated={!hq} />
      )}
    </div>
  );
}

/** The statement's two answers: the month's entries and the payouts paid in it. */
interface Statement {
  check: CommissionCheck;
  payouts: readonly StatementPayout[];
}

/**
 * The statement: the entries and the summary are asked at once (no wait is added). `gated` (an agent):
 * behind the summary's `incomeStatement`, nothing of the statement shows before the summary has said it is
 * open; the HQ side's is always open. The sheet waits for both answers, so it never prints without its payouts.
 */
function IncomeStatement({ period, agentId, gated }: { period?: string; agentId?: number; gated: boolean }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const summary = useCommission(period, agentId);
  // undefined while the summary that says so loads
  const open = gated ? summary.data?.incomeStatement : true;
  const check = useCommissionCheck(period, agentId, open !== false);
  if (open === false) {
    return (
      <>
        <PageTitle>{t('commission.income.title')}</PageTitle>
        <FormMessage kind="info" testId="income-off">
          {t('commission.income.off')}
        </FormMessage>
      </>
    );
  }
  const data: Statement | undefined = open && check.data && summary.data ? { check: check.data, payouts: summary.data.payouts } : undefined;
  const error: unknown = summary.error ?? (open ? check.error : undefined);
  const retry = () => {
    if (summary.error) void summary.mutate();
    if (check.error) void check.mutate();
  };
  const shown = data?.check.period ?? period ?? thisPeriod();
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
        {(s) => <IncomeSheet check={s.check} payouts={s.payouts} />}
      </Loaded>
    </>
  );
}

function IncomeSheet({ check, payouts }: Statement) {
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
      {payouts.length > 0 && <StatementPayouts payouts={payouts} />}
      <p className="mt-6 text-[10px] text-slate-500">{t('commission.income.footer')}</p>
    </article>
  );
}
