import useSWR, { useSWRConfig } from 'swr';
import { summaryKey } from '@/features/billing/api';
import { companiesKey } from '@/features/companies/api';
import { post } from '@/lib/api';
import { invoicePath, invoicesPath, isInvoiceKey, type InvoiceFilters } from './query';
import type { Invoice, InvoicePage, ManualPaymentInput, OneOffInvoiceInput } from './types';

export function useInvoices(filters: InvoiceFilters) {
  // The last page stays on screen while the next one loads.
  return useSWR<InvoicePage>(invoicesPath(filters), { keepPreviousData: true });
}

export function useInvoice(id: string | undefined) {
  return useSWR<Invoice>(id ? invoicePath(id) : null);
}

/** A one-off invoice for a company (set-up fee, training, a service), e-mailed to it: answers the new invoice. */
export function createInvoice(companyId: number, input: OneOffInvoiceInput): Promise<Invoice> {
  return post<Invoice>(`${companiesKey}/${companyId}/invoices`, input);
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

/**
 * After a new invoice: its detail is the answer (shown at once, not fetched again); the lists, the
 * companies' balance due and the billing summary are fetched again.
 */
export function useInvoiceCreated() {
  const { mutate } = useSWRConfig();
  return async (invoice: Invoice) => {
    const own = invoicePath(invoice.id);
    await mutate(own, invoice, { revalidate: false });
    void mutate((key) => (isInvoiceKey(key) && key !== own) || key === companiesKey || key === summaryKey);
  };
}
