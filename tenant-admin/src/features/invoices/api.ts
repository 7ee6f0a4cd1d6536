import useSWR, { useSWRConfig } from 'swr';
import { summaryKey } from '@/features/billing/api';
import { companiesKey } from '@/features/companies/api';
import { post } from '@/lib/api';
import { invoicePath, invoicesPath, isInvoiceKey, type InvoiceFilters } from './query';
import type { Invoice, InvoicePage, ManualPaymentInput } from './types';

export function useInvoices(filters: InvoiceFilters) {
  // The last page stays on screen while the next one loads.
  return useSWR<InvoicePage>(invoicesPath(filters), { keepPreviousData: true });
}

export function useInvoice(id: string | undefined) {
  return useSWR<Invoice>(id ? invoicePath(id) : null);
}

/** Each answers the invoice as it is now. */
export function recordPayment(id: number, input: ManualPaymentInput): Promise<Invoice> {
  return post<Invoice>(`/api/vendor/invoices/${id}/payments`, input);
}

export function voidInvoice(id: number, reason: string): Promise<Invoice> {
  return post<Invoice>(`/api/vendor/invoices/${id}/void`, { reason });
}

export function resendInvoice(id: number): Promise<Invoice> {
  return post<Invoice>(`/api/vendor/invoices/${id}/resend`);
}

/**
 * After a payment or a void: the invoices, the companies (balance due, locks) and the billing summary all
 * change, so every cached answer of theirs is fetched again.
 */
export function useRefreshBilling() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => isInvoiceKey(key) || key === companiesKey || key === summaryKey);
}
