import type { Currency } from '@rangkai/shared';
import useSWR from 'swr';
import type { Period } from '@/features/plans/types';
import { post } from '@/lib/api';
import type { Narrow, Schema, Sent } from '@/lib/schema';
import type { SetSubscriptionInput, SubscriptionInfo } from './types';

export const COMPANY_STATUSES = ['active', 'locked', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/**
 * The document writes currency, status and period as free strings: narrowed to the values the backend
 * takes. The billing fields (planName, period, renewsOn: null without a plan; balanceDue: always a decimal
 * string, "0.00" when nothing is owed) are camelCase beside the older snake_case ones.
 */
export type Company = Narrow<Sent<Schema<'CompanySummary'>>, { currency: Currency; status: CompanyStatus; period: Period | null }>;

export type CreateCompanyInput = Narrow<Schema<'CreateCompanyRequest'>, { currency: Currency }>;

export type CreateCompanyResult = Narrow<Sent<Schema<'CreatedCompany'>>, { company: Company }>;

export const companiesKey = '/api/vendor/companies';

export function useCompanies() {
  return useSWR<Company[]>(companiesKey);
}

export function createCompany(input: CreateCompanyInput): Promise<CreateCompanyResult> {
  return post<CreateCompanyResult>(companiesKey, input);
}

export function setCompanyStatus(id: number, status: CompanyStatus): Promise<Company> {
  return post<Company>(`${companiesKey}/${id}/status`, { status });
}

/** Puts a company on a plan: a new subscription, or a change as HQ makes it. */
export function setSubscription(id: number, input: SetSubscriptionInput): Promise<SubscriptionInfo> {
  return post<SubscriptionInfo>(`${companiesKey}/${id}/subscription`, input);
}

export type StatusAction = 'lock' | 'unlock' | 'suspend';

export const ACTION_TARGET: Record<StatusAction, CompanyStatus> = {
  lock: 'locked',
  unlock: 'active',
  suspend: 'suspended',
};

/** What an operator may do to a company in a given status. */
export function actionsFor(status: CompanyStatus): StatusAction[] {
  switch (status) {
    case 'active':
      return ['lock', 'suspend'];
    case 'locked':
      return ['unlock', 'suspend'];
    case 'suspended':
      return ['unlock'];
  }
}
