import { useTranslation } from 'react-i18next';
import type { Invoice } from '../api/types';
import { decimalSign } from '../logic/display';
import { InvoiceStatusBadge } from './Badges';
import { useBillingTexts } from './use-billing-texts';

/**
 * While printing, only the invoice sheet is on paper: the app's chrome (everything beside <main>: the
 * sidebar, the top and bottom bars) and anything marked print:hidden are left off.
 */
export const INVOICE_PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  :has(> #main) > :not(#main) { display: none !important; }
  #main { margin: 0 !important; padding: 0 !important; }
  .rk-invoice { box-shadow: none !important; border: 0 !important; padding: 0 !important; }
}`;

function Meta({ term, children, testId }: { term: string; children: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * One invoice as it is printed: the vendor and the company billed, its days and period, the items
 * (stacked on phones, a table from md up and on paper), the totals, the payments and, when void, why.
 */
export function InvoiceView({ invoice: inv }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const money = (v: string) => text.money(v, inv.currency);
  const owing = decimalSign(inv.balance) > 0 && inv.status !== 'void';
  return (
    <article className="rk-invoice min-w-0 rounded-xl bg-white p-4 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-8" data-testid="invoice-sheet" data-status={inv.status}>
      <header className="flex flex-col gap-4 border-b border-slate-200 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-lg font-bold break-words" data-testid="invoice-vendor">
            {inv.vendorName}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-600" data-testid="invoice-vendor-address">
            {inv.vendorAddress}
          </p>
        </div>
        <div className="min-w-0 sm:text-right">
          <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{t('billing.invoice.heading')}</p>
          <p className="text-lg font-bold break-all" data-testid="invoice-number">
            {inv.number}
          </p>
          <div className="mt-1">
            <InvoiceStatusBadge status={inv.status} />
          </div>
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-4 border-b border-slate-200 py-4 sm:grid-cols-4">
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <dt className="text-xs font-medium text-slate-500">{t('billing.invoice.billTo')}</dt>
          <dd className="mt-0.5 text-sm font-semibold break-words" data-testid="invoice-company">
            {inv.companyName}
          </dd>
        </div>
        <Meta term={t('billing.invoice.issuedOn')} testId="invoice-issued">
          {text.date(inv.issuedOn)}
        </Meta>
        <Meta term={t('billing.invoice.dueOn')} testId="invoice-due">
          {text.date(inv.dueOn)}
        </Meta>
        <Meta term={t('billing.invoice.period')} testId="invoice-period">
          {t('billing.invoice.periodRange', { start: text.date(inv.periodStart), end: text.date(inv.periodEnd) })}
        </Meta>
        {inv.accountingRef && (
          <Meta term={t('billing.invoice.accountingRef')} testId="invoice-accounting-ref">
            {inv.accountingRef}
          </Meta>
        )}
      </dl>

      {inv.status === 'void' && (
        <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="invoice-void">
          {inv.voidReason ? t('billing.invoice.voidWithReason', { reason: inv.voidReason }) : t('billing.invoice.void')}
        </p>
      )}

      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-700">{t('billing.invoice.items')}</h3>
      <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200 md:hidden print:hidden" data-testid="invoice-item-cards">
        {inv.items.map((item, i) => (
          <li key={i} className="p-3" data-testid="invoice-item-card">
            <p className="text-sm font-medium break-words">{item.description}</p>
            <div className="mt-1 flex items-baseline justify-between gap-3 text-sm">
              <span className="text-slate-500 tabular-nums">{t('billing.invoice.qtyTimes', { quantity: text.number(item.quantity), price: money(item.unitPrice) })}</span>
              <span className="font-semibold whitespace-nowrap tabular-nums">{money(item.amount)}</span>
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table print:table" data-testid="invoice-items">
        <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">{t('billing.invoice.description')}</th>
            <th scope="col" className="py-2 pr-3 text-right">{t('billing.invoice.quantity')}</th>
            <th scope="col" className="py-2 pr-3 text-right">{t('billing.invoice.unitPrice')}</th>
            <th scope="col" className="py-2 text-right">{t('billing.invoice.amount')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {inv.items.map((item, i) => (
            <tr key={i} className="align-top" data-testid="invoice-item-row">
              <td className="py-2 pr-3 break-words">{item.description}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{text.number(item.quantity)}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{money(item.unitPrice)}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 ml-auto w-full max-w-xs space-y-1 text-sm" data-testid="invoice-totals">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('billing.invoice.total')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="invoice-total">{money(inv.total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('billing.invoice.paid')}</dt>
          <dd className="tabular-nums" data-testid="invoice-paid">{money(inv.paid)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-base">
          <dt className="font-semibold">{t('billing.invoice.balance')}</dt>
          <dd className={`font-bold tabular-nums ${owing ? 'text-red-700 print:text-black' : ''}`} data-testid="invoice-balance">
            {money(inv.balance)}
          </dd>
        </div>
      </dl>

      <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-700">{t('billing.invoice.payments')}</h3>
      {inv.payments.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="invoice-no-payments">
          {t('billing.invoice.noPayments')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" data-testid="invoice-payments">
          {inv.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3 text-sm" data-testid="invoice-payment">
              <div className="min-w-0">
                <p className="font-medium">
                  {text.method(p.method)}
                  <span className="font-normal break-all text-slate-500"> · {p.reference}</span>
                </p>
                <p className="text-xs text-slate-500">{text.dateTime(p.paidAt)}</p>
                {p.note && <p className="mt-0.5 text-xs break-words text-slate-600">{p.note}</p>}
              </div>
              <span className="font-semibold whitespace-nowrap tabular-nums">{money(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
