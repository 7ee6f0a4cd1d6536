import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '../api/types';

/** The seven status tabs with their counts (scrollable on phones). */
export function OrderTabs({ value, counts, onChange }: { value: OrderStatus; counts: Partial<Record<OrderStatus, number>> | undefined; onChange: (s: OrderStatus) => void }) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<OrderStatus, HTMLButtonElement | null>>>({});
  const onKey = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = ORDER_STATUSES[(index + delta + ORDER_STATUSES.length) % ORDER_STATUSES.length];
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('orders.tabs.label')} className="relative -mx-4 mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0" data-testid="orders-tabs">
      {ORDER_STATUSES.map((s, i) => {
        const selected = s === value;
        const count = counts?.[s];
        return (
          <button
            key={s}
            ref={(el) => {
              refs.current[s] = el;
            }}
            type="button"
            role="tab"
            id={`orders-tab-${s}`}
            aria-selected={selected}
            aria-controls="orders-panel"
            tabIndex={selected ? 0 : -1}
            data-testid={`orders-tab-${s}`}
            onClick={() => onChange(s)}
            onKeyDown={(e) => onKey(e, i)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap ${selected ? 'border-primary text-primary' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(`orders.tabs.${s}`)}
            {count !== undefined && (
              <span
                className={`min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold ${selected ? 'bg-primary text-white' : count > 0 ? 'bg-slate-200 text-slate-800' : 'bg-slate-100 text-slate-400'}`}
                data-testid={`orders-count-${s}`}
              >
                <span className="sr-only">{t('orders.tabs.countOf', { count })}</span>
                <span aria-hidden="true">{count}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
