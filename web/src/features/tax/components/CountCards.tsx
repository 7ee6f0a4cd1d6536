import { useTranslation } from 'react-i18next';
import type { Cp58Counts } from '../api/types';
import { useTaxTexts } from './use-tax-texts';

const KEYS: readonly (keyof Cp58Counts)[] = ['agents', 'due', 'issued', 'missing'];

/** The year's counts (over every page) as cards: two a row on phones, four from tablets up. */
export function CountCards({ counts, stale = false }: { counts: Cp58Counts; stale?: boolean }) {
  const { t } = useTranslation();
  const text = useTaxTexts();
  const label: Record<keyof Cp58Counts, string> = {
    agents: t('tax.counts.agents'),
    due: t('tax.counts.due'),
    issued: t('tax.counts.issued'),
    missing: t('tax.counts.missing'),
  };
  const tone: Record<keyof Cp58Counts, string> = { agents: 'text-slate-900', due: 'text-amber-700', issued: 'text-emerald-700', missing: 'text-red-700' };
  return (
    <section aria-label={t('tax.counts.label')}>
      <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-4 ${stale ? 'opacity-60' : ''}`} aria-busy={stale || undefined} data-testid="cp58-counts">
        {KEYS.map((key) => (
          <li key={key} className="min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4" data-testid="cp58-count" data-key={key}>
            <p className="text-xs font-medium text-slate-500 sm:text-sm" data-testid="cp58-count-label">
              {label[key]}
            </p>
            <p className={`mt-1 text-xl font-bold tabular-nums ${counts[key] > 0 ? tone[key] : 'text-slate-900'}`} data-testid="cp58-count-value">
              {text.number(counts[key])}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
