import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import type { Gameplan, GameplanRequirement } from '../api/types';
import { RequirementBar } from './RequirementBar';

/**
 * The two steps of a gameplan side by side on a wide screen: the next tier (current → next, or at the
 * highest) and the next commission rank (reached so far → next with its benefits, or the last reached).
 * `own`: the agent reads their own ("You are at the highest tier"); else the HQ side reads an agent's.
 */
export function GameplanSteps({ plan, own }: { plan: Gameplan; own: boolean }) {
  const { t } = useTranslation();
  const { tier, rank } = plan;
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="gameplan">
      <Card title={t('rankings.gameplan.tier.title')} data-testid="gameplan-tier">
        <Step
          from={{ label: t('rankings.gameplan.tier.current'), name: tier.current?.name ?? t('rankings.gameplan.tier.none') }}
          to={tier.next ? { label: t('rankings.gameplan.tier.next'), name: tier.next.name } : null}
          testId="tier"
        />
        {tier.next ? (
          <Requirements items={tier.requirements} none={t('rankings.gameplan.noTargets')} />
        ) : (
          <Reached testId="tier-top">{own ? t('rankings.gameplan.tier.top') : t('rankings.gameplan.tier.topOther')}</Reached>
        )}
      </Card>
      <Card title={t('rankings.gameplan.rank.title')} data-testid="gameplan-rank">
        <Step
          from={{ label: t('rankings.gameplan.rank.current'), name: rank.current ?? t('rankings.gameplan.rank.none') }}
          to={rank.next ? { label: t('rankings.gameplan.rank.next'), name: rank.next.name } : null}
          testId="rank"
        />
        {rank.next ? (
          <>
            {rank.next.benefits.length > 0 && (
              <div className="mb-2 rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200" data-testid="rank-next-benefits">
                <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">{t('rankings.gameplan.rank.benefits', { rank: rank.next.name })}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
                  {rank.next.benefits.map((b, i) => (
                    <li key={`${i}-${b}`} className="break-words" data-testid="rank-next-benefit">
                      {b}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Requirements items={rank.requirements} none={t('rankings.gameplan.noTargets')} />
          </>
        ) : (
          <Reached testId="rank-last">{own ? t('rankings.gameplan.rank.last') : t('rankings.gameplan.rank.lastOther')}</Reached>
        )}
      </Card>
    </div>
  );
}

interface Named {
  label: string;
  name: string;
}

/** Where the agent stands → where the step leads (nothing after the arrow at the end). */
function Step({ from, to, testId }: { from: Named; to: Named | null; testId: string }) {
  return (
    <div className="mb-3 flex flex-wrap items-stretch gap-2" data-testid={`${testId}-step`}>
      <Place named={from} testId={`${testId}-current`} />
      {to && (
        <>
          <span className="flex items-center text-xl text-slate-400" aria-hidden="true">
            →
          </span>
          <Place named={to} testId={`${testId}-next`} strong />
        </>
      )}
    </div>
  );
}

function Place({ named, testId, strong = false }: { named: Named; testId: string; strong?: boolean }) {
  return (
    <div className={`min-w-0 flex-1 basis-32 rounded-lg px-3 py-2 ring-1 ${strong ? 'bg-primary/5 ring-primary/30' : 'bg-slate-50 ring-slate-200'}`}>
      <p className="text-xs text-slate-500">{named.label}</p>
      <p className="font-semibold break-words text-slate-900" data-testid={testId}>
        {named.name}
      </p>
    </div>
  );
}

function Requirements({ items, none }: { items: GameplanRequirement[]; none: string }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-500" data-testid="requirements-none">
        {none}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="requirements">
      {items.map((r) => (
        <RequirementBar key={r.key} requirement={r} />
      ))}
    </ul>
  );
}

function Reached({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200" data-testid={testId}>
      <span aria-hidden="true">★</span>
      {children}
    </p>
  );
}
