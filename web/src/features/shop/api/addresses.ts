/** The agent's delivery addresses (docs/api-orders.md § Addresses). Every change answers with the list. */
import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/lib/api';
import type { Address, AddressInput } from './types';

export const ADDRESSES_KEY = '/api/sales/customer';

/** Primary first. */
export const useAddresses = () => useSWR<Address[]>(ADDRESSES_KEY);

/** No id → a new address (the first one becomes primary). 422 names the failing fields. */
export const saveAddress = (input: AddressInput) => api.post<Address[]>(`${ADDRESSES_KEY}/store`, input);
export const setPrimaryAddress = (id: number) => api.post<Address[]>(`${ADDRESSES_KEY}/set-primary`, { id });
export const deleteAddress = (id: number) => api.del<Address[]>(`${ADDRESSES_KEY}/delete`, { params: { id } });

export const storeAddresses = (mutate: ScopedMutator, list: Address[] | null | undefined) =>
  Array.isArray(list) ? mutate(ADDRESSES_KEY, list, { revalidate: false }) : mutate(ADDRESSES_KEY);
