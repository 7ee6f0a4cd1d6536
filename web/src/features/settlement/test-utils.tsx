/** The settlement screen uses the shared screen-test helpers, plus the contract's answers. */
import type { SettlementPayment, SettlementReport, SettlementTerms } from './api/types';

export * from '@/test-utils';

export const TERMS: SettlementTerms = { feeFixed: '1.50', feePercent: '0', settlementDays: 1 };

export const payment = (patch: Partial<SettlementPayment> = {}): SettlementPayment => ({
  billId: 'bill_8f2a1c',
  orderId: 42,
  orderNumber: 'ORD-2611-000042',
  agentName: 'Aina Ali',
  method: 'billplz',
  currency: 'MYR',
  amount: '150.00',
  fee: '1.50',
  settlementAmount: '148.50',
  status: 'settled',
  paidAt: '2026-11-20T02:30:00Z',
  settlesOn: '2026-11-23',
  ...patch,
});

export const report = (patch: Partial<SettlementReport> = {}): SettlementReport => ({
  from: '2026-11-01',
  to: '2026-11-24',
  totals: { payments: 1204, amount: '125430.50', fees: '1806.00', settlementAmount: '123624.50', settled: 1200, pending: 4 },
  items: [
    payment(),
    payment({ billId: 'bill_9c3d', orderId: 41, orderNumber: 'ORD-2611-000041', agentName: 'Budi Santoso', amount: '90.00', fee: '1.50', settlementAmount: '88.50', status: 'pending', paidAt: '2026-11-23T16:05:00Z', settlesOn: '2026-11-25' }),
  ],
  total: 2,
  page: 1,
  perPage: 20,
  terms: TERMS,
  ...patch,
});
