/** The reports screen uses the shared screen-test helpers, plus the contract's answers and the lists the filters read. */
import type { ReportExport, ReportSummary, ReportTable } from './api/types';
import { ok, type Answer, type Handler } from '@/test-utils';

export * from '@/test-utils';

export const summary = (patch: Partial<ReportSummary> = {}): ReportSummary => ({
  from: '2026-11-01',
  to: '2026-11-24',
  figures: [
    { key: 'orders', kind: 'count', value: '1204' },
    { key: 'completedOrders', kind: 'count', value: '37' },
    { key: 'sales', kind: 'money', value: '125430.50' },
    { key: 'averageOrder', kind: 'money', value: '104.18' },
  ],
  breakdown: [
    { label: 'completed', count: 37, amount: '3850.00' },
    { label: 'to_ship', count: 4, amount: '420.00' },
    { label: null, count: 1, amount: null },
  ],
  ...patch,
});

export const table = (patch: Partial<ReportTable> = {}): ReportTable => ({
  columns: [
    { key: 'number', kind: 'text' },
    { key: 'placedAt', kind: 'datetime' },
    { key: 'agent', kind: 'text' },
    { key: 'status', kind: 'text' },
    { key: 'paymentMethod', kind: 'text' },
    { key: 'state', kind: 'text' },
    { key: 'units', kind: 'count' },
    { key: 'total', kind: 'money' },
  ],
  rows: [
    ['ORD-2611-000042', '2026-11-20T02:30:00Z', 'Aina Ali', 'completed', 'billplz', '14', '1200', '1500.5'],
    ['ORD-2611-000041', '2026-11-19T16:05:00Z', 'Budi Santoso', 'unpaid', 'manual', null, '3', '90.00'],
  ],
  total: 2,
  page: 1,
  perPage: 20,
  totals: [null, null, null, null, null, null, '1203', '1590.50'],
  ...patch,
});

export const BRANCHES = [
  { id: 1, name: 'HQ Kuala Lumpur', code: 'KL', addressLine1: '', addressLine2: '', postcode: '', city: '', state: '14', phoneCode: '+60', phone: '', isMain: true },
  { id: 2, name: 'Penang', code: 'PG', addressLine1: '', addressLine2: '', postcode: '', city: '', state: '07', phoneCode: '+60', phone: '', isMain: false },
];
export const TIERS = [
  { level_id: 3, levelName: 'Silver', rankNumber: 3 },
  { level_id: 2, levelName: 'Gold', rankNumber: 2 },
];
export const STATES = [
  { code: '14', name: 'W.P. Kuala Lumpur' },
  { code: '07', name: 'Pulau Pinang' },
];

/** The lists the filters read (branches, tiers, states); anything else goes to `more`. */
export const withLists =
  (more: Handler): Handler =>
  (method, url, body): Answer | undefined => {
    if (url.pathname === '/api/setup/company-store') return ok(BRANCHES);
    if (url.pathname === '/api/setup/tier') return ok(TIERS);
    if (url.pathname === '/api/attribute/state') return ok(STATES);
    return more(method, url, body);
  };

/** A background export as the server answers it: queued, nothing written yet. */
export const exportJob = (patch: Partial<ReportExport> = {}): ReportExport => ({
  id: 7,
  report: 'agent',
  format: 'csv',
  fileName: 'agent-report-2026-11-24.csv',
  status: 'queued',
  rowsTotal: 0,
  rowsDone: 0,
  error: null,
  createdAt: '2026-11-24T02:30:00Z',
  finishedAt: null,
  ...patch,
});
