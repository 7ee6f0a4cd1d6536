import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CommissionRank, Tier } from './types';

export const TIERS_KEY = '/api/setup/tier';
export const useTiers = () => useSWR<Tier[]>(TIERS_KEY);
export type TierInput = Omit<Tier, 'level_id' | 'agentCount'> & { level_id?: number };
export const saveTier = (input: TierInput) =>
  input.level_id ? api.post<unknown>('/api/setup/tier/update', input) : api.post<unknown>('/api/setup/tier/store', input);
export const deleteTier = (id: number) => api.del<unknown>('/api/setup/tier/delete', { params: { id } });

export const RANKS_KEY = '/api/setup/company-commission-rank';
export const useRanks = () => useSWR<CommissionRank[]>(RANKS_KEY);
export const saveRanks = (ranks: CommissionRank[]) =>
  api.post<CommissionRank[]>('/api/setup/company-commission-rank/update', { ranks });
