import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import type { StoreSummary, StoreSummaryDay, StoreSummaryStore } from '../api/types';
import { useStoreTexts } from './use-store-texts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4" data-testid={testId}>
      <dt className="text-xs font-medium break-words text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-bold break-words text-slate-900 sm:text-2xl" data-testid={`${testId}-value`}>
        {value}
      </dd>
    </div>
  );
}

/** The period's visits, orders, sales and earnings. */
export function FigureCards({ summary, hq }: { summary: StoreSummary; hq: boolean }) {
  const { t } = useTranslation();
  const text = useStoreTexts();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="summary-figures">
      <Figure label={t('stores.summary.visits')} value={text.number(summary.visits)} testId="summary-visits" />
      <Figure label={t('stores.summary.orders')} value={text.number(summary.orders)} testId="summary-orders" />
      <Figure label={t('stores.summary.sales')} value={text.money(summary.sales)} testId="summary-sales" />
      <Figure label={t(hq ? 'stores.summary.earnedHq' : 'stores.summary.earned')} value={text.money(summary.earned)} testId="summary-earned" />
    </dl>
  );
}

/** The period day by day: a table from sm up, a compact list on phones. */
export function DayList({ days }: { days: StoreSummaryDay[] }) {
  const { t } = useTranslation();
  const text = useStoreTexts();
  if (days.length === 0) return <EmptyState testId="summary-days-empty">{t('stores.summary.noDays')}</EmptyState>;
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:hidden" data-testid="summary-day-list">
        {days.map((d) => (
          <li key={d.day} className="flex items-center justify-between gap-3 px-3 py-2 text-sm" data-testid="summary-day-item">
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{text.day(d.day)}</span>
              <span className="block text-xs text-slate-500">{t('stores.summary.dayLine', { visits: text.number(d.visits), orders: text.number(d.orders) })}</span>
            </span>
            <span className="shrink-0 font-semibold text-slate-900">{text.money(d.sales)}</span>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:block">
        <table className="w-full text-left text-sm" data-testid="summary-day-table">
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">{t('stores.summary.day')}</th>
              <th scope="col" className="py-3 pr-4 text-right">{t('stores.summary.visits')}</th>
              <th scope="col" className="py-3 pr-4 text-right">{t('stores.summary.orders')}</th>
              <th scope="col" className="py-3 pr-4 text-right">{t('stores.summary.sales')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {days.map((d) => (
              <tr key={d.day} data-testid="summary-day-row">
                <td className="px-4 py-2 whitespace-nowrap text-slate-700">{text.day(d.day)}</td>
                <td className="py-2 pr-4 text-right text-slate-700">{text.number(d.visits)}</td>
                <td className="py-2 pr-4 text-right text-slate-700">{text.number(d.orders)}</td>
                <td className="py-2 pr-4 text-right font-semibold whitespace-nowrap text-slate-900">{text.money(d.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** HQ: every store of the program in the period; cards on phones, a table from md up. */
export function StoreFigures({ stores }: { stores: StoreSummaryStore[] }) {
  const { t } = useTranslation();
  const text = useStoreTexts();
  if (stores.length === 0) return <EmptyState testId="summary-stores-empty">{t('stores.summary.noStores')}</EmptyState>;
  const storeName = (s: StoreSummaryStore) => (
    <>
      <span className="block font-medium break-words text-slate-900">{s.name}</span>
      <span className="block text-xs break-all text-slate-500">/s/{s.slug}</span>
    </>
  );
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="summary-store-cards">
        {stores.map((s) => (
          <li key={s.storeId} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="summary-store-card">
            {storeName(s)}
            <p className="mt-1 text-sm break-words text-slate-600">{s.agentName}</p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500">{t('stores.summary.visits')}</dt>
                <dd className="font-semibold text-slate-900">{text.number(s.visits)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('stores.summary.orders')}</dt>
                <dd className="font-semibold text-slate-900">{text.number(s.orders)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('stores.summary.sales')}</dt>
                <dd className="font-semibold break-words text-slate-900">{text.money(s.sales)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('stores.summary.agentEarned')}</dt>
                <dd className="font-semibold break-words text-slate-900">{text.money(s.earned)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm" data-testid="summary-store-table">
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">{t('stores.summary.store')}</th>
              <th scope="col" className="py-3 pr-4">{t('stores.summary.agent')}</th>
              <th scope="col" className="py-3 pr-4 text-right">{t('stores.summary.visits')}</th>
              <th scope="col" className="py-3 pr-4 text-right">{t('stores.summary.orders')}</th>
              <th scope="col" className="py-3 pr-4 text-right">{t('stores.summary.sales')}</th>
              <th scope="col" className="py-3 pr-4 text-right">{t('stores.summary.agentEarned')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {stores.map((s) => (
              <tr key={s.storeId} className="align-top" data-testid="summary-store-row">
                <td className="px-4 py-3">{storeName(s)}</td>
                <td className="py-3 pr-4 break-words text-slate-700">{s.agentName}</td>
                <td className="py-3 pr-4 text-right text-slate-700">{text.number(s.visits)}</td>
                <td className="py-3 pr-4 text-right text-slate-700">{text.number(s.orders)}</td>
                <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap text-slate-900">{text.money(s.sales)}</td>
                <td className="py-3 pr-4 text-right whitespace-nowrap text-slate-900">{text.money(s.earned)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
