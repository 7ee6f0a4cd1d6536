import { describe, expect, it } from 'vitest';
import { invoiceActions, STATUS_TONE, statusTone } from './rules';
import { INVOICE_STATUSES, type InvoicePayment, type InvoiceStatus } from './types';

const payment: InvoicePayment = { id: 1, method: 'manual', reference: 'TT-1', amount: '50.00', paidAt: '2026-05-02T03:00:00Z', note: null };

function invoice(status: InvoiceStatus, paid: string, balance: string, payments: InvoicePayment[] = []) {
  return { status, paid, balance, payments };
}

describe('invoice status', () => {
  it('has a colour for every status', () => {
    for (const status of INVOICE_STATUSES) expect(STATUS_TONE[status], status).toBeDefined();
    expect(statusTone('overdue')).toBe('red');
    expect(statusTone('paid')).toBe('green');
    expect(statusTone('partially_paid')).toBe('amber');
    expect(statusTone('pending')).toBe('sky');
    expect(statusTone('void')).toBe('slate');
    expect(statusTone('refunded')).toBe('slate');
  });
});

describe('invoice actions', () => {
  it('pays, voids and resends an unpaid invoice', () => {
    expect(invoiceActions(invoice('pending', '0.00', '199.00'))).toEqual({ recordPayment: true, void: true, resend: true });
    expect(invoiceActions(invoice('overdue', '0', '250000'))).toEqual({ recordPayment: true, void: true, resend: true });
  });

  it('does not void an invoice something was paid on', () => {
    expect(invoiceActions(invoice('partially_paid', '50.00', '149.00', [payment]))).toEqual({ recordPayment: true, void: false, resend: true });
    expect(invoiceActions(invoice('overdue', '50.00', '149.00', [payment])).void).toBe(false);
    // A payment of the whole credit leaves paid at zero but is still a payment.
    expect(invoiceActions(invoice('pending', '0.00', '199.00', [payment])).void).toBe(false);
  });

  it('takes no payment on a paid invoice', () => {
    expect(invoiceActions(invoice('paid', '199.00', '0.00', [payment]))).toEqual({ recordPayment: false, void: false, resend: true });
  });

  it('does nothing more with a void invoice', () => {
    expect(invoiceActions(invoice('void', '0.00', '199.00'))).toEqual({ recordPayment: false, void: false, resend: false });
  });
});
