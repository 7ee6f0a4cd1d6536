import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EINVOICE_STATUSES, type EinvoiceCounts, type EinvoiceStatus } from '../api/types';
import { countAll } from '../logic/display';
import { useEinvoiceTexts } from './use-einvoice-texts';

const DOT: Record<EinvoiceStatus, string> = {
  pending: 'bg-slate-400',
  submitted: 'bg-sky-500',
  valid: 'bg-emerald-500',
  invalid: 'bg-red-500',
  cancelled: 'bg-amber-500',
};

/**
 * Every document, then each status with its count (over every page), as chips that wrap on a phone; the
 * chosen one is pressed and filters the list.
 */
export function StatusChips({ value, counts, onChange }: { value: EinvoiceStatus | null; counts?: EinvoiceCounts; onChange: (status: EinvoiceStatus | null) => void }) {
  const { t } = useTranslation();
  const text = useEinvoiceTexts();
  const labelId = useId();
  const chips: { key: EinvoiceStatus | null; label: string; count?: number }[] = [
    { key: null, label: t('einvoice.filter.all'), count: counts ? countAll(counts) : undefined },
    ...EINVOICE_STATUSES.map((s) => ({ key: s, label: text.status(s), count: counts?.[s] })),
  ];
  return (
    <div className="min-w-0">
      <p id={labelId} className="mb-1 text-sm font-medium text-slate-700">
        {t('einvoice.filter.status')}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2" data-testid="einvoice-status-chips">
        {chips.map(({ key, label, count }) => {
          const chosen = key === value;
          return (
            <button
              key={key ?? 'all'}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(key)}
              data-testid={`einvoice-chip-${key ?? 'all'}`}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:px-4 ${
                chosen ? 'bg-primary text-white ring-primary' : 'bg-white text-slate-700 ring-slate-300 hover:bg-primary/10 hover:text-primary'
              }`}
            >
              {key && <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOT[key]}`} />}
              {label}
              {count !== undefined && (
                <span className={`rounded-full px-1.5 text-xs tabular-nums ${chosen ? 'bg-white/20' : 'bg-slate-100 text-slate-600'}`} data-testid="einvoice-chip-count">
                  {text.number(count)}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
