import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommissionEntry } from '../api/types';
import { EntryAmount } from './EntryAmount';
import { useCommissionTexts } from './use-commission-texts';

interface Props {
  entries: readonly CommissionEntry[];
  /** the kind column (the check lists every kind; the details page is one kind) */
  showKind?: boolean;
  /** a last row, e.g. the total: its label and amount */
  footer?: { label: string; amount: ReactNode };
}

/** Entries: cards on phones, a table from md up and on paper. */
export function EntryList({ entries, showKind = false, footer }: Props) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const order = (e: CommissionEntry) => e.orderNumber ?? t('commission.entry.noOrder');
  return (
    <>
      <ul className="space-y-3 md:hidden print:hidden" data-testid="entry-cards">
        {entries.map((e) => (
          <li key={e.id} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="entry-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-all text-slate-900" data-testid="entry-order">
                  {order(e)}
                </p>
                {e.sourceAgent && (
                  <p className="text-sm break-words text-slate-600" data-testid="entry-source">
                    {t('commission.entry.from', { name: e.sourceAgent.name })}
                  </p>
                )}
              </div>
              <EntryAmount entry={e} />
            </div>
            <p className="mt-2 text-sm break-words text-slate-700" data-testid="entry-rule">
              {e.rule}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {showKind ? `${text.date(e.createdAt)} · ${text.kind(e.kind)}` : text.date(e.createdAt)}
            </p>
          </li>
        ))}
        {footer && (
          <li className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 p-4 font-semibold ring-1 ring-slate-200" data-testid="entry-cards-footer">
            <span>{footer.label}</span>
            <span className="tabular-nums">{footer.amount}</span>
          </li>
        )}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block print:block print:shadow-none">
        <table className="w-full text-left text-sm" data-testid="entry-table">
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">{t('commission.entry.date')}</th>
              {showKind && <th scope="col" className="py-3 pr-3">{t('commission.entry.kind')}</th>}
              <th scope="col" className="py-3 pr-3">{t('commission.entry.order')}</th>
              <th scope="col" className="py-3 pr-3">{t('commission.entry.sourceAgent')}</th>
              <th scope="col" className="py-3 pr-3">{t('commission.entry.rule')}</th>
              <th scope="col" className="py-3 pr-4 text-right">{t('commission.entry.amount')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((e) => (
              <tr key={e.id} className="align-top" data-testid="entry-row" data-kind={e.kind}>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{text.date(e.createdAt)}</td>
                {showKind && <td className="py-3 pr-3 text-slate-700">{text.kind(e.kind)}</td>}
                <td className="py-3 pr-3 font-medium whitespace-nowrap text-slate-900">{order(e)}</td>
                <td className="py-3 pr-3 text-slate-700">{e.sourceAgent?.name ?? '—'}</td>
                <td className="py-3 pr-3 text-slate-700">{e.rule}</td>
                <td className="py-3 pr-4 text-right">
                  <EntryAmount entry={e} />
                </td>
              </tr>
            ))}
          </tbody>
          {footer && (
            <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
              <tr data-testid="entry-table-footer">
                <th scope="row" colSpan={showKind ? 5 : 4} className="px-4 py-3 text-right">
                  {footer.label}
                </th>
                <td className="py-3 pr-4 text-right whitespace-nowrap tabular-nums" data-testid="entry-table-total">
                  {footer.amount}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </>
  );
}
