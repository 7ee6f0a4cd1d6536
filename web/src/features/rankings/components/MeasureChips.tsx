import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEASURES, type Measure } from '../logic/measures';
import { useRankingTexts } from './use-ranking-texts';

/** The six rankings as chips that wrap on a phone; the chosen one is pressed. */
export function MeasureChips({ value, onChange }: { value: Measure; onChange: (measure: Measure) => void }) {
  const { t } = useTranslation();
  const text = useRankingTexts();
  const labelId = useId();
  return (
    <div className="mb-4">
      <p id={labelId} className="mb-1 text-sm font-medium text-slate-700">
        {t('rankings.ranking.measureLabel')}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2" data-testid="measure-chips">
        {MEASURES.map((m) => {
          const chosen = m === value;
          return (
            <button
              key={m}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(m)}
              data-testid={`measure-${m}`}
              className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 text-left text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                chosen ? 'bg-primary text-white ring-primary' : 'bg-white text-slate-700 ring-slate-300 hover:bg-primary/10 hover:text-primary'
              }`}
            >
              {text.measure(m)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
