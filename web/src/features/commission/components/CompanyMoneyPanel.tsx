import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';
import { useCompanyMoney } from '../api/money';
import type { CompanyMoney, Topup } from '../api/types';
import { TopupDialog } from './TopupDialog';
import { TopupStatusBadge } from './TopupStatusBadge';
import { useCommissionTexts } from './use-commission-texts';

/**
 * The company's money on /commission-payout?tab=money: the Billplz credit payouts through Billplz are paid
 * from, what made it, what agents are owed and what waits, and the latest top-ups. The HQ side reads it;
 * HQ alone tops the credit up (the dialog sends the browser to the Billplz bill).
 */
export function CompanyMoneyPanel({ canPay }: { canPay: boolean }) {
  const { t } = useTranslation();
  const money = useCompanyMoney();
  const [toppingUp, setToppingUp] = useState(false);
  return (
    <div data-testid="company-money">
      <p className="mb-3 text-sm text-slate-600">{t('commission.money.intro')}</p>
      <Loaded data={money.data} error={money.error} retry={() => void money.mutate()}>
        {(m) => (
          <>
            <MoneyFigures money={m} onTopUp={canPay ? () => setToppingUp(true) : undefined} />
            <SectionHeading title={t('commission.money.topups')} />
            {m.topups.length === 0 ? <EmptyState testId="topups-empty">{t('commission.money.noTopups')}</EmptyState> : <TopupList topups={m.topups} />}
          </>
        )}
      </Loaded>
      {toppingUp && <TopupDialog onClose={() => setToppingUp(false)} />}
    </div>
  );
}

function MoneyFigures({ money, onTopUp }: { money: CompanyMoney; onTopUp?: () => void }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const parts = [
    ['toppedUp', 'commission.money.toppedUp', money.toppedUp],
    ['sentThroughBillplz', 'commission.money.sentThroughBillplz', money.sentThroughBillplz],
    ['owedToAgents', 'commission.money.owedToAgents', money.owedToAgents],
    ['pendingPayouts', 'commission.money.pendingPayouts', money.pendingPayouts],
  ] as const;
  return (
    <Card className="mb-6" data-testid="money-figures">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{t('commission.money.credit')}</p>
          <p className="mt-1 text-3xl font-bold break-all text-slate-900 tabular-nums" data-testid="money-credit">
            {text.money(money.credit)}
          </p>
        </div>
        {onTopUp && (
          <Button onClick={onTopUp} className="w-full sm:w-auto" data-testid="topup-open">
            {t('commission.money.topUp')}
          </Button>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-2 border-t border-slate-100 pt-4 sm:grid-cols-2 lg:grid-cols-4">
        {parts.map(([key, label, amount]) => (
          <div key={key} className="flex items-baseline justify-between gap-2 sm:block" data-testid={`money-${key}`}>
            <dt className="text-xs text-slate-500">{t(label)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{text.money(amount)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function TopupList({ topups }: { topups: readonly Topup[] }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="topup-list">
      {topups.map((tp) => (
        <li key={tp.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-4 py-3 text-sm" data-testid="topup-row" data-status={tp.status}>
          <div className="min-w-0">
            <span className="block text-base font-bold text-slate-900 tabular-nums" data-testid="topup-amount">
              {text.money(tp.amount)}
            </span>
            <span className="block text-xs text-slate-600" data-testid="topup-dates">
              {t('commission.money.startedAt', { date: text.dateTime(tp.createdAt) })}
              {tp.paidAt && <> · {t('commission.money.paidAt', { date: text.dateTime(tp.paidAt) })}</>}
            </span>
          </div>
          <TopupStatusBadge status={tp.status} />
        </li>
      ))}
    </ul>
  );
}
