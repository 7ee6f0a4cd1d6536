/** Sample records for the page tests. */
import type { AgentListItem, AgentRecord } from './api/types';

export const record = (patch: Partial<AgentRecord> = {}): AgentRecord => ({
  id: 9, username: 'nurul', name: 'Nurul Izzah', firstName: 'Nurul', lastName: 'Izzah', tierId: 2, tierName: 'Gold', status: 'new',
  upline: { id: 7, name: 'Lim Wei Ming' }, helper: null, joinedAt: '2026-11-22T06:00:00Z', verifiedAt: null, birthDate: '1990-01-01',
  gender: 'female', identityNumber: '900101145678', category: 'individual', companyName: null, roc: null, phoneCode: '+60', phone: '123456789',
  email: 'nurul@example.com',
  address: { line1: '1 Jalan Ampang', line2: null, postcode: '50450', city: 'Kuala Lumpur', state: 'WP Kuala Lumpur', country: 'Malaysia' },
  bank: { country: 'MY', bank: 'Maybank', accountNumber: '1234567890', accountName: 'Nurul Izzah' },
  social: { facebook: 'nurul.izzah', instagram: null, tiktok: null, twitter: null },
  kpi: { personalSales: '1234.5', groupSales: '0.00', totalPersonalGroupSales: '1234.50', sideGroupSales: '0.00' },
  recruits: 2, downline: 5,
  path: [{ id: 3, name: 'Siti Top' }, { id: 7, name: 'Lim Wei Ming' }],
  ...patch,
});

/** A row of the agent lists (database, promote/demote), with this month's sales. */
export const listItem = (patch: Partial<AgentListItem> = {}): AgentListItem => ({
  id: 9, username: 'nurul', name: 'Nurul Izzah', tierId: 2, tierName: 'Gold', status: 'new', uplineId: 7, uplineName: 'Lim Wei Ming',
  helperName: null, email: 'nurul@example.com', phone: '+60123456789', joinedAt: '2026-11-22T06:00:00Z', recruits: 0, downline: 0,
  personalSales: '1234.50', groupSales: '5600.00',
  ...patch,
});
