import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import type { DueInvoice } from '../api/types';
import { decimalSign } from '../logic/display';
import { invoicePath } from '../logic/paths';
import { InvoiceStatusBadge } from './Badges';
import { useBillingTexts } from './use-billing-texts';

/**
 * What is due: the oldest unpaid invoice (its number, due day, balance and status) and Pay, which opens
 * it to choose how to pay; the total owed when more than one invoice is open. Nothing due says so.
 */
export function DueCard({ due, balanceDue, currency }: { due: DueInvoice | null; balanceDue: string; currency: string }) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const late = due?.status === 'overdue';
  return (
    <section
      className={`rounded-xl p-4 shadow-sm ring-1 sm:p-5 ${late ? 'bg-red-50 ring-red-200' : 'bg-white ring-slate-200'}`}
      aria-labelledby="due-card-title"
      data-testid="due-card"
      data-state={due ? due.status : 'none'}
    >
      <h2 id="due-card-title" className="text-sm font-semibold text-slate-700">
        {t('billing.due.title')}
      </h2>
      {due ? (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className={`text-2xl font-bold tabular-nums ${late ? 'text-red-700' : 'text-slate-900'}`} data-testid="due-balance">
              {text.money(due.balance, currency)}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <span className="font-medium break-all text-slate-900" data-testid="due-number">
                {due.number}
              </span>
              <span data-testid="due-date">{t(late ? 'billing.due.wasDueOn' : 'billing.due.dueOn', { date: text.date(due.dueOn) })}</span>
              <InvoiceStatusBadge status={due.status} testId="due-status" />
            </p>
            {decimalSign(balanceDue) > 0 && balanceDue !== due.balance && (
              <p className="mt-1 text-xs text-slate-500" data-testid="due-total">
                {t('billing.due.totalOwed', { amount: text.money(balanceDue, currency) })}
              </p>
            )}
          </div>
          <LinkButton variant="primary" className="w-full sm:w-auto" to={invoicePath(due.id)} data-testid="due-pay">
            {t('billing.due.pay')}
          </LinkButton>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600" data-testid="due-none">
          {t('billing.due.none')}
        </p>
      )}
    </section>
  );
}
