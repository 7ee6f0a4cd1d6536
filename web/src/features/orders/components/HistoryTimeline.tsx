import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../api/types';
import { useOrderTexts } from './use-order-texts';

/** Every status change, oldest first: when, who (or the system), from → to, and the note. */
export function HistoryTimeline({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation();
  const text = useOrderTexts();
  if (history.length === 0) return <p className="text-sm text-slate-500">{t('orders.history.empty')}</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5" data-testid="order-history">
      {history.map((h, i) => (
        <li key={i} className="relative" data-testid="order-history-entry">
          <span aria-hidden="true" className="absolute top-1 -left-[27px] h-3 w-3 rounded-full bg-primary ring-4 ring-white" />
          <p className="text-sm font-semibold text-slate-900">
            {h.from ? t('orders.history.fromTo', { from: text.status(h.from), to: text.status(h.to) }) : text.status(h.to)}
            <span className="ml-2 text-xs font-normal text-slate-500">{t(`orders.history.action.${h.action}`, { defaultValue: h.action })}</span>
          </p>
          <p className="text-xs text-slate-500">{t('orders.history.byAt', { by: h.by ?? t('orders.history.system'), at: text.dateTime(h.at) })}</p>
          {h.note && <p className="mt-1 text-sm text-slate-700">{h.note}</p>}
        </li>
      ))}
    </ol>
  );
}
