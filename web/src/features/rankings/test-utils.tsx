/** The score ranking and gameplan screens use the shared screen-test helpers, plus an agent and the contract's answers. */
import { HQ_USER } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import type { Gameplan, GameplanRequirement, MeasureTop, MonthCommission, MonthSales, RankingPage, RankingRow, SalesGoal, TopPerformers } from './api/types';
import { MEASURES, isCountMeasure } from './logic/measures';

export * from '@/test-utils';

export const AGENT_USER: UserDetail = { ...HQ_USER, id: 12, email: 'aina@example.com', username: 'aina', name: 'Aina Ali', role: 'agent', tier: { id: 3, name: 'Silver' } };

export const row = (patch: Omit<Partial<RankingRow>, 'agent'> & { agent?: Partial<RankingRow['agent']> } = {}): RankingRow => {
  const { agent, ...rest } = patch;
  return { position: 1, value: '1950.00', me: false, ...rest, agent: { id: 15, name: 'Budi Santoso', username: 'budi', tierName: 'Gold', ...agent } };
};

/** A ranking page: `count` rows from position `from`, values going down. */
export function rows(count: number, from = 1, measure = 'ps'): RankingRow[] {
  return Array.from({ length: count }, (_, i) => {
    const position = from + i;
    const value = isCountMeasure(measure) ? String(40 - position) : `${(5000 - position * 100).toFixed(2)}`;
    return row({ position, value, agent: { id: 100 + position, name: `Agent ${position}`, username: `agent${position}`, tierName: position % 2 ? 'Gold' : 'Silver' } });
  });
}

export const rankingPage = (patch: Partial<RankingPage> = {}): RankingPage => ({
  period: '2026-11',
  measure: 'ps',
  scope: 'company',
  amountsShown: true,
  items: rows(3),
  total: 3,
  page: 1,
  perPage: 20,
  mine: null,
  ...patch,
});

export const measureTop = (measure: string, items: RankingRow[] = rows(3, 1, measure)): MeasureTop => ({ measure, items });

export const topPerformers = (patch: Partial<TopPerformers> = {}): TopPerformers => ({
  period: '2026-11',
  limit: 3,
  scope: 'company',
  amountsShown: true,
  measures: MEASURES.map((m) => measureTop(m)),
  ...patch,
});

export const requirement = (patch: Partial<GameplanRequirement> = {}): GameplanRequirement => ({
  key: 'personalSales',
  unit: 'amount',
  target: '2000.00',
  current: '1950.00',
  met: false,
  percent: 97,
  ...patch,
});

export const gameplan = (patch: Partial<Gameplan> = {}): Gameplan => ({
  period: '2026-11',
  tier: {
    current: { id: 3, name: 'Silver' },
    next: { id: 2, name: 'Gold' },
    requirements: [
      requirement(),
      requirement({ key: 'personalUnits', unit: 'units', target: '20', current: '12', percent: 60 }),
      requirement({ key: 'groupSales', target: '5000.00', current: '6200.00', met: true, percent: 100 }),
    ],
  },
  rank: {
    current: 'Bronze',
    next: { name: 'Silver', benefits: ['Silver pin', 'Annual trip'] },
    requirements: [
      requirement({ key: 'totalPersonalGroupSales', target: '8000.00', current: '2000.00', percent: 25 }),
      requirement({ key: 'teamMemberThreshold', target: '300.00', current: '1950.00', met: true, percent: 100 }),
    ],
  },
  ...patch,
});

/** The agent's own goal: RM 1,200.00, of which RM 300.00 is sold (25%). */
export const salesGoal = (patch: Partial<SalesGoal> = {}): SalesGoal => ({ period: '2026-11', goal: '1200.00', personalSales: '300.00', percent: 25, ...patch });

export const monthSales = (period: string, patch: Partial<MonthSales> = {}): MonthSales => ({ period, personalUnits: 0, personalSales: '0.00', groupSales: '0.00', ...patch });

export const monthCommission = (period: string, patch: Partial<MonthCommission> = {}): MonthCommission => ({ period, amount: '0.00', closed: true, ...patch });
