/** The CP58 screens use the shared screen-test helpers, plus an agent, staff and the contract's answers. */
import { HQ_USER } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import type { Cp58Row, Cp58Run, Cp58Search, Cp58Statement } from './api/types';

export * from '@/test-utils';

export const AGENT_USER: UserDetail = { ...HQ_USER, id: 12, email: 'aina@example.com', username: 'aina', name: 'Aina Ali', role: 'agent', tier: { id: 3, name: 'Silver' } };
export const STAFF_USER: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['approve_manual_payment'] };

export const cp58Row = (patch: Omit<Partial<Cp58Row>, 'agent'> & { agent?: Partial<Cp58Row['agent']> } = {}): Cp58Row => {
  const { agent, ...rest } = patch;
  return {
    commission: '11200.00',
    otherMonetary: '1145.60',
    nonMonetary: '0.00',
    total: '12345.60',
    withheld: '246.91',
    overThreshold: true,
    missing: [],
    statementId: 31,
    issuedAt: '2026-01-14T02:30:00Z',
    ...rest,
    firstIssuedAt: rest.firstIssuedAt !== undefined ? rest.firstIssuedAt : (rest.issuedAt !== undefined ? rest.issuedAt : '2026-01-14T02:30:00Z'),
    agent: { id: 12, name: 'Aina Ali', username: 'aina', identity: '900131-10-5566', tin: 'IG12345678090', ...agent },
  };
};

/** Last year's page: Aina issued, Budi due with no TIN, Chong under the threshold (none issued). */
export const cp58Search = (patch: Partial<Cp58Search> = {}): Cp58Search => ({
  year: 2025,
  threshold: '5000.00',
  counts: { agents: 3, due: 1, issued: 1, missing: 1 },
  items: [
    cp58Row(),
    cp58Row({
      agent: { id: 15, name: 'Budi Santoso', username: 'budi', identity: '880202-14-1234', tin: null },
      commission: '7000.00',
      otherMonetary: '250.00',
      total: '7250.00',
      withheld: '0.00',
      missing: ['tin'],
      statementId: null,
      issuedAt: null,
    }),
    cp58Row({ agent: { id: 18, name: 'Chong Wei', username: 'chong' }, commission: '1800.00', otherMonetary: '0.00', total: '1800.00', withheld: '0.00', overThreshold: false, statementId: null, issuedAt: null }),
  ],
  total: 3,
  page: 1,
  perPage: 20,
  ...patch,
});

/** A statement issued once: `firstIssuedAt` follows `issuedAt` unless patched (a reissue). */
export const statement = (patch: Partial<Cp58Statement> = {}): Cp58Statement => ({
  id: 31,
  year: 2025,
  issuedAt: patch.issuedAt ?? '2026-01-14T02:30:00Z',
  firstIssuedAt: patch.firstIssuedAt ?? patch.issuedAt ?? '2026-01-14T02:30:00Z',
  officerName: 'Aminah Hassan',
  onRequest: false,
  payer: {
    name: 'Demo Sdn Bhd',
    identity: '201901012345 (1234567-A)',
    tin: 'C2584563200',
    addressLines: ['Lot 5, Jalan Teknologi 3/1', 'Taman Sains Selangor', '47810 Petaling Jaya, Selangor'],
    phone: '+60 3-1234 5678',
    email: 'hq@demo.test',
    username: '',
  },
  recipient: {
    name: 'Aina Ali',
    identity: '900131-10-5566',
    tin: 'IG12345678090',
    addressLines: ['No. 8, Jalan Mawar 2', '43000 Kajang, Selangor'],
    phone: '+60 12-345 6789',
    email: 'aina@example.com',
    username: 'aina',
  },
  commission: '11200.00',
  otherMonetary: '1145.60',
  vehicle: '0.00',
  house: '0.00',
  travel: '0.00',
  otherNonMonetary: '0.00',
  total: '12345.60',
  withheld: '246.91',
  ...patch,
});

export const cp58Run = (patch: Partial<Cp58Run> = {}): Cp58Run => ({ year: 2025, issued: 2, skipped: [{ agentId: 15, name: 'Budi Santoso', missing: ['tin'] }], ...patch });
