/**
 * Vouchers (docs/api-setup.md § Product categories and vouchers). Every change answers with the
 * whole list, which replaces the cached one.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/lib/api';
import type { Voucher, VoucherInput } from './types';

export const VOUCHERS_KEY = '/api/setup/voucher';

/** All vouchers with their status and use so far (there is no detail call: screens pick by id). */
export const useVouchers = (enabled = true) => useSWR<Voucher[]>(enabled ? VOUCHERS_KEY : null);

/** Creates (no id) or changes a voucher; 422 names the failing fields, 404 an unknown id. */
export const saveVoucher = (input: VoucherInput) => api.post<Voucher[]>(`${VOUCHERS_KEY}/store`, input);
export const suspendVoucher = (id: number, suspended: boolean) => api.post<Voucher[]>(`${VOUCHERS_KEY}/suspend`, { id, suspended });
/** 404 'Voucher not found'; a used voucher → 422 `voucher_used`. */
export const deleteVoucher = (id: number) => api.del<Voucher[]>(`${VOUCHERS_KEY}/delete`, { params: { id } });

/** Puts the list a change answered with into the cache (no second request). */
export const storeVoucherList = (mutate: ScopedMutator, list: Voucher[] | null | undefined) =>
  Array.isArray(list) ? mutate(VOUCHERS_KEY, list, { revalidate: false }) : mutate(VOUCHERS_KEY);
