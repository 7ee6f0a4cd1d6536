import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/StatusBadge';
import type { RankingRow } from '../api/types';
import { useRankingTexts } from './use-ranking-texts';

/** The first three places wear gold, silver and bronze. */
const PODIUM: Record<number, string> = {
  1: 'bg-amber-100 text-amber-800 ring-amber-300',
  2: 'bg-slate-200 text-slate-700 ring-slate-300',
  3: 'bg-orange-100 text-orange-800 ring-orange-300',
};

/** A place: its position, the agent (with their tier) and the value (none when HQ shows positions only). The viewer's own row stands out. */
export function RankedRow({ row, measure, compact = false, testId = 'ranking-row' }: { row: RankingRow; measure: string; compact?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const text = useRankingTexts();
  const podium = PODIUM[row.position] ?? 'bg-white text-slate-600 ring-slate-200';
  return (
    <div
      className={`flex items-center gap-3 rounded-lg px-2 ${compact ? 'min-h-11 py-1.5' : 'min-h-14 py-2 sm:px-3'} ${row.me ? 'bg-primary/10 ring-1 ring-primary/40' : ''}`}
      data-testid={testId}
      data-me={row.me ? 'true' : undefined}
      data-position={row.position}
    >
      <span className="sr-only">{t('rankings.ranking.position', { position: row.position })}</span>
      <span
        className={`flex shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums ring-1 ${compact ? 'h-8 min-w-8 px-1' : 'h-9 min-w-9 px-1.5'} ${podium}`}
        aria-hidden="true"
        data-testid="ranking-position"
      >
        {row.position}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="font-semibold break-words text-slate-900" data-testid="ranking-name">
            {row.agent.name}
          </span>
          {row.me && <Tag testId="ranking-you">{t('rankings.ranking.you')}</Tag>}
        </span>
        <span className="block text-xs break-words text-slate-500" data-testid="ranking-tier">
          {row.agent.tierName ?? t('rankings.ranking.noTier')}
        </span>
      </span>
      {row.value != null && (
        <span className={`shrink-0 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums ${compact ? 'text-sm' : ''}`} data-testid="ranking-value">
          {text.value(measure, row.value)}
        </span>
      )}
    </div>
  );
}
