import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceSummary } from '../api/types';
import { decimalSign } from '../logic/display';
import { invoicePath } from '../logic/paths';
import { InvoiceStatusBadge } from './Badges';
import { useBillingTexts } from './use-billing-texts';

/** Invoices, newest first: cards on phones, a table from md up. Each opens its invoice. */
export function InvoiceList({ invoices, currency }: { invoices: readonly InvoiceSummary[]; currency: string }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const money = (v: string) => text.money(v, currency);
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="invoice-cards">
        {invoices.map((i) => (
          <li key={i.id} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="invoice-card" data-id={i.id} data-status={i.status}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={invoicePath(i.id)} className="font-semibold break-all text-primary underline-offset-2 hover:underline" data-testid="invoice-number">
                  {i.number}
                </Link>
                <p className="mt-0.5 text-xs text-slate-500">
                  {t('billing.invoices.issuedDue', { issued: text.date(i.issuedOn), due: text.date(i.dueOn) })}
                </p>
              </div>
              <InvoiceStatusBadge status={i.status} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-slate-500">{t('billing.invoice.total')}</dt>
                <dd className="font-medium break-words text-slate-900 tabular-nums">{money(i.total)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-slate-500">{t('billing.invoice.paid')}</dt>
                <dd className="break-words text-slate-700 tabular-nums">{money(i.paid)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-slate-500">{t('billing.invoice.balance')}</dt>
                <dd className={`font-semibold break-words tabular-nums ${decimalSign(i.balance) > 0 ? 'text-slate-900' : 'text-slate-500'}`} data-testid="invoice-balance">
                  {money(i.balance)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm" data-testid="invoice-table">
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">{t('billing.invoice.number')}</th>
              <th scope="col" className="py-3 pr-3">{t('billing.invoice.issuedOn')}</th>
              <th scope="col" className="py-3 pr-3">{t('billing.invoice.dueOn')}</th>
              <th scope="col" className="py-3 pr-3 text-right">{t('billing.invoice.total')}</th>
              <th scope="col" className="py-3 pr-3 text-right">{t('billing.invoice.paid')}</th>
              <th scope="col" className="py-3 pr-3 text-right">{t('billing.invoice.balance')}</th>
              <th scope="col" className="py-3 pr-4">{t('billing.invoice.status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoices.map((i) => (
              <tr key={i.id} data-testid="invoice-row" data-id={i.id} data-status={i.status}>
                <td className="px-4 py-3 font-medium whitespace-nowrap">
                  <Link to={invoicePath(i.id)} className="text-primary underline-offset-2 hover:underline">
                    {i.number}
                  </Link>
                </td>
                <td className="py-3 pr-3 whitespace-nowrap text-slate-700">{text.date(i.issuedOn)}</td>
                <td className="py-3 pr-3 whitespace-nowrap text-slate-700">{text.date(i.dueOn)}</td>
                <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">{money(i.total)}</td>
                <td className="py-3 pr-3 text-right whitespace-nowrap text-slate-700 tabular-nums">{money(i.paid)}</td>
                <td className="py-3 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">{money(i.balance)}</td>
                <td className="py-3 pr-4">
                  <InvoiceStatusBadge status={i.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
