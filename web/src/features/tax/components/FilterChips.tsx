import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CP58_FILTERS, type Cp58Counts, type Cp58Filter } from '../api/types';
import { useTaxTexts } from './use-tax-texts';

/** Every row, due, issued or missing, as chips that wrap on a phone, each with its count once known; the chosen one is pressed. */
export function FilterChips({ value, counts, onChange }: { value: Cp58Filter; counts?: Cp58Counts; onChange: (filter: Cp58Filter) => void }) {
  const { t } = useTranslation();
  const text = useTaxTexts();
  const labelId = useId();
  const countOf = (f: Cp58Filter) => (counts ? (f === 'all' ? counts.agents : counts[f]) : undefined);
  return (
    <div className="min-w-0">
      <p id={labelId} className="mb-1 text-sm font-medium text-slate-700">
        {t('tax.filter.label')}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2" data-testid="cp58-filters">
        {CP58_FILTERS.map((f) => {
          const chosen = f === value;
          const n = countOf(f);
          return (
            <button
              key={f}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(f)}
              data-testid={`cp58-filter-${f}`}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                chosen ? 'bg-primary text-white ring-primary' : 'bg-white text-slate-700 ring-slate-300 hover:bg-primary/10 hover:text-primary'
              }`}
            >
              {t(`tax.filter.${f}`)}
              {n !== undefined && <span className={`rounded-full px-1.5 text-xs tabular-nums ${chosen ? 'bg-white/20' : 'bg-slate-100 text-slate-600'}`}>{text.number(n)}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
