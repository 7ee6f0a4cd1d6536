import { useTranslation } from 'react-i18next';
import { useCompany } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import type { Totals } from '../api/types';
import { totalsRows, type TotalsRowKey } from '../logic/totals';

/** The order's totals as the server quoted them (never worked out here). */
export function TotalsBox({ totals, changed = [], testId = 'totals' }: { totals: Totals; changed?: readonly TotalsRowKey[]; testId?: string }) {
  const { t } = useTranslation();
  const { currency } = useCompany();
  const money = (v: string) => formatMoney(v, currency);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid={testId}>
      {totalsRows(totals).map((row) => {
        const grand = row.key === 'grandTotal';
        const label = row.key === 'discount' && totals.voucher ? t('shop.totals.discountWithCode', { code: totals.voucher.code }) : t(`shop.totals.${row.key}`);
        const value = row.free ? t('shop.shipping.free') : row.negative ? `− ${money(row.amount)}` : money(row.amount);
        const moved = changed.includes(row.key);
        return (
          <div key={row.key} className={`contents ${grand ? 'text-base font-bold text-slate-900' : 'text-slate-700'}`}>
            <dt className={`${grand ? 'mt-1 border-t border-slate-200 pt-2' : ''} ${moved ? 'font-semibold text-amber-800' : ''}`}>{label}</dt>
            <dd className={`text-right ${grand ? 'mt-1 border-t border-slate-200 pt-2' : ''} ${moved ? 'font-semibold text-amber-800' : ''} ${row.negative ? 'text-emerald-700' : ''}`} data-testid={`${testId}-${row.key === 'grandTotal' ? 'grand' : row.key}`}>
              {value}
            </dd>
          </div>
        );
      })}
      <dt className="text-xs text-slate-500">{t('shop.totals.points')}</dt>
      <dd className="text-right text-xs text-slate-500" data-testid={`${testId}-points`}>
        {totals.points}
      </dd>
      <dt className="text-xs text-slate-500">{t('shop.totals.weight')}</dt>
      <dd className="text-right text-xs text-slate-500" data-testid={`${testId}-weight`}>
        {t('shop.totals.weightValue', { weight: totals.weight })}
      </dd>
    </dl>
  );
}
