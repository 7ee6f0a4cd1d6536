import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { isHqSide } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { useStoreSummary } from '../api/stores';
import type { StoreProgram } from '../api/types';
import { BackToStore, HqProgramNav } from '../components/Navs';
import { PeriodPicker } from '../components/PeriodPicker';
import { DayList, FigureCards, StoreFigures } from '../components/SummaryViews';
import { useStoreTexts } from '../components/use-store-texts';
import { isDay, periodProblem, readPeriod } from '../logic/period';
import { routeTitleKey } from '../logic/programs';

/**
 * /go-affiliate|ejen-store|e-koop/store-summary[?from=&to=]: visits, orders, sales and earnings in a
 * period (this month by default), and the same per day. An agent reads their store's; HQ reads the
 * program's across every store, store by store.
 */
export function SummaryPage({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const hq = isHqSide(user);
  const text = useStoreTexts();
  const [params, setParams] = useSearchParams();
  const chosen = readPeriod(params);
  const problem = periodProblem(chosen.from, chosen.to);
  const summary = useStoreSummary(program, problem ? null : chosen);
  const data = summary.data;
  const choose = (range: { from: string; to: string }) => {
    if (isDay(range.from) && isDay(range.to)) setParams({ from: range.from, to: range.to }, { replace: true });
    else if (!range.from && !range.to) setParams({}, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl min-w-0 space-y-4" data-testid="store-summary-page">
      {!hq && <BackToStore program={program} />}
      <PageTitle subtitle={t(hq ? 'stores.summary.introHq' : 'stores.summary.intro')}>
        {hq ? t('stores.hq.title.summary', { program: t(`stores.program.${program}.hqName`) }) : t(routeTitleKey(program, 'store-summary'))}
      </PageTitle>
      {hq && <HqProgramNav program={program} section="store-summary" />}
      <PeriodPicker chosen={chosen} shown={data ? { from: data.from, to: data.to } : null} onChange={choose} />
      {!problem && (
        <Loaded data={data} error={summary.error} retry={() => void summary.mutate()}>
          {(s) => (
            <div className={`space-y-6 ${summary.isLoading ? 'opacity-60' : ''}`}>
              <p className="text-sm text-slate-600" data-testid="summary-range">
                {t('stores.summary.range', { from: text.day(s.from), to: text.day(s.to) })}
              </p>
              <FigureCards summary={s} hq={hq} />
              {hq && (
                <section aria-labelledby="summary-stores-title">
                  <h2 id="summary-stores-title" className="mb-3 text-base font-semibold text-slate-900">
                    {t('stores.summary.byStore')}
                  </h2>
                  <StoreFigures stores={s.stores} />
                </section>
              )}
              <section aria-labelledby="summary-days-title">
                <h2 id="summary-days-title" className="mb-3 text-base font-semibold text-slate-900">
                  {t('stores.summary.byDay')}
                </h2>
                <DayList days={s.days} />
              </section>
            </div>
          )}
        </Loaded>
      )}
    </div>
  );
}
