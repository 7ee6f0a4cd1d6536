/**
 * The company's subscription to the vendor: plan, invoices and payment (docs/api-billing.md). Reads are
 * SWR keys; a change of plan refreshes every cached billing read.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl } from '@/lib/api';
import type {
  AccountingInvoiceLookup,
  BillingPeriod,
  ChangePlanInput,
  Invoice,
  InvoicePage,
  InvoiceStatus,
  PayAccountingInvoiceInput,
  PayInvoiceInput,
  PaymentLink,
  Plan,
  ProrationPreview,
  SubscriptionOverview,
} from './types';

export const BILLING_API = '/api/subscription';
export const OVERVIEW_KEY = `${BILLING_API}/overview`;
export const PLANS_KEY = `${BILLING_API}/plans`;
export const INVOICE_LIST_PATH = `${BILLING_API}/invoice/list`;
export const INVOICES_PER_PAGE = 20;

/** The plan, subscription, usage and what is due. */
export const useOverview = () => useSWR<SubscriptionOverview>(OVERVIEW_KEY);

/** The plans offered in the company's currency, the current one first. */
export const usePlans = () => useSWR<Plan[]>(PLANS_KEY);

export const planKey = (id: number) => buildUrl(`${BILLING_API}/plan`, { id });
export const usePlan = (id: number | null) => useSWR<Plan>(id ? planKey(id) : null);

/** The proration line a change to `planId` on `period` would add (none asked while nothing is chosen). */
export const previewKey = (planId: number, period: BillingPeriod) => buildUrl(`${BILLING_API}/change-plan/preview`, { planId, period });
export const usePreview = (choice: ChangePlanInput | null) => useSWR<ProrationPreview>(choice ? previewKey(choice.planId, choice.period) : null);

/** Changes the plan at once (a change of period waits for the renewal); answers the new overview. */
export const changePlan = (input: ChangePlanInput) => api.post<SubscriptionOverview>(`${BILLING_API}/change-plan`, input);

export interface InvoiceQuery {
  status?: InvoiceStatus;
  page: number;
  perPage?: number;
}
export const invoicesKey = (q: InvoiceQuery) => buildUrl(INVOICE_LIST_PATH, { status: q.status, page: q.page, perPage: q.perPage ?? INVOICES_PER_PAGE });
/** A page of invoices, newest first; the previous page stays on screen while the next one loads. */
export const useInvoices = (q: InvoiceQuery) => useSWR<InvoicePage>(invoicesKey(q), { keepPreviousData: true });

export const invoiceKey = (id: number) => buildUrl(`${BILLING_API}/invoice/detail`, { id });
export const useInvoice = (id: number | null) => useSWR<Invoice>(id ? invoiceKey(id) : null);

/** The gateway's payment page for the invoice's balance. */
export const payInvoice = (input: PayInvoiceInput) => api.post<PaymentLink>(`${BILLING_API}/invoice/pay`, input);

/** Opens the hosted payment page for what is left of an invoice (`url`: `/ejenpay/invoice/{sessionId}`, where HQ picks an FPX bank). */
export const openInvoiceSession = (id: number) => api.post<PaymentLink>(`${BILLING_API}/invoice/session`, { id });

/** The invoice the vendor's accounting system (Zoho or Xero) knows by `ref`. */
export const accountingInvoiceKey = (ref: string) => buildUrl(`${BILLING_API}/accounting-invoice`, { ref });
/** The invoice the accounting system knows by `ref`; null when there is none (a lookup, not an error). */
export const useAccountingInvoice = (ref: string | null) => useSWR<AccountingInvoiceLookup>(ref ? accountingInvoiceKey(ref) : null);

/** As payInvoice, by the accounting reference. */
export const payAccountingInvoice = (input: PayAccountingInvoiceInput) => api.post<PaymentLink>(`${BILLING_API}/accounting-invoice/pay`, input);

/** Every cached billing read is stale after a change (`mutate` from useSWRConfig). */
export const refreshBilling = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(`${BILLING_API}/`));
