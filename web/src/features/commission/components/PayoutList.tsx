import { useTranslation } from 'react-i18next';
import type { Payout } from '../api/types';
import { isWithheld } from '../logic/withholding';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import { useCommissionTexts } from './use-commission-texts';

/** Ticking payouts for a bulk action (the HQ queue). */
export interface PayoutSelection {
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (all: boolean) => void;
}

// One element per payout: a card on phones, a table-like row from md up (no hidden duplicate of each row).
const COLUMNS = {
  agent: 'grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.4fr)]',
  hq: 'grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.4fr)]',
  select: 'grid-cols-[2rem_minmax(0,1fr)] md:grid-cols-[2rem_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.4fr)]',
};

/**
 * Payouts: the amount and status (with what s.107D withheld and the net paid to the bank, when anything
 * was withheld), the bank account as it was when requested, the dates and HQ's note.
 * `showAgent`: whose payout it is (the HQ side); `selection`: a checkbox on each (HQ's actions).
 */
export function PayoutList({ payouts, showAgent = false, selection }: { payouts: readonly Payout[]; showAgent?: boolean; selection?: PayoutSelection }) {
  const { t } = useTranslation();
  const text = useCommissionTexts();
  const columns = selection ? COLUMNS.select : showAgent ? COLUMNS.hq : COLUMNS.agent;
  const allChecked = selection !== undefined && payouts.length > 0 && payouts.every((p) => selection.selected.has(p.id));
  const someChecked = selection !== undefined && !allChecked && payouts.some((p) => selection.selected.has(p.id));
  const label = (key: string) => <span className="block text-xs text-slate-500 md:hidden">{t(key)}</span>;
  const decided = (p: Payout) => (p.status === 'rejected' ? 'commission.payout.rejectedAt' : 'commission.payout.approvedAt');

  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="payout-list">
      <div className={`items-center gap-x-3 border-b border-slate-200 px-4 py-2 text-xs font-semibold text-slate-500 uppercase ${selection ? `grid ${columns}` : `hidden md:grid ${columns}`}`}>
        {selection && (
          <input
            type="checkbox"
            className="h-5 w-5 accent-primary"
            checked={allChecked}
            ref={(el) => {
              if (el) el.indeterminate = someChecked;
            }}
            onChange={(e) => selection.onToggleAll(e.target.checked)}
            aria-label={t('commission.payout.selectAll')}
            data-testid="payouts-select-all"
          />
        )}
        {selection && <span className="md:hidden">{t('commission.payout.selectAll')}</span>}
        {(showAgent || selection) && <span className="hidden md:block">{t('commission.payout.agent')}</span>}
        <span className="hidden md:block">{t('commission.payout.amount')}</span>
        <span className="hidden md:block">{t('commission.payout.bank')}</span>
        <span className="hidden md:block">{t('commission.payout.dates')}</span>
      </div>
      <ul className="divide-y divide-slate-100">
        {payouts.map((p) => {
          const checked = selection?.selected.has(p.id) ?? false;
          return (
            <li key={p.id} className={`grid gap-x-3 gap-y-2 px-4 py-3 text-sm md:items-start ${columns} ${checked ? 'bg-primary/5' : ''}`} data-testid="payout-row" data-payout-id={p.id} data-status={p.status}>
              {selection && (
                <div className="row-span-4 pt-0.5 md:row-span-1">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-primary"
                    checked={checked}
                    onChange={() => selection.onToggle(p.id)}
                    aria-label={t('commission.payout.select', { name: p.agent.name, amount: text.money(p.amount) })}
                    data-testid="payout-checkbox"
                  />
                </div>
              )}
              {(showAgent || selection) && (
                <div className="min-w-0" data-testid="payout-agent">
                  <span className="block font-semibold break-words text-slate-900">{p.agent.name}</span>
                  <span className="block text-xs break-all text-slate-500">@{p.agent.username}</span>
                </div>
              )}
              <div className="flex min-w-0 flex-wrap items-center justify-between gap-2 md:block">
                <span className="block text-lg font-bold text-slate-900 tabular-nums md:text-base" data-testid="payout-amount">
                  {text.money(p.amount)}
                </span>
                <span className="md:mt-1 md:block">
                  <PayoutStatusBadge status={p.status} />
                </span>
                {isWithheld(p.withheld) && (
                  <dl className="w-full space-y-0.5 text-xs text-slate-600 md:mt-1" data-testid="payout-withholding">
                    <div className="flex items-baseline justify-between gap-2 md:block">
                      <dt className="md:inline">{t('commission.payout.withheld')}</dt>{' '}
                      <dd className="font-medium break-all tabular-nums md:inline" data-testid="payout-withheld">
                        {text.money(p.withheld)}
                      </dd>
                    </div>
                    <div className="flex items-baseline justify-between gap-2 md:block">
                      <dt className="md:inline">{t('commission.payout.net')}</dt>{' '}
                      <dd className="font-semibold break-all text-slate-900 tabular-nums md:inline" data-testid="payout-net">
                        {text.money(p.net)}
                      </dd>
                    </div>
                  </dl>
                )}
              </div>
              <div className="min-w-0 text-slate-700" data-testid="payout-bank">
                {label('commission.payout.bank')}
                <span className="block font-medium break-words text-slate-800">{p.bankName}</span>
                <span className="block font-mono text-xs break-all">{p.accountNumber}</span>
                <span className="block text-xs break-words">{p.accountName}</span>
              </div>
              <div className="min-w-0 text-xs text-slate-600" data-testid="payout-dates">
                <p>{t('commission.payout.requestedAt', { date: text.dateTime(p.requestedAt) })}</p>
                {p.decidedAt && <p>{t(decided(p), { date: text.dateTime(p.decidedAt) })}</p>}
                {p.paidAt && <p>{t('commission.payout.paidAt', { date: text.dateTime(p.paidAt) })}</p>}
                {p.note && (
                  <p className="mt-1 rounded-md bg-slate-50 px-2 py-1 text-sm break-words text-slate-700" data-testid="payout-note">
                    {t('commission.payout.note', { note: p.note })}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
