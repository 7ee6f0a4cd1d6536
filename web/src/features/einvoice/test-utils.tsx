/** The e-invoicing screen uses the shared screen-test helpers, plus staff and the contract's answers. */
import { HQ_USER } from '@/test-utils';
import type { UserDetail } from '@/lib/types';
import type { Einvoice, EinvoiceConnection, EinvoicePage, EinvoiceRound } from './api/types';

export * from '@/test-utils';

/** Staff who read the reports: the list, the export and the documents; not the connection or the actions. */
export const STAFF_USER: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['approve_manual_payment'] };

export const connection = (patch: Partial<EinvoiceConnection> = {}): EinvoiceConnection => ({
  connected: true,
  clientId: 'a1b2c3d4-demo-client',
  clientSecret: '••••9f3k',
  sandbox: true,
  since: '2026-11-02T01:30:00Z',
  missing: [],
  ...patch,
});

export const notConnected = (patch: Partial<EinvoiceConnection> = {}): EinvoiceConnection =>
  connection({ connected: false, clientId: null, clientSecret: null, since: null, ...patch });

export const einvoice = (patch: Partial<Einvoice> = {}): Einvoice => ({
  id: 101,
  kind: 'invoice',
  codeNumber: 'RK2611230001',
  status: 'valid',
  supplierName: 'Demo Sdn Bhd',
  supplierTin: 'C20880050010',
  buyerName: 'Aina Ali',
  buyerTin: 'IG12345678090',
  total: '104.40',
  orderId: 55,
  payoutId: null,
  period: null,
  uuid: 'F9D425P6DS7D8IU',
  longId: 'RZ4N5K3A1T2Q8B7C1732350000',
  validationLink: 'https://preprod.myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/RZ4N5K3A1T2Q8B7C1732350000',
  reasons: [],
  attempts: 1,
  canCancel: true,
  canResubmit: false,
  createdAt: '2026-11-23T02:00:00Z',
  submittedAt: '2026-11-23T02:01:00Z',
  validatedAt: '2026-11-23T02:02:00Z',
  cancelledAt: null,
  ...patch,
});

/** A self-billed payout refused for the agent's TIN, and the month's consolidated invoice waiting. */
export const invalidPayout = (patch: Partial<Einvoice> = {}): Einvoice =>
  einvoice({
    id: 102,
    kind: 'self-billed',
    codeNumber: 'PAYOUT-88',
    status: 'invalid',
    supplierName: 'Budi Santoso',
    supplierTin: 'IG00000000001',
    buyerName: 'Demo Sdn Bhd',
    buyerTin: 'C20880050010',
    total: '350.00',
    orderId: null,
    payoutId: 88,
    uuid: 'K4M9P2X7Q1W3E5R',
    longId: null,
    validationLink: null,
    reasons: ["Supplier's TIN IG00000000001 does not match the NRIC 880202-14-1234", 'Validation step: Taxpayer validator'],
    canCancel: false,
    canResubmit: true,
    submittedAt: '2026-11-23T03:01:00Z',
    validatedAt: null,
    ...patch,
  });

export const consolidated = (patch: Partial<Einvoice> = {}): Einvoice =>
  einvoice({
    id: 103,
    kind: 'consolidated',
    codeNumber: 'CONSOL-2026-10',
    status: 'pending',
    buyerName: 'General Public',
    buyerTin: 'EI00000000010',
    total: '5230.50',
    orderId: null,
    period: '2026-10',
    uuid: null,
    longId: null,
    validationLink: null,
    canCancel: false,
    submittedAt: null,
    validatedAt: null,
    createdAt: '2026-11-01T00:05:00Z',
    ...patch,
  });

export const einvoicePage = (patch: Partial<EinvoicePage> = {}): EinvoicePage => ({
  connected: true,
  counts: { pending: 1, submitted: 0, valid: 1, invalid: 1, cancelled: 0 },
  items: [einvoice(), invalidPayout(), consolidated()],
  total: 3,
  page: 1,
  perPage: 20,
  ...patch,
});

export const emptyPage = (patch: Partial<EinvoicePage> = {}): EinvoicePage =>
  einvoicePage({ counts: { pending: 0, submitted: 0, valid: 0, invalid: 0, cancelled: 0 }, items: [], total: 0, ...patch });

export const round = (patch: Partial<EinvoiceRound> = {}): EinvoiceRound => ({ written: 2, submitted: 3, valid: 1, invalid: 1, error: null, ...patch });
