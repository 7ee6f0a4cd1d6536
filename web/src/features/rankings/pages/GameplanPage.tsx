import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FieldError';
import { Loaded } from '@/components/Loaded';
import { PageTitle } from '@/components/PageTitle';
import { useAgentRecord } from '@/features/agents/api/agents';
import { AgentPicker } from '@/features/agents/components/AgentPicker';
import { isHqSide } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { readPeriod, thisPeriod } from '@/lib/period';
import { useGameplan } from '../api/rankings';
import { GameplanSteps } from '../components/GameplanSteps';
import { MonthHistoryCard } from '../components/MonthHistoryCard';
import { MonthPicker } from '../components/MonthPicker';
import { SalesGoalCard } from '../components/SalesGoalCard';
import { gameplanQuery, readPositive } from '../logic/paths';

/**
 * /gameplan[?period=YYYY-MM][&agentId=]: how far an agent is from their next tier and next commission
 * rank in the month, target by target. An agent reads their own; the HQ side (the API needs `agentId`
 * from it) picks an agent first, kept in the address. An agent also sees their own monthly goal and their
 * last twelve months (calls the API answers only agents: never made for the HQ side).
 */
export function GameplanPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const hq = isHqSide(user);
  const agent = user.role === 'agent';
  // An agent's own plan never names an id (the API answers another agent's with 404).
  const agentId = hq ? readPositive(params.get('agentId')) : undefined;
  const waiting = hq && agentId === undefined;
  const plan = useGameplan(period, agentId, !waiting);
  const record = useAgentRecord(hq && agentId !== undefined ? agentId : null);
  const shown = period ?? plan.data?.period ?? thisPeriod();

  // The name of the agent just picked, shown until their record (which names them after a reload) is in.
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);

  const choose = (next: { period?: string; agentId?: number | null }) =>
    setParams(gameplanQuery({ period: next.period ?? period, agentId: next.agentId === undefined ? agentId : next.agentId }), { replace: true });
  const agentName = record.data?.name ?? (picked && picked.id === agentId ? picked.name : agentId !== undefined ? t('rankings.gameplan.agentNumber', { id: agentId }) : '');

  return (
    <div className="mx-auto max-w-6xl" data-testid="gameplan-page">
      <PageTitle subtitle={hq ? (agentId !== undefined ? t('rankings.gameplan.agentIntro', { name: agentName }) : t('rankings.gameplan.hqIntro')) : t('rankings.gameplan.intro')}>
        {t('rankings.gameplan.title')}
      </PageTitle>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-3xl">
        {hq && (
          <AgentPicker
            label={t('rankings.gameplan.agent')}
            value={agentId !== undefined ? { id: agentId, name: agentName } : null}
            onChange={(chosen) => {
              setPicked(chosen?.id ? { id: chosen.id, name: chosen.name } : null);
              choose({ agentId: chosen?.id ?? null });
            }}
            source={{ kind: 'agents' }}
            startOpen={waiting}
            testId="gameplan-agent"
          />
        )}
        <MonthPicker value={shown} onChange={(p) => choose({ period: p })} testId="gameplan-month" />
      </div>
      {waiting ? (
        <FormMessage kind="info" testId="gameplan-pick-agent">
          {t('rankings.gameplan.pickAgent')}
        </FormMessage>
      ) : (
        <Loaded data={plan.data} error={plan.error} retry={() => void plan.mutate()}>
          {(g) => <GameplanSteps plan={g} own={!hq} />}
        </Loaded>
      )}
      {agent && (
        <div className="mt-4 grid gap-4 lg:grid-cols-3" data-testid="gameplan-own">
          <SalesGoalCard />
          <div className="min-w-0 lg:col-span-2">
            <MonthHistoryCard />
          </div>
        </div>
      )}
    </div>
  );
}
