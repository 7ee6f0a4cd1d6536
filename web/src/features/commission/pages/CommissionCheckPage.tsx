import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { useCommissionCheck } from '../api/commission';
import type { CommissionCheck } from '../api/types';
import { BackLink } from '../components/BackLink';
import { CommissionEmpty } from '../components/CommissionEmpty';
import { EntryList } from '../components/EntryList';
import { PickAgent } from '../components/PickAgent';
import { PrintStyle } from '../components/PrintStyle';
import { useCommissionTexts } from '../components/use-commission-texts';
import { orderByKind } from '../logic/kinds';
import { sameAmount, sumAmounts } from '../logic/money';
import { commissionPath } from '../logic/paths';
import { readPeriod } from '../logic/period';
import { readPositive } from '../logic/query';
import { isHqSide } from '../logic/viewer';

/**
 * /commission/check-calculation?period=YYYY-MM[&agentId=]: every entry of the month, oldest first, the
 * total they add up to and the subtotal of each kind; printable.
 */
export function CommissionCheckPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const agentId = readPositive(params.get('agentId'));
  const hq = isHqSide(user);

  return (
    <div className="mx-auto max-w-5xl" data-testid="commission-check-page">
      <PrintStyle />
      <BackLink to={commissionPath({ period, agentId })}>{t('commission.backToCommission')}</BackLink>
      {hq && agentId === undefined ? (
        <>
          <PageTitle>{t('commission.check.title')}</PageTitle>
          <PickAgent period={period} />
        </>
      ) : (
        <CheckSheet period={period} agentId={agentId} hq={hq} />
      )}
    </div>
  );
}

function CheckSheet({ period, agentId, hq }: { period?: string; agentId?: number; hq: boolean }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const { data, error, mutate } = useCommissionCheck(period, agentId);
  return (
    <>
      <PageTitle
        subtitle={data ? t('commission.check.subtitle', { name: data.agent.name, username: data.agent.username, month: text.month(data.period) }) : undefined}
        actions={
          data && (
            <Button variant="secondary" className="print:hidden" onClick={() => window.print()} data-testid="commission-print">
              {t('commission.check.print')}
            </Button>
          )
        }
      >
        {t('commission.check.title')}
      </PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(c) => (c.items.length === 0 ? <CommissionEmpty>{hq ? t('commission.empty.agent', { month: text.month(c.period) }) : t('commission.empty.own', { month: text.month(c.period) })}</CommissionEmpty> : <CheckBody check={c} />)}
      </Loaded>
    </>
  );
}

function CheckBody({ check }: { check: CommissionCheck }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const sum = sumAmounts(check.items.map((e) => e.amount));
  const total = text.money(check.total);
  return (
    <>
      {sum !== null && !sameAmount(sum, check.total) && (
        <div className="mb-4">
          <FormMessage testId="commission-check-mismatch">{t('commission.check.mismatch', { sum: text.money(sum), total })}</FormMessage>
        </div>
      )}
      <EntryList entries={check.items} showKind footer={{ label: t('commission.check.total'), amount: <span data-testid="commission-check-total">{total}</span> }} />
      <Card title={t('commission.check.subtotals')} className="mt-4 break-inside-avoid print:shadow-none">
        <table className="w-full text-left text-sm" data-testid="commission-subtotals">
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">{t('commission.entry.kind')}</th>
              <th scope="col" className="py-2 pr-3 text-right">{t('commission.check.entries')}</th>
              <th scope="col" className="py-2 text-right">{t('commission.entry.amount')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {orderByKind(check.byKind).map((k) => (
              <tr key={k.kind} data-testid="commission-subtotal" data-kind={k.kind}>
                <td className="py-2 pr-3 text-slate-700">{text.kind(k.kind)}</td>
                <td className="py-2 pr-3 text-right text-slate-700 tabular-nums">{k.entries}</td>
                <td className="py-2 text-right whitespace-nowrap text-slate-900 tabular-nums" data-testid="commission-subtotal-amount">
                  {text.money(k.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
            <tr>
              <th scope="row" colSpan={2} className="py-2 pr-3 text-right">
                {t('commission.check.total')}
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums" data-testid="commission-subtotals-total">
                {total}
              </td>
            </tr>
          </tfoot>
        </table>
      </Card>
    </>
  );
}
