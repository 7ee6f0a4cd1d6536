/**
 * The shapes of docs/api-reports.md (score ranking and gameplan), from the generated document
 * (src/lib/api-schema.ts through @/lib/schema). In an answer every field is present (`Sent`): the
 * document's optional ones arrive as null. Money is a decimal string at the company currency's scale, a
 * count a whole number written as a string; a period is a Kuala Lumpur month written `YYYY-MM`.
 */
import type { Schema, Sent } from '@/lib/schema';

/** An agent as the rankings name them, with their tier (null without one). */
export type RankedAgent = Sent<Schema<'RankedAgent'>>;

/** One place of a ranking: `value` is money or a count, null when HQ hides amounts from agents; `me` is the viewer's own row. */
export type RankingRow = Sent<Schema<'RankingRow'>>;

/**
 * GET /api/scoreranking/score-ranking-{measure}: one page of a month's ranking. `scope` is `company` (HQ
 * side) or `team` (an agent: themselves and everyone below); `mine` is the agent's own row wherever it is.
 */
export type RankingPage = Sent<Schema<'RankingPage'>>;

/** The first few of one measure. */
export type MeasureTop = Sent<Schema<'MeasureTop'>>;

/** GET /api/scoreranking/top-performer: the first `limit` of each of the six measures. */
export type TopPerformers = Sent<Schema<'TopPerformers'>>;

/** One target of the next tier or rank: how far `current` is from `target` (`unit` amount: money; units: a count). */
export type GameplanRequirement = Sent<Schema<'GameplanRequirement'>>;

/** The agent's tier and the one above (null at the top) with its targets. */
export type TierStep = Sent<Schema<'TierStep'>>;

/** The commission rank the month reaches so far and the next one (null at the last) with its targets. */
export type RankStep = Sent<Schema<'RankStep'>>;

/** The next commission rank and what it brings. */
export type NextRank = Sent<Schema<'NextRank'>>;

/** GET /api/gameplan: how far an agent is from their next tier and next commission rank in a month. */
export type Gameplan = Sent<Schema<'Gameplan'>>;

/*
 * The agent's own history and goal (docs/api-reports.md § The agent's own history and goal): agents only,
 * the HQ side is answered 403.
 */

/** GET /api/zerorise/user-sales: one of the last twelve months, the agent's own and group sales (zero without sales). */
export type MonthSales = Sent<Schema<'MonthSales'>>;

/** GET /api/zerorise/commission/history: one of the last twelve months' commission; `closed` false: provisional. */
export type MonthCommission = Sent<Schema<'MonthCommission'>>;

/** GET and POST /api/ejenflex: the agent's own monthly sales goal (null: none) against this month's personal sales. */
export type SalesGoal = Sent<Schema<'SalesGoal'>>;
