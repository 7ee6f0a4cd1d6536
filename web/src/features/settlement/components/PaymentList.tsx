import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Pager } from '@/components/Pager';
import type { SettlementPayment, SettlementReport } from '../api/types';
import { SETTLEMENT_PER_PAGE } from '../logic/query';
import { OrderLink } from './OrderLink';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useSettlementTexts } from './use-settlement-texts';

/** A figure of a phone card: its name, then its value. */
function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <span className="contents">
      <span className="text-slate-500">{label}</span>
      <span className="break-words text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </span>
    </span>
  );
}

/**
 * One page of paid payments: a table from md up (it scrolls inside its own box when wider than the
 * screen), a card per payment on phones. A tap on a row or card opens the payment's details; the order
 * number opens the order. Money right-aligned, in the payment's currency; paid at in Kuala Lumpur time.
 */
export function PaymentList({ report, stale = false, onPage, onOpen }: { report: SettlementReport; stale?: boolean; onPage: (page: number) => void; onOpen: (p: SettlementPayment) => void }) {
  const { t } = useTranslation();
  const text = useSettlementTexts();
  const { items } = report;
  if (items.length === 0 && report.total === 0) return <EmptyState testId="settlement-empty">{t('settlement.empty')}</EmptyState>;

  const head = 'px-3 py-3 whitespace-nowrap first:pl-4';
  const num = 'px-3 py-3 text-right whitespace-nowrap tabular-nums';

  return (
    <div className={stale ? 'opacity-60' : ''} aria-busy={stale || undefined}>
      <ul className="grid gap-3 md:hidden" data-testid="settlement-cards">
        {items.map((p) => (
          <li key={p.billId} className="min-w-0 rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="settlement-card">
            <div className="flex min-w-0 items-center justify-between gap-2 px-4 pt-2">
              <OrderLink orderId={p.orderId} orderNumber={p.orderNumber} className="min-w-0" />
              <PaymentStatusBadge status={p.status} />
            </div>
            <button
              type="button"
              onClick={() => onOpen(p)}
              aria-label={t('settlement.list.detailsOf', { order: p.orderNumber })}
              className="block w-full min-w-0 rounded-b-xl px-4 pt-1 pb-3 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary"
              data-testid="settlement-card-open"
            >
              <span className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <Fact label={t('settlement.list.agent')} value={p.agentName} testId="settlement-card-agent" />
                <Fact label={t('settlement.list.amount')} value={text.money(p.amount, p.currency)} testId="settlement-card-amount" />
                <Fact label={t('settlement.list.fee')} value={text.money(p.fee, p.currency)} testId="settlement-card-fee" />
                <Fact label={t('settlement.list.settlementAmount')} value={text.money(p.settlementAmount, p.currency)} testId="settlement-card-settlement" />
                <Fact label={t('settlement.list.paidAt')} value={text.dateTime(p.paidAt)} testId="settlement-card-paid" />
                <Fact label={t('settlement.list.settlesOn')} value={text.day(p.settlesOn)} testId="settlement-card-settles" />
              </span>
              <span className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary">{t('settlement.list.details')}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block" data-testid="settlement-table-box">
        <table className="w-full text-sm" data-testid="settlement-table">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className={`${head} text-left`}>{t('settlement.list.orderNumber')}</th>
              <th scope="col" className={`${head} text-left`}>{t('settlement.list.agent')}</th>
              <th scope="col" className={`${head} text-left`}>{t('settlement.list.method')}</th>
              <th scope="col" className={`${head} text-left`}>{t('settlement.list.currency')}</th>
              <th scope="col" className={`${head} text-right`}>{t('settlement.list.amount')}</th>
              <th scope="col" className={`${head} text-right`}>{t('settlement.list.fee')}</th>
              <th scope="col" className={`${head} text-right`}>{t('settlement.list.settlementAmount')}</th>
              <th scope="col" className={`${head} text-left`}>{t('settlement.list.status')}</th>
              <th scope="col" className={`${head} text-left`}>{t('settlement.list.paidAt')}</th>
              <th scope="col" className={`${head} text-left`}>{t('settlement.list.settlesOn')}</th>
              <th scope="col" className={head}>
                <span className="sr-only">{t('settlement.list.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((p) => (
              <tr key={p.billId} onClick={() => onOpen(p)} className="cursor-pointer hover:bg-slate-50" data-testid="settlement-row">
                <td className="px-3 py-1 pl-4 whitespace-nowrap" data-testid="settlement-cell-order">
                  <OrderLink orderId={p.orderId} orderNumber={p.orderNumber} />
                </td>
                <td className="max-w-56 px-3 py-3 break-words text-slate-900" data-testid="settlement-cell-agent">{p.agentName}</td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-900" data-testid="settlement-cell-method">{text.method(p.method)}</td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-900" data-testid="settlement-cell-currency">{p.currency}</td>
                <td className={num} data-testid="settlement-cell-amount">{text.money(p.amount, p.currency)}</td>
                <td className={num} data-testid="settlement-cell-fee">{text.money(p.fee, p.currency)}</td>
                <td className={num} data-testid="settlement-cell-settlement">{text.money(p.settlementAmount, p.currency)}</td>
                <td className="px-3 py-3" data-testid="settlement-cell-status">
                  <PaymentStatusBadge status={p.status} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-900" data-testid="settlement-cell-paid">{text.dateTime(p.paidAt)}</td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-900" data-testid="settlement-cell-settles">{text.day(p.settlesOn)}</td>
                <td className="px-2 py-1 text-right">
                  <Button
                    variant="ghost"
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(p);
                    }}
                    aria-label={t('settlement.list.detailsOf', { order: p.orderNumber })}
                    data-testid="settlement-row-open"
                  >
                    {t('settlement.list.details')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager summary page={report.page} perPage={report.perPage || SETTLEMENT_PER_PAGE} total={report.total} onPage={onPage} />
    </div>
  );
}
