/** The billing screens use the shared screen-test helpers, plus the contract's answers (docs/api-billing.md). */
import { HQ_USER } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import type { Invoice, InvoicePage, InvoiceSummary, Plan, SubscriptionOverview } from './api/types';

export * from '@/test-utils';

/** HQ of a company locked for an overdue invoice: signed in, sent to pay. */
export const LOCKED_HQ: UserDetail = { ...HQ_USER, subscription: { disallow_login: false, status: 'locked' } };
export const AGENT_USER: UserDetail = { ...HQ_USER, id: 12, username: 'aina', name: 'Aina Ali', role: 'agent', tier: { id: 3, name: 'Silver' } };
export const STAFF_USER: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['manage_orders', 'approve_manual_payment', 'add_user'] };

/** Growth, RM 199.00 a month or RM 1,990.00 a year, 50 agents, 3 branches. */
export const plan = (patch: Partial<Plan> = {}): Plan => ({
  id: 2,
  code: 'growth',
  name: 'Growth',
  description: 'For growing teams.',
  currency: 'MYR',
  monthlyPrice: '199.00',
  yearlyPrice: '1990.00',
  maxAgents: 50,
  maxBranches: 3,
  features: ['reports', 'campaigns', 'marketing'],
  trialDays: 14,
  active: true,
  current: true,
  ...patch,
});

export const starter = (patch: Partial<Plan> = {}) =>
  plan({ id: 1, code: 'starter', name: 'Starter', description: 'To begin with.', monthlyPrice: '99.00', yearlyPrice: '990.00', maxAgents: 10, maxBranches: 1, features: ['reports'], current: false, ...patch });
export const scale = (patch: Partial<Plan> = {}) =>
  plan({ id: 3, code: 'scale', name: 'Scale', description: 'Everything, no limits.', monthlyPrice: '499.00', yearlyPrice: '4990.00', maxAgents: null, maxBranches: null, features: ['reports', 'analytics', 'campaigns', 'marketing', 'stores', 'e_invoice', 'cp58', 'integrations', 'api'], current: false, ...patch });

export const overview = (patch: Partial<SubscriptionOverview> = {}): SubscriptionOverview => ({
  plan: plan(),
  subscription: { planId: 2, period: 'monthly', startedOn: '2026-01-10', trialEndsOn: null, renewsOn: '2026-08-10', nextPeriod: null, creditBalance: '0.00' },
  usage: { agents: 42, maxAgents: 50, branches: 1, maxBranches: 3 },
  due: { id: 31, number: 'INV-2026-000031', dueOn: '2026-07-10', balance: '199.00', status: 'pending' },
  balanceDue: '199.00',
  locked: false,
  status: 'active',
  ...patch,
});

export const summary = (patch: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: 31,
  number: 'INV-2026-000031',
  companyId: 1,
  companyName: 'Demo Sdn Bhd',
  issuedOn: '2026-07-03',
  dueOn: '2026-07-10',
  currency: 'MYR',
  total: '199.00',
  paid: '0.00',
  balance: '199.00',
  status: 'pending',
  ...patch,
});

export const invoicePage = (items: InvoiceSummary[], patch: Partial<InvoicePage> = {}): InvoicePage => ({ items, total: items.length, page: 1, perPage: 20, balanceDue: '199.00', ...patch });

export const invoice = (patch: Partial<Invoice> = {}): Invoice => ({
  id: 31,
  number: 'INV-2026-000031',
  companyId: 1,
  companyName: 'Demo Sdn Bhd',
  issuedOn: '2026-07-03',
  dueOn: '2026-07-10',
  periodStart: '2026-07-10',
  periodEnd: '2026-08-09',
  currency: 'MYR',
  items: [
    { description: 'Growth plan, monthly (10 Jul – 9 Aug 2026)', quantity: 1, unitPrice: '199.00', amount: '199.00' },
    { description: 'Change from Starter to Growth, 12 days', quantity: 1, unitPrice: '38.71', amount: '38.71' },
  ],
  total: '237.71',
  paid: '100.00',
  balance: '137.71',
  status: 'partially_paid',
  accountingRef: null,
  payments: [{ id: 5, method: 'billplz', reference: 'BP-8XK2', amount: '100.00', paidAt: '2026-07-05T03:20:00Z', note: null }],
  voidReason: null,
  payMethods: ['billplz', 'stripe'],
  vendorName: 'Rangkai Technologies Sdn Bhd',
  vendorAddress: 'Level 5, Menara Rangkai\n50450 Kuala Lumpur',
  ...patch,
});
