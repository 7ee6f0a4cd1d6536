/** The store screens use the shared screen-test helpers, plus the contract's answers (docs/api-stores.md). */
import type { UserDetail } from '@/lib/types';
import { HQ_USER } from '@/test-utils';
import type { AgentStore, HqStore, StoreBanner, StoreProgram, StoreProgramAccount, StoreSummary } from './api/types';

export * from '@/test-utils';

/** An agent of a company that offers the three programs. */
export const AGENT_USER: UserDetail = {
  ...HQ_USER,
  id: 12,
  username: 'aina',
  name: 'Aina Ali',
  role: 'agent',
  tier: { id: 3, name: 'Silver' },
  control: { first_order_package: false, go_affiliate_status: true, ejen_store_status: true, e_koop_status: true },
};
/** Staff who administer agents: the stores list and the review, not the settings. */
export const STAFF_USER: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['promote_demote_suspend'] };

export const store = (patch: Partial<AgentStore> = {}): AgentStore => ({
  id: 5,
  program: 'affiliate',
  status: 'active',
  name: 'Kedai Aina',
  slug: 'kedai-aina',
  path: '/s/kedai-aina',
  tagline: 'Serum and more',
  logoUrl: null,
  primaryColor: '#0f766e',
  contactPhone: '60123456789',
  whatsapp: '60123456789',
  contactEmail: 'aina@example.com',
  schoolName: null,
  schoolAddress: null,
  pickupHours: null,
  reviewNote: null,
  createdAt: '2026-03-01T02:00:00Z',
  approvedAt: '2026-03-02T02:00:00Z',
  ...patch,
});

export const account = (program: StoreProgram, patch: Partial<StoreProgramAccount> = {}): StoreProgramAccount => ({
  program,
  offered: true,
  joinPolicy: 'approval',
  store: null,
  ...patch,
});

export const hqStore = (patch: Partial<HqStore> = {}): HqStore => ({
  ...store({ status: 'pending', approvedAt: null }),
  agentId: 12,
  agentName: 'Aina Ali',
  agentEmail: 'aina@example.com',
  ...patch,
});

export const summary = (patch: Partial<StoreSummary> = {}): StoreSummary => ({
  from: '2026-03-01',
  to: '2026-03-31',
  visits: 1234,
  orders: 17,
  sales: '2450.5',
  earned: '312.75',
  days: [
    { day: '2026-03-01', visits: 40, orders: 2, sales: '120.00' },
    { day: '2026-03-02', visits: 55, orders: 3, sales: '310.50' },
  ],
  stores: [],
  ...patch,
});

export const banner = (patch: Partial<StoreBanner> = {}): StoreBanner => ({
  id: 3,
  title: 'Back to school',
  description: 'Stationery for the new term',
  imageUrl: '/media/banners/3.jpg',
  url: null,
  createdAt: '2026-03-03T02:00:00Z',
  ...patch,
});
