/** The commission screens use the shared screen-test helpers, plus an agent and the contract's answers. */
import { HQ_USER } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import type {
  ClosePreview,
  CommissionBalance,
  CommissionCheck,
  CommissionEntry,
  CommissionKindSum,
  CommissionPeriod,
  CommissionSettings,
  CommissionSummary,
  CompanyCommission,
  CompanyMoney,
  Payout,
  PayoutPage,
  RankReached,
  StatementPayout,
  Topup,
} from './api/types';
import { COMMISSION_KINDS } from './logic/kinds';

export * from '@/test-utils';

export const AGENT_USER: UserDetail = { ...HQ_USER, id: 12, email: 'aina@example.com', username: 'aina', name: 'Aina Ali', role: 'agent', tier: { id: 1, name: 'Platinum' } };

export const AINA = { id: 12, name: 'Aina Ali', username: 'aina' };

/** Every kind of the plan, as the API lists them, with the amounts given (zero otherwise). */
export function kindSums(patch: Partial<Record<CommissionKindSum['kind'], [string, number]>> = {}): CommissionKindSum[] {
  return COMMISSION_KINDS.map((kind) => ({ kind, amount: patch[kind]?.[0] ?? '0.00', entries: patch[kind]?.[1] ?? 0 }));
}

/** A commission rank reached in an open month: its benefits and what the close would pay for it. */
export const rankReached = (patch: Partial<RankReached> = {}): RankReached => ({ name: 'Silver', benefits: ['Silver pin', 'Annual trip'], monthEndEstimate: '43.50', ...patch });

export const summary = (patch: Partial<CommissionSummary> = {}): CommissionSummary => ({
  period: '2026-11',
  agent: AINA,
  total: '57.50',
  provisional: true,
  byKind: kindSums({ override: ['7.50', 1], 'sale-profit': ['6.00', 2], recruit: ['44.00', 1] }),
  periods: ['2026-11', '2026-10'],
  rank: null,
  incomeStatement: true,
  payouts: [],
  ...patch,
});

/** A payout of the month as the income statement lists it (nothing withheld unless patched). */
export const statementPayout = (patch: Partial<StatementPayout> = {}): StatementPayout => ({ id: 501, paidAt: '2026-11-05T02:00:00Z', amount: '100.00', withheld: '0.00', net: '100.00', ...patch });

export const entry = (patch: Partial<CommissionEntry> = {}): CommissionEntry => ({
  id: 301,
  kind: 'override',
  orderId: 88,
  orderNumber: 'ORD-2611-000088',
  sourceAgent: { id: 15, name: 'Budi' },
  base: '150.00',
  rate: '5.00',
  units: null,
  amount: '7.50',
  reversal: false,
  rule: '5% of RM 150.00',
  createdAt: '2026-11-24T09:15:00Z',
  ...patch,
});

/** A month's check: an override, two sale-profit entries (one a refund's reversal) and a recruit. */
export const check = (patch: Partial<CommissionCheck> = {}): CommissionCheck => ({
  period: '2026-11',
  agent: AINA,
  total: '51.50',
  byKind: kindSums({ override: ['7.50', 1], 'sale-profit': ['0.00', 2], recruit: ['44.00', 1] }),
  items: [
    entry(),
    entry({ id: 302, kind: 'sale-profit', orderId: 90, orderNumber: 'ORD-2611-000090', sourceAgent: { id: 16, name: 'Chong' }, base: '2.00', rate: null, units: 3, amount: '6.00', rule: '3 × RM 2.00', createdAt: '2026-11-25T02:00:00Z' }),
    entry({ id: 303, kind: 'recruit', orderId: 91, orderNumber: 'ORD-2611-000091', sourceAgent: { id: 17, name: 'Devi' }, base: '44.00', rate: null, amount: '44.00', rule: 'Recruit of Devi: RM 44.00', createdAt: '2026-11-26T03:00:00Z' }),
    entry({ id: 304, kind: 'sale-profit', orderId: 90, orderNumber: 'ORD-2611-000090', sourceAgent: { id: 16, name: 'Chong' }, base: '2.00', rate: null, units: 3, amount: '-6.00', reversal: true, rule: '3 × RM 2.00', createdAt: '2026-11-27T04:00:00Z' }),
  ],
  ...patch,
});

export const company = (patch: Partial<CompanyCommission> = {}): CompanyCommission => ({
  period: '2026-11',
  total: '1250.00',
  byKind: kindSums({ override: ['250.00', 20], helper: ['100.00', 8], 'sale-profit': ['400.00', 50], recruit: ['500.00', 10] }),
  topEarners: [
    { agent: AINA, amount: '57.50' },
    { agent: { id: 15, name: 'Budi Santoso', username: 'budi' }, amount: '40.00' },
  ],
  ...patch,
});

export const BUDI = { id: 15, name: 'Budi Santoso', username: 'budi' };

export const balance = (patch: Partial<CommissionBalance> = {}): CommissionBalance => ({
  committed: '300.00',
  paid: '100.00',
  pending: '50.00',
  available: '150.00',
  minimum: '50.00',
  withholdingRate: null,
  bank: { bankName: 'Maybank', accountNumber: '114412345678', accountName: 'AINA BINTI ALI' },
  ...patch,
});

export const payout = (patch: Partial<Payout> = {}): Payout => ({
  id: 501,
  agent: AINA,
  amount: '100.00',
  withheld: '0.00',
  net: '100.00',
  status: 'requested',
  bankName: 'Maybank',
  accountNumber: '114412345678',
  accountName: 'AINA BINTI ALI',
  requestedAt: '2026-11-03T02:00:00Z',
  decidedAt: null,
  paidAt: null,
  note: null,
  ...patch,
});

export const payoutPage = (items: Payout[], patch: Partial<PayoutPage> = {}): PayoutPage => ({ items, total: items.length, page: 1, perPage: 20, ...patch });

export const period = (patch: Partial<CommissionPeriod> = {}): CommissionPeriod => ({ period: '2026-10', status: 'open', total: '1250.00', agents: 41, closedAt: null, ...patch });

export const preview = (patch: Partial<ClosePreview> = {}): ClosePreview => ({
  period: '2026-10',
  closable: true,
  reason: null,
  total: '1250.00',
  byKind: kindSums({ override: ['250.00', 20], helper: ['100.00', 8], 'sale-profit': ['400.00', 50], recruit: ['500.00', 10] }),
  agents: 41,
  statements: [
    { agent: AINA, total: '120.00' },
    { agent: BUDI, total: '80.00' },
  ],
  ...patch,
});

export const topup = (patch: Partial<Topup> = {}): Topup => ({ id: 71, amount: '500.00', status: 'pending', createdAt: '2026-11-06T02:00:00Z', paidAt: null, ...patch });

export const companyMoney = (patch: Partial<CompanyMoney> = {}): CompanyMoney => ({
  credit: '420.00',
  toppedUp: '1000.00',
  sentThroughBillplz: '580.00',
  owedToAgents: '1250.00',
  pendingPayouts: '180.00',
  topups: [topup({ id: 72, amount: '300.00', status: 'failed', createdAt: '2026-11-07T02:00:00Z' }), topup({ status: 'paid', paidAt: '2026-11-06T02:05:00Z' })],
  ...patch,
});

export const settings = (patch: Partial<CommissionSettings> = {}): CommissionSettings => ({
  overrideCompresses: true,
  payoutMinimum: '50.00',
  withholdingThreshold: '100000.00',
  withholdingRate: '2.00',
  ...patch,
});
