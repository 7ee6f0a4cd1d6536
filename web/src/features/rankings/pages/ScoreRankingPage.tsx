import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/LinkButton';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { canAccess, isHqSide } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { readPeriod, thisPeriod } from '@/lib/period';
import { useRanking, useTopPerformers } from '../api/rankings';
import { MeasureChips } from '../components/MeasureChips';
import { MonthPicker } from '../components/MonthPicker';
import { RankingList } from '../components/RankingList';
import { TopPerformersGrid } from '../components/TopPerformersGrid';
import { readMeasure } from '../logic/measures';
import { HALL_OF_FAME_PATH, rankingQuery, readPositive, type RankingScope } from '../logic/paths';

/**
 * /score-ranking[?period=YYYY-MM][&measure=][&page=]: the month's top performers (the first three of each
 * ranking), then one ranking page by page. HQ and staff rank the whole company; an agent their own team,
 * with their own place pinned when it is on another page, and without amounts when HQ hides them.
 */
export function ScoreRankingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const measure = readMeasure(params.get('measure'));
  const page = readPositive(params.get('page')) ?? 1;
  const top = useTopPerformers(period);
  const ranking = useRanking(measure, period, page);
  const shown = period ?? ranking.data?.period ?? top.data?.period ?? thisPeriod();

  // Another month or measure starts at the first page.
  const go = (next: RankingScope) => setParams(rankingQuery({ period: next.period ?? period, measure: next.measure ?? measure, page: next.page }), { replace: true });
  const previous = ranking.data;
  // While another page loads the one shown stays, dimmed; if it cannot be loaded, the error shows instead.
  const stale = previous !== undefined && (previous.measure !== measure || previous.page !== page || (period !== undefined && previous.period !== period));
  const data = stale && ranking.error ? undefined : previous;

  return (
    <div className="mx-auto max-w-6xl" data-testid="score-ranking-page">
      <PageTitle
        subtitle={t('rankings.ranking.intro')}
        actions={
          canAccess(user, 'hall_of_fame') && (
            <LinkButton to={HALL_OF_FAME_PATH} className="w-full sm:w-auto" data-testid="hall-of-fame-link">
              {t('rankings.ranking.hallOfFame')}
            </LinkButton>
          )
        }
      >
        {t('rankings.ranking.title')}
      </PageTitle>
      <div className="mb-4">
        <MonthPicker value={shown} onChange={(p) => go({ period: p })} testId="ranking-month" />
      </div>
      <Loaded data={top.data} error={top.error} retry={() => void top.mutate()}>
        {(tp) => <TopPerformersGrid top={tp} stale={period !== undefined && tp.period !== period} />}
      </Loaded>
      <MeasureChips value={measure} onChange={(m) => go({ measure: m })} />
      <Loaded data={data} error={ranking.error} retry={() => void ranking.mutate()}>
        {(r) => <RankingList page={r} agent={!isHqSide(user)} stale={stale} onPage={(p) => go({ page: p })} />}
      </Loaded>
    </div>
  );
}
