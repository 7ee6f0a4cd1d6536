import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import type { Who } from '@/lib/access';
import { formatDate } from '@/lib/format';
import type { AgentDashboard } from '../api/types';
import { agentLinks, barPercent } from '../logic/links';
import { Block, Change, Stat } from './Figures';

/** How far the next commission rank is: the least-met of its targets, as a bar. */
function RankProgress({ data }: { data: AgentDashboard }) {
  const { t } = useTranslation();
  const labelId = useId();
  if (data.nextRank === null) {
    return (
      <p className="text-sm font-medium text-emerald-700" data-testid="rank-last">
        {t('dashboard.rankLast')}
      </p>
    );
  }
  const percent = barPercent(data.nextRankPercent);
  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={labelId} className="min-w-0 text-sm break-words text-slate-700" data-testid="rank-next">
          {t('dashboard.rankNext', { rank: data.nextRank })}
        </p>
        <p className="text-sm font-semibold text-slate-700 tabular-nums" data-testid="rank-percent">
          {t('dashboard.change.percent', { percent })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('dashboard.rankProgress', { percent, rank: data.nextRank })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
        data-testid="rank-bar"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** An agent's own figures this month, their rank so far, their tier's greeting and the pinned news. */
export function AgentFigures({ data, user, money }: { data: AgentDashboard; user: Who; money: (v: string) => string }) {
  const { t, i18n } = useTranslation();
  const links = agentLinks(user);

  return (
    <div className="space-y-4" data-testid="agent-dashboard">
      {data.greeting && (
        <section className="rounded-xl bg-secondary/15 p-4 ring-1 ring-secondary/40" data-testid="greeting">
          <h2 className="text-base font-semibold break-words text-slate-900" data-testid="greeting-subject">
            {data.greeting.subject}
          </h2>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700" data-testid="greeting-detail">
            {data.greeting.detail}
          </p>
        </section>
      )}

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label={t('dashboard.mySales')}
          value={money(data.personalSales)}
          hint={<Change percent={data.personalSalesChangePercent} testId="agent-sales-change" />}
          testId="agent-sales"
        />
        <Stat label={t('dashboard.teamSales')} value={money(data.groupSales)} testId="agent-team-sales" />
        <Stat label={t('dashboard.commissionThisMonth')} value={money(data.commissionThisMonth)} hint={t('dashboard.soFar')} to={links.commission} testId="agent-commission" />
        <Stat
          label={t('dashboard.teamSize')}
          value={String(data.teamSize)}
          hint={t('dashboard.newRecruits', { count: data.newRecruitsThisMonth })}
          to={links.team}
          testId="agent-team"
        />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Block title={t('dashboard.commissionRank')} to={links.gameplan} linkText={t('dashboard.openGameplan')} testId="rank">
          <p className="mb-3 text-sm text-slate-600">
            {t('dashboard.rankSoFar')}{' '}
            <span className="font-semibold break-words text-slate-900" data-testid="rank-current">
              {data.rank ?? t('dashboard.noRank')}
            </span>
          </p>
          <RankProgress data={data} />
        </Block>

        <Block title={t('dashboard.pinnedNews')} to={links.news} linkText={t('dashboard.openNews')} testId="pinned-news">
          {data.pinnedNews.length === 0 ? (
            <EmptyState testId="pinned-news-none">{t('dashboard.noNews')}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.pinnedNews.map((n) => (
                <li key={n.id} className="py-2" data-testid="pinned-news-item">
                  <p className="text-sm font-medium break-words text-slate-900" data-testid="news-subject">
                    {n.subject}
                  </p>
                  <p className="text-xs text-slate-500" data-testid="news-date">
                    <time dateTime={n.createdAt}>{formatDate(n.createdAt, i18n.language)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Block>
      </div>
    </div>
  );
}
