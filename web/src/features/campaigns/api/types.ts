/**
 * Campaigns, redemptions and points as the API answers them (docs/api-campaigns.md): the backend's
 * schemas (src/lib/api-schema.ts, generated) under the names the screens use. Points and money are
 * decimal strings.
 */
import type { Narrow, Schema, Sent } from '@/lib/schema';

export type RewardType = 'product' | 'voucher' | 'cash' | 'prize';
export type CampaignState = 'ongoing' | 'upcoming' | 'expired';
export type RewardFrequency = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'half-yearly' | 'yearly';
export type RedemptionStatus = 'issued' | 'to_hand_over' | 'handed_over';

export type Campaign = Narrow<Sent<Schema<'Campaign'>>, { rewardType: RewardType; state: CampaignState }>;
export type HqCampaignFigures = Sent<Schema<'HqCampaignFigures'>>;
export type CampaignSummary = Sent<Schema<'CampaignSummary'>>;
export type Redemption = Narrow<Sent<Schema<'Redemption'>>, { status: RedemptionStatus }>;
export type RedemptionPage = Narrow<Sent<Schema<'RedemptionPage'>>, { items: Redemption[] }>;
export type PointsStanding = Sent<Schema<'PointsStanding'>>;
export type PointsImport = Sent<Schema<'PointsImport'>>;
export type PointsRowResult = Sent<Schema<'PointsRowResult'>>;
export type PointsAdjustInput = Schema<'PointsAdjustInput'>;
export type IdOutput = Sent<Schema<'IdOutput'>>;
