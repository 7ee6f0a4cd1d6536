import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { FormMessage } from '@/components/FieldError';
import { Pager } from '@/components/Pager';
import type { RankingPage } from '../api/types';
import { pinnedRow, positionsOnly } from '../logic/ranking';
import { RankedRow } from './RankedRow';
import { useRankingTexts } from './use-ranking-texts';

/**
 * One page of a ranking: who it ranks ("Ranked among your team" for an agent), the agent's own place
 * pinned above the list when it is on another page, the rows (the viewer's own highlighted) and paging.
 * `stale`: the page shown is the previous one while the next loads.
 */
export function RankingList({ page, agent, stale, onPage }: { page: RankingPage; agent: boolean; stale: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const text = useRankingTexts();
  const measure = text.measure(page.measure);
  const month = text.month(page.period);
  const pinned = pinnedRow(page);
  return (
    <Card data-testid="ranking" data-measure={page.measure} aria-busy={stale || undefined}>
      <div className="mb-3">
        <h2 className="text-base font-semibold text-slate-900" data-testid="ranking-title">
          {t('rankings.ranking.listTitle', { measure, month })}
        </h2>
        {page.scope === 'team' && (
          <p className="mt-1 text-sm text-slate-600" data-testid="ranking-scope">
            {t('rankings.ranking.teamScope')}
          </p>
        )}
      </div>
      {positionsOnly(page) && (
        <div className="mb-3">
          <FormMessage kind="info" testId="ranking-positions-only">
            {t('rankings.ranking.positionsOnly')}
          </FormMessage>
        </div>
      )}
      {page.total === 0 ? (
        <EmptyState testId="ranking-empty">{t('rankings.ranking.empty', { measure, month })}</EmptyState>
      ) : (
        <div className={stale ? 'opacity-60 transition-opacity' : undefined}>
          {pinned && (
            <div className="mb-3 rounded-lg border border-dashed border-primary/40 p-2" data-testid="ranking-mine">
              <p className="mb-1 px-2 text-xs font-semibold tracking-wide text-primary uppercase">{t('rankings.ranking.yourPosition')}</p>
              <RankedRow row={pinned} measure={page.measure} testId="ranking-mine-row" />
            </div>
          )}
          {agent && !page.mine && (
            <p className="mb-3 text-sm text-slate-500" data-testid="ranking-not-ranked">
              {t('rankings.ranking.notRanked', { measure })}
            </p>
          )}
          {page.items.length === 0 ? (
            <EmptyState />
          ) : (
            <ol className="divide-y divide-slate-100" aria-label={t('rankings.ranking.listTitle', { measure, month })} data-testid="ranking-rows">
              {page.items.map((r) => (
                <li key={r.agent.id} value={r.position} className="py-0.5">
                  <RankedRow row={r} measure={page.measure} />
                </li>
              ))}
            </ol>
          )}
          <Pager page={page.page} perPage={page.perPage} total={page.total} onPage={onPage} summary />
        </div>
      )}
    </Card>
  );
}
