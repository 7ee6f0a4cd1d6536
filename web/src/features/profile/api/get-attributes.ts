import useSWRImmutable from 'swr/immutable';
import { api } from '@/lib/api';

export interface PhoneCode {
  iso2: string;
  name: string;
  code: string;
}
export interface StateOption {
  code: string;
  name: string;
}
export interface BankOption {
  code: string;
  name: string;
}

export const PHONE_CODES_KEY = '/api/attribute/phone-code';
export const getPhoneCodes = () => api.get<PhoneCode[]>(PHONE_CODES_KEY);
export const usePhoneCodes = () => useSWRImmutable<PhoneCode[]>(PHONE_CODES_KEY, getPhoneCodes);

export const statesKey = (country: string) => `/api/attribute/state?country=${encodeURIComponent(country)}`;
export const getStates = (country: string) => api.get<StateOption[]>('/api/attribute/state', { country });
export const useStates = (country: string | null) =>
  useSWRImmutable<StateOption[]>(country ? statesKey(country) : null, () => getStates(country ?? 'MY'));

export const BANKS_KEY = '/api/attribute/list-bank';
export const getBanks = () => api.get<BankOption[]>(BANKS_KEY);
export const useBanks = () => useSWRImmutable<BankOption[]>(BANKS_KEY, getBanks);
