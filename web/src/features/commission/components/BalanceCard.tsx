import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import type { CommissionBalance } from '../api/types';
import { useCommissionTexts } from './use-commission-texts';

/** What the agent may ask to be paid (their closed statements less what was paid or waits), and the way to ask. */
export function BalanceCard({ balance, onRequest }: { balance: CommissionBalance; onRequest: () => void }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const parts = [
    ['committed', 'commission.balance.committed', balance.committed],
    ['pending', 'commission.balance.pending', balance.pending],
    ['paid', 'commission.balance.paid', balance.paid],
  ] as const;
  return (
    <Card className="mb-4" data-testid="commission-balance">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{t('commission.balance.available')}</p>
          <p className="mt-1 text-3xl font-bold break-all text-slate-900 tabular-nums" data-testid="balance-available">
            {text.money(balance.available)}
          </p>
          <p className="mt-1 text-sm text-slate-600" data-testid="balance-minimum">
            {t('commission.balance.minimum', { amount: text.money(balance.minimum) })}
          </p>
        </div>
        <Button onClick={onRequest} className="w-full sm:w-auto" data-testid="payout-request">
          {t('commission.payout.request')}
        </Button>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-2 border-t border-slate-100 pt-4 sm:grid-cols-3">
        {parts.map(([key, label, amount]) => (
          <div key={key} className="flex items-baseline justify-between gap-2 sm:block" data-testid={`balance-${key}`}>
            <dt className="text-xs text-slate-500">{t(label)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{text.money(amount)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
