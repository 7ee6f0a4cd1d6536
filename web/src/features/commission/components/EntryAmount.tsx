import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';
import type { CommissionEntry } from '../api/types';
import { isNegative } from '../logic/money';
import { useCommissionTexts } from './use-commission-texts';

/** An entry's amount; a reversal (a refund taking an earning back) in red with its label. */
export function EntryAmount({ entry }: { entry: Pick<CommissionEntry, 'amount' | 'reversal'> }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const red = entry.reversal || isNegative(entry.amount);
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1 text-right">
      {entry.reversal && (
        <StatusBadge status="reversal" tone="danger" testId="entry-reversal">
          {t('commission.entry.reversal')}
        </StatusBadge>
      )}
      <span className={`font-semibold whitespace-nowrap tabular-nums ${red ? 'text-red-700' : 'text-slate-900'}`} data-testid="entry-amount" data-reversal={entry.reversal || undefined}>
        {text.money(entry.amount)}
      </span>
    </span>
  );
}
