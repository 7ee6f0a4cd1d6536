import { useTranslation } from 'react-i18next';
import type { StatementPayout } from '../api/types';
import { sumAmounts } from '../logic/money';
import { isWithheld } from '../logic/withholding';
import { useCommissionTexts } from './use-commission-texts';

/**
 * The income statement's payouts paid in the month (GET /commission `payouts`): the Kuala Lumpur day each
 * was paid and its amount, with a total. What s.107D withheld and the net that reached the bank show, as
 * on the payout list, only when a payout had something withheld (otherwise the net is the amount).
 * Cards on phones (nothing scrolls sideways at 390 px), a table from md up and on paper.
 */
export function StatementPayouts({ payouts }: { payouts: readonly StatementPayout[] }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const withheld = payouts.some((p) => isWithheld(p.withheld));
  const total = (pick: (p: StatementPayout) => string) => {
    const sum = sumAmounts(payouts.map(pick));
    return sum === null ? '—' : text.money(sum);
  };
  const totals = { amount: total((p) => p.amount), withheld: total((p) => p.withheld), net: total((p) => p.net) };

  return (
    <section className="mt-6" data-testid="income-payouts" data-withheld={withheld || undefined}>
      <h2 className="mb-2 text-sm font-bold">{t('commission.income.payouts')}</h2>

      <ul className="space-y-2 md:hidden print:hidden" data-testid="income-payout-cards">
        {payouts.map((p) => (
          <li key={p.id} className="min-w-0 rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200" data-testid="income-payout-card" data-payout-id={p.id}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-slate-700">{text.date(p.paidAt)}</span>
              <span className="font-semibold break-all text-slate-900 tabular-nums">{text.money(p.amount)}</span>
            </div>
            {withheld && (
              <dl className="mt-1 space-y-0.5 text-xs text-slate-600">
                <div className="flex items-baseline justify-between gap-3">
                  <dt>{t('commission.payout.withheld')}</dt>
                  <dd className="break-all tabular-nums">{text.money(p.withheld)}</dd>
                </div>
                <div className="flex items-baseline justify-between gap-3">
                  <dt>{t('commission.payout.net')}</dt>
                  <dd className="font-semibold break-all text-slate-900 tabular-nums">{text.money(p.net)}</dd>
                </div>
              </dl>
            )}
          </li>
        ))}
        <li className="min-w-0 rounded-xl bg-slate-50 p-3 text-sm font-semibold ring-1 ring-slate-200" data-testid="income-payout-cards-total">
          <div className="flex items-baseline justify-between gap-3">
            <span>{t('commission.check.total')}</span>
            <span className="break-all tabular-nums">{totals.amount}</span>
          </div>
          {withheld && (
            <dl className="mt-1 space-y-0.5 text-xs">
              <div className="flex items-baseline justify-between gap-3 font-normal text-slate-600">
                <dt>{t('commission.payout.withheld')}</dt>
                <dd className="break-all tabular-nums">{totals.withheld}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-3">
                <dt>{t('commission.payout.net')}</dt>
                <dd className="break-all tabular-nums">{totals.net}</dd>
              </div>
            </dl>
          )}
        </li>
      </ul>

      <table className="hidden w-full border-collapse text-left text-sm md:table print:table print:text-xs" data-testid="income-payout-table">
        <thead>
          <tr className="border-y border-black">
            <th scope="col" className="py-1.5 pr-2">{t('commission.income.paidOn')}</th>
            <th scope="col" className="py-1.5 pr-2 text-right">{t('commission.payout.amount')}</th>
            {withheld && <th scope="col" className="py-1.5 pr-2 text-right">{t('commission.payout.withheld')}</th>}
            {withheld && <th scope="col" className="py-1.5 text-right">{t('commission.payout.net')}</th>}
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr key={p.id} className="border-b border-slate-300" data-testid="income-payout-row" data-payout-id={p.id}>
              <td className="py-1.5 pr-2 whitespace-nowrap">{text.date(p.paidAt)}</td>
              <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">{text.money(p.amount)}</td>
              {withheld && <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">{text.money(p.withheld)}</td>}
              {withheld && <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{text.money(p.net)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-b-2 border-black font-bold" data-testid="income-payout-total">
            <th scope="row" className="py-2 pr-2 text-right">
              {t('commission.check.total')}
            </th>
            <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">{totals.amount}</td>
            {withheld && <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">{totals.withheld}</td>}
            {withheld && <td className="py-2 text-right whitespace-nowrap tabular-nums">{totals.net}</td>}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
