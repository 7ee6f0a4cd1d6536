import useSWR from 'swr';
import useSWRImmutable from 'swr/immutable';
import { api } from '@/lib/api';
import type { CompanyContact, CompanyDetails, MsicOption, PostcodeInfo } from './types';

export const COMPANY_KEY = '/api/setup/company';
export const useCompanyDetails = () => useSWR<CompanyDetails>(COMPANY_KEY);

export type CompanyInput = Omit<CompanyDetails, 'currency' | 'tin' | 'msicCode' | 'msicDescription' | 'taxPercentage' | 'sstNumber'>;
export interface RegulatoryInput {
  tin: string | null;
  msicCode: string | null;
  taxPercentage: string | null;
  /** SST registration number; empty clears it. */
  sstNumber: string;
}

export const saveCompany = (input: CompanyInput) => api.post<CompanyDetails>('/api/setup/company/store', { type: 'company', ...input });
export const saveRegulatory = (input: RegulatoryInput) =>
  api.post<CompanyDetails>('/api/setup/company/store', { type: 'regulatory', ...input });

export const msicKey = (search: string) => `/api/attribute/list-msic?search=${encodeURIComponent(search)}`;
export const useMsic = (search: string | null) => useSWRImmutable<MsicOption[]>(search === null ? null : msicKey(search));

/** 404 (unknown postcode) → null, without the shared dialogs. */
export async function lookupPostcode(code: string): Promise<PostcodeInfo | null> {
  try {
    return await api.get<PostcodeInfo>('/api/attribute/postcode', { code }, { silent: true });
  } catch {
    return null;
  }
}

export const COMPANY_CONTACT_KEY = '/api/attribute/company';
export const useCompanyContact = () => useSWR<CompanyContact>(COMPANY_CONTACT_KEY);
