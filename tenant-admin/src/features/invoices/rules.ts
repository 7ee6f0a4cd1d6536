import type { BadgeTone } from '@/components/Badge';
import { compareAmounts, isZeroAmount } from '@/lib/money';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from './types';

/** The colour of each status: paid is done, pending waits, partly paid and overdue want attention, void is gone. */
export const STATUS_TONE: Record<InvoiceStatus, BadgeTone> = {
  pending: 'sky',
  partially_paid: 'amber',
  paid: 'green',
  overdue: 'red',
  void: 'slate',
};

/** A status the console does not know yet is shown grey, under its own name. */
export function statusTone(status: string): BadgeTone {
  return (INVOICE_STATUSES as readonly string[]).includes(status) ? STATUS_TONE[status as InvoiceStatus] : 'slate';
}

export interface InvoiceActions {
  /** A manual payment (bank transfer, cheque): while something is left to pay. */
  recordPayment: boolean;
  /** Only an invoice nothing has been paid on, and not twice. */
  void: boolean;
  /** E-mail it to the company's HQ again: any invoice that still stands. */
  resend: boolean;
}

export function invoiceActions(invoice: Pick<Invoice, 'status' | 'paid' | 'balance' | 'payments'>): InvoiceActions {
  const standing = invoice.status !== 'void';
  const nothingPaid = isZeroAmount(invoice.paid) && invoice.payments.length === 0;
  return {
    recordPayment: standing && compareAmounts(invoice.balance, '0') > 0,
    void: standing && nothingPaid,
    resend: standing,
  };
}
