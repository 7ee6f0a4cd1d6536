/** Combos (docs/api-catalogue.md § Combos): HQ management, and the agents' available list and check. */
import useSWR, { type ScopedMutator } from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { Combo, ComboCheckResult, ComboInput, ComboPick } from './types';

export const COMBOS_KEY = '/api/product/combo';
export const useCombos = () => useSWR<Combo[]>(COMBOS_KEY);
export const comboKey = (id: number) => buildUrl(`${COMBOS_KEY}/detail`, { id });
export const useCombo = (id: number | null) => useSWR<Combo>(id ? comboKey(id) : null);

export const saveCombo = (input: ComboInput) => api.post<Combo>(`${COMBOS_KEY}/store`, input);
export const suspendCombo = (id: number, suspended: boolean) => api.post<Combo>(`${COMBOS_KEY}/suspend`, { id, suspended });
export const deleteCombo = (id: number) => api.del<null>(`${COMBOS_KEY}/delete`, { params: { id } });

/** The contract does not name the answer of the cover upload; it is not relied on (the detail is reloaded). */
export function uploadComboImage(comboId: number, image: File): Promise<unknown> {
  const form = new FormData();
  form.append('comboId', String(comboId));
  form.append('image', image);
  return api.post<unknown>(`${COMBOS_KEY}/upload-image`, form);
}

export const refreshCombos = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(COMBOS_KEY));

/** Agents (and HQ): the ongoing, unsuspended combos with their products, variants and main-branch stock. */
export const AVAILABLE_COMBOS_KEY = `${COMBOS_KEY}/available`;
export const useAvailableCombos = () => useSWR<Combo[]>(AVAILABLE_COMBOS_KEY);

/** 200 with the price, or an ApiError (422) whose message is the first broken rule. */
export const checkCombo = (comboId: number, picks: ComboPick[]) =>
  api.post<ComboCheckResult>(`${COMBOS_KEY}/check`, { comboId, picks });
