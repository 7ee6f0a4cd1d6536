import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { formatDateTime } from '@/lib/format';
import type { HistoryEntry } from '../api/types';

const TYPE_BADGE = {
  in: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  out: 'bg-amber-50 text-amber-800 ring-amber-200',
} as const;

/** Update history entries, newest first: what moved, why, who and when. */
export function HistoryList({ entries, onRemove }: { entries: HistoryEntry[]; onRemove: (e: HistoryEntry) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="space-y-3" data-testid="history-list">
      {entries.map((e) => {
        const name = [e.productName, e.variantLabel].filter(Boolean).join(' · ');
        return (
          <li key={e.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="history-row">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">{e.branchName}</p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${TYPE_BADGE[e.type] ?? TYPE_BADGE.in}`}>{t(`stock.type.${e.type === 'out' ? 'out' : 'in'}`)}</span>
                <span className="text-lg font-bold text-slate-900 tabular-nums" data-testid="history-quantity">
                  {e.type === 'out' ? '−' : '+'}
                  {e.quantity}
                </span>
              </div>
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              <div className="min-w-0">
                <dt className="inline text-slate-500">{t('stock.history.reason')}: </dt>
                <dd className="inline break-words text-slate-800">{e.reason}</dd>
              </div>
              {e.returnReason && (
                <div className="min-w-0">
                  <dt className="inline text-slate-500">{t('stock.history.returnReason')}: </dt>
                  <dd className="inline break-words text-slate-800">{e.returnReason}</dd>
                </div>
              )}
              <div className="min-w-0 sm:col-span-2">
                <dt className="sr-only">{t('stock.history.byWhen')}</dt>
                <dd className="text-xs text-slate-500">{t('stock.history.byOn', { by: e.by || t(e.orderId ? 'stock.history.system' : 'stock.history.unknownUser'), when: formatDateTime(e.createdAt, i18n.language) })}</dd>
              </div>
            </dl>
            <div className="mt-2 flex justify-end">
              {e.orderId ? (
                // An order's movement is undone by cancelling or refunding the order, not here.
                <Link to={`/manage-orders/order-details?id=${e.orderId}`} className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-primary hover:underline" data-testid="history-order">
                  {t('stock.history.viewOrder')}
                </Link>
              ) : (
                <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onRemove(e)} aria-label={t('stock.history.removeOf', { name })} data-testid="history-remove">
                  {t('stock.history.remove')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
