import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import type { Who } from '@/lib/access';
import { WAITING_STATUSES, type HqDashboard } from '../api/types';
import { hqLinks } from '../logic/links';
import { Block, Change, Stat } from './Figures';

/** The company's figures: HQ, and staff who read reports. */
export function HqFigures({ data, user, money }: { data: HqDashboard; user: Who; money: (v: string) => string }) {
  const { t } = useTranslation();
  const links = hqLinks(user);
  const waiting = new Map(data.ordersWaiting.map((w) => [w.status, w.count]));

  return (
    <div className="space-y-4" data-testid="hq-dashboard">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('dashboard.salesToday')} value={money(data.salesToday)} testId="hq-sales-today" />
        <Stat
          label={t('dashboard.salesThisMonth')}
          value={money(data.salesThisMonth)}
          hint={<Change percent={data.salesChangePercent} testId="hq-sales-change" />}
          testId="hq-sales-month"
        />
        <Stat label={t('dashboard.ordersToday')} value={String(data.ordersToday)} testId="hq-orders-today" />
        <Stat
          label={t('dashboard.newAgents')}
          value={String(data.newAgentsThisMonth)}
          hint={t('dashboard.lastMonth', { count: data.newAgentsLastMonth })}
          to={links.agents}
          testId="hq-new-agents"
        />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Block title={t('dashboard.ordersWaiting')} testId="orders-waiting">
          <ul className="grid grid-cols-2 gap-2">
            {WAITING_STATUSES.map((status) => {
              const count = waiting.get(status) ?? 0;
              const inner = (
                <>
                  <span className="min-w-0 break-words">{t(`orders.tabs.${status}`)}</span>
                  <span className={`min-w-7 rounded-full px-2 py-0.5 text-center text-sm font-bold tabular-nums ${count > 0 ? 'bg-primary text-white' : 'bg-slate-100 text-slate-500'}`}>
                    <span className="sr-only">{t('orders.tabs.countOf', { count })}</span>
                    <span aria-hidden="true">{count}</span>
                  </span>
                </>
              );
              const box = 'flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-200';
              return (
                <li key={status} data-testid={`waiting-${status}`}>
                  {links.orders ? (
                    <Link to={links.orders(status)} className={`${box} hover:bg-primary/5 hover:text-primary`}>
                      {inner}
                    </Link>
                  ) : (
                    <div className={box}>{inner}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </Block>

        <Block title={t('dashboard.payoutsWaiting')} to={links.payouts} linkText={t('dashboard.openPayouts')} testId="payouts-waiting">
          <p className="text-lg font-bold wrap-anywhere text-slate-900 tabular-nums" data-testid="payouts-amount">
            {money(data.payoutsWaitingAmount)}
          </p>
          <p className="mt-1 text-sm text-slate-600" data-testid="payouts-count">
            {t('dashboard.payoutRequests', { count: data.payoutsWaiting })}
          </p>
        </Block>

        <Block title={t('dashboard.lowStock')} to={links.inventory} linkText={t('dashboard.openInventory')} testId="low-stock">
          <p className="-mt-2 mb-3 text-sm text-slate-600" data-testid="low-stock-count">
            {t('dashboard.itemsLow', { count: data.lowStockCount })}
          </p>
          {data.lowStock.length === 0 ? (
            <EmptyState testId="low-stock-none">{t('dashboard.noLowStock')}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.lowStock.map((item, i) => (
                <li key={`${item.productId}-${item.variant ?? ''}-${item.branch}-${i}`} className="flex items-start justify-between gap-3 py-2" data-testid="low-stock-item">
                  <div className="min-w-0">
                    <p className="text-sm font-medium break-words text-slate-900" data-testid="low-stock-product">
                      {item.product}
                      {item.variant && <span className="font-normal text-slate-600"> · {item.variant}</span>}
                    </p>
                    <p className="text-xs break-words text-slate-500" data-testid="low-stock-branch">
                      {item.branch}
                    </p>
                  </div>
                  <p className={`shrink-0 text-sm font-semibold tabular-nums ${item.quantity > 0 ? 'text-amber-700' : 'text-red-700'}`} data-testid="low-stock-quantity">
                    {t('dashboard.quantityLeft', { count: item.quantity })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Block>

        <Block title={t('dashboard.topPerformers')} to={links.ranking} linkText={t('dashboard.openRanking')} testId="top-performers">
          {data.topPerformers.length === 0 ? (
            <EmptyState testId="top-performers-none">{t('dashboard.noPerformers')}</EmptyState>
          ) : (
            <ol className="divide-y divide-slate-100">
              {data.topPerformers.map((p) => (
                <li key={p.id} className="flex items-center gap-3 py-2" data-testid="top-performer">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-slate-900" data-testid="performer-position">
                    <span className="sr-only">{t('dashboard.position', { position: p.position })}</span>
                    <span aria-hidden="true">{p.position}</span>
                  </span>
                  <span className="min-w-0 flex-1 text-sm font-medium break-words text-slate-900" data-testid="performer-name">
                    {p.name}
                  </span>
                  <span className="shrink-0 text-sm font-semibold text-slate-700 tabular-nums" data-testid="performer-amount">
                    {money(p.amount)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Block>
      </div>
    </div>
  );
}
