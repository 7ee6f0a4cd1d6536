/** The campaign screens use the shared screen-test helpers, plus a campaign and a redemption as the API answers them. */
import type { Campaign, HqCampaignFigures, Redemption } from './api/types';
import { HQ_USER } from '@/test-utils';

export * from '@/test-utils';

export const campaign = (patch: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  gameTitle: 'Raya rewards',
  gameDesc: 'Collect points in Ramadan.',
  gameTnc: 'One per agent.',
  rewardType: 'voucher',
  rewardName: 'RM 10 voucher',
  productId: null,
  productName: null,
  rewardQuantity: 1,
  voucherKind: 'amount',
  voucherDiscount: '10.00',
  voucherMinPurchase: '0.00',
  voucherValidDays: 30,
  cashAmount: null,
  pointRequired: '150.00',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  state: 'ongoing',
  imageUrl: '/media/campaigns/1.jpg',
  thumbUrl: '/media/campaigns/1-thumb.jpg',
  maxRedeem: 100,
  redeemed: 12,
  remaining: 88,
  perAgentLimit: 2,
  rewardFrequency: 'weekly',
  tierIds: [],
  previous: null,
  previousTitle: null,
  createdAt: '2026-02-20T02:00:00Z',
  me: null,
  ...patch,
});

export const figures = (patch: Partial<HqCampaignFigures> = {}): HqCampaignFigures => ({
  ongoing: 2,
  upcoming: 1,
  expired: 4,
  redemptions: 37,
  pointsRedeemed: '5550.00',
  toHandOver: 3,
  pointsOutstanding: '12345.50',
  ...patch,
});

export const redemption = (patch: Partial<Redemption> = {}): Redemption => ({
  id: 11,
  campaignId: 1,
  campaignTitle: 'Raya rewards',
  agentId: 15,
  agentName: 'Budi Santoso',
  agentUsername: 'budi',
  points: '150.00',
  rewardType: 'product',
  rewardName: 'Serum gift box',
  voucherCode: null,
  voucherValidUntil: null,
  status: 'to_hand_over',
  handedOverAt: null,
  createdAt: '2026-03-05T04:30:00Z',
  ...patch,
});

export const tiers = [
  { level_id: 3, levelName: 'Silver', rankNumber: 2 },
  { level_id: 1, levelName: 'Gold', rankNumber: 1 },
];

export const STAFF_USER = { ...HQ_USER, id: 2, role: 'staff' as const, permissions: ['post_content' as const] };
