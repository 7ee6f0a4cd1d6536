/**
 * The shapes of docs/api-campaigns.md (points and campaigns), from the generated document
 * (src/lib/api-schema.ts through @/lib/schema). In an answer every field is present (`Sent`): the
 * document's optional ones arrive as null. Points are decimals with 2 places written as strings
 * ("150.00"); a campaign's days are Kuala Lumpur days written `YYYY-MM-DD`.
 */
import type { Schema, Sent } from '@/lib/schema';

/** The signed-in agent's standing in a campaign: their balance, how far it is (0–100) and whether they may redeem (else `refusal`). */
export type CampaignProgress = Sent<Schema<'CampaignProgress'>>;

/** One campaign; `me` is null for HQ and staff. */
export type Campaign = Sent<Schema<'Campaign'>>;

/** An agent's points: what they may spend, what a refund took beyond it (owed), earned and redeemed so far. */
export type PointsStanding = Sent<Schema<'PointsStanding'>>;

/** HQ's campaign figures. */
export type HqCampaignFigures = Sent<Schema<'HqCampaignFigures'>>;

/** GET /api/game/campaign/summary: the agent's points (`agent`) or HQ's figures (`hq`); the other is null. */
export type CampaignSummary = Sent<Schema<'CampaignSummary'>>;

/** One redeemed reward: a voucher is `issued` at once with its code; the others wait `to_hand_over` until HQ marks them `handed_over`. */
export type Redemption = Sent<Schema<'Redemption'>>;

/** GET /api/game/campaign/history-redeem: one page of redemptions, newest first. */
export type RedemptionPage = Sent<Schema<'RedemptionPage'>>;

/** One move of the points ledger; `points` signed (a credit positive). */
export type PointsEntry = Sent<Schema<'PointsEntry'>>;

/** GET /api/game/campaign/history-point: one page of entries, newest first, with the balance. */
export type PointsHistory = Sent<Schema<'PointsHistory'>>;
