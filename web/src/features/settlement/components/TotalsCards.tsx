import { useTranslation } from 'react-i18next';
import type { SettlementTotals } from '../api/types';
import { useSettlementTexts } from './use-settlement-texts';

type TotalKey = keyof SettlementTotals;

/** The cards, in order: how each is written (a count or money). */
export const TOTAL_CARDS: readonly { key: TotalKey; kind: 'count' | 'money' }[] = [
  { key: 'payments', kind: 'count' },
  { key: 'amount', kind: 'money' },
  { key: 'fees', kind: 'money' },
  { key: 'settlementAmount', kind: 'money' },
  { key: 'settled', kind: 'count' },
  { key: 'pending', kind: 'count' },
];

/** The range's totals (over every page) as cards: two a row on phones, three on tablets, six on wide screens. */
export function TotalsCards({ totals, stale = false }: { totals: SettlementTotals; stale?: boolean }) {
  const { t } = useTranslation();
  const text = useSettlementTexts();
  const label: Record<TotalKey, string> = {
    payments: t('settlement.totals.payments'),
    amount: t('settlement.totals.amount'),
    fees: t('settlement.totals.fees'),
    settlementAmount: t('settlement.totals.settlementAmount'),
    settled: t('settlement.totals.settled'),
    pending: t('settlement.totals.pending'),
  };
  return (
    <section aria-label={t('settlement.totals.label')}>
      <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6 ${stale ? 'opacity-60' : ''}`} aria-busy={stale || undefined} data-testid="settlement-totals">
        {TOTAL_CARDS.map(({ key, kind }) => {
          const value = totals[key];
          return (
            <li key={key} className="min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4" data-testid="settlement-total" data-key={key}>
              <p className="text-xs font-medium text-slate-500 sm:text-sm" data-testid="settlement-total-label">
                {label[key]}
              </p>
              <p className="mt-1 text-lg font-bold break-words text-slate-900 tabular-nums sm:text-xl" data-testid="settlement-total-value">
                {kind === 'money' ? text.money(String(value)) : text.number(Number(value))}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
