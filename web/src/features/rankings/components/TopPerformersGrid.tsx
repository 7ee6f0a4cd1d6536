import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import type { TopPerformers } from '../api/types';
import { MEASURES } from '../logic/measures';
import { RankedRow } from './RankedRow';
import { useRankingTexts } from './use-ranking-texts';

/**
 * The month's first three of each ranking: one small card per measure, in the screens' order (one line
 * when nobody is ranked in any). `stale`: the month shown is the previous one while the next loads.
 */
export function TopPerformersGrid({ top, stale }: { top: TopPerformers; stale: boolean }) {
  const { t } = useTranslation();
  const text = useRankingTexts();
  // The six in the screens' order, then any measure the API adds later.
  const measures = [...top.measures].sort((a, b) => order(a.measure) - order(b.measure));
  const nobody = measures.every((m) => m.items.length === 0);
  return (
    <section className={`mb-6 ${stale ? 'opacity-60 transition-opacity' : ''}`} aria-labelledby="top-performers-title" aria-busy={stale || undefined} data-testid="top-performers">
      <h2 id="top-performers-title" className="mb-3 text-base font-semibold text-slate-900">
        {t('rankings.ranking.topTitle')}
      </h2>
      {!top.amountsShown && (
        <div className="mb-3">
          <FormMessage kind="info" testId="top-positions-only">
            {t('rankings.ranking.positionsOnly')}
          </FormMessage>
        </div>
      )}
      {nobody ? (
        <EmptyState testId="top-empty">{t('rankings.ranking.topNobody')}</EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {measures.map((m) => (
            <li key={m.measure}>
              <div className="h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="top-card" data-measure={m.measure}>
                <h3 className="mb-2 text-sm font-semibold text-slate-700" data-testid="top-card-title">
                  {text.measure(m.measure)}
                </h3>
                {m.items.length === 0 ? (
                  <p className="py-2 text-sm text-slate-500" data-testid="top-card-empty">
                    {t('rankings.ranking.topNobody')}
                  </p>
                ) : (
                  <ol className="space-y-1" aria-label={text.measure(m.measure)}>
                    {m.items.map((r) => (
                      <li key={r.agent.id} value={r.position}>
                        <RankedRow row={r} measure={m.measure} compact testId="top-row" />
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const order = (measure: string) => {
  const i = (MEASURES as readonly string[]).indexOf(measure);
  return i === -1 ? MEASURES.length : i;
};
