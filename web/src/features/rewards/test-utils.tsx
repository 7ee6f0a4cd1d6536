/** The rewards screens use the shared screen-test helpers, plus an agent and the contract's answers. */
import { HQ_USER } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import type { Campaign, CampaignProgress, CampaignSummary, PointsEntry, PointsHistory, Redemption, RedemptionPage } from './api/types';

export * from '@/test-utils';

export const AGENT_USER: UserDetail = { ...HQ_USER, id: 12, email: 'aina@example.com', username: 'aina', name: 'Aina Ali', role: 'agent', tier: { id: 3, name: 'Silver' } };

/** The agent's standing: 120 of the 200 points required (60%), not enough yet. */
export const progress = (patch: Partial<CampaignProgress> = {}): CampaignProgress => ({
  balance: '120.00',
  percent: 60,
  canRedeem: false,
  refusal: 'not_enough_points',
  redeemedThisPeriod: 0,
  ...patch,
});

/** An ongoing voucher campaign: RM 10 off for 200 points, 5 of 50 left, once a month each. */
export const campaign = (patch: Partial<Campaign> = {}): Campaign => ({
  id: 7,
  gameTitle: 'Raya voucher',
  gameDesc: 'Spend your points on a voucher for your next order.',
  gameTnc: 'One voucher per order.\nNot exchangeable for cash.',
  rewardType: 'voucher',
  rewardName: 'RM 10 voucher',
  productId: null,
  productName: null,
  rewardQuantity: 1,
  voucherKind: 'amount',
  voucherDiscount: '10.00',
  voucherMinPurchase: '50.00',
  voucherValidDays: 30,
  cashAmount: null,
  pointRequired: '200.00',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  state: 'ongoing',
  imageUrl: '/media/campaigns/7.jpg',
  thumbUrl: '/media/campaigns/7-thumb.jpg',
  maxRedeem: 50,
  redeemed: 45,
  remaining: 5,
  perAgentLimit: 1,
  rewardFrequency: 'monthly',
  tierIds: [],
  previous: null,
  previousTitle: null,
  createdAt: '2026-10-20T02:00:00Z',
  me: progress(),
  ...patch,
});

export const summary = (patch: Partial<CampaignSummary> = {}): CampaignSummary => ({
  hq: null,
  agent: { balance: '120.00', owed: '0.00', earned: '520.00', redeemed: '400.00' },
  ongoing: 2,
  ...patch,
});

export const redemption = (patch: Partial<Redemption> = {}): Redemption => ({
  id: 31,
  campaignId: 7,
  campaignTitle: 'Raya voucher',
  agentId: 12,
  agentName: 'Aina Ali',
  agentUsername: 'aina',
  points: '200.00',
  rewardType: 'voucher',
  rewardName: 'RM 10 voucher',
  voucherCode: 'RWD-7K2Q-9XPA',
  voucherValidUntil: '2026-12-26T15:59:59Z',
  status: 'issued',
  handedOverAt: null,
  createdAt: '2026-11-26T03:15:00Z',
  ...patch,
});

export const redemptionPage = (items: Redemption[] = [redemption()], patch: Partial<RedemptionPage> = {}): RedemptionPage => ({ items, total: items.length, page: 1, perPage: 20, ...patch });

export const entry = (patch: Partial<PointsEntry> = {}): PointsEntry => ({
  id: 501,
  agentId: 12,
  agentName: 'Aina Ali',
  kind: 'order',
  orderId: 9001,
  orderNumber: 'SO-2026-0042',
  points: '50.00',
  reason: 'Order SO-2026-0042 completed',
  createdAt: '2026-11-20T04:00:00Z',
  ...patch,
});

export const pointsHistory = (items: PointsEntry[] = [entry()], patch: Partial<PointsHistory> = {}): PointsHistory => ({
  balance: '120.00',
  owed: '0.00',
  items,
  total: items.length,
  page: 1,
  perPage: 20,
  ...patch,
});
