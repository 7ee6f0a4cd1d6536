import useSWR from 'swr';
import { api } from '@/lib/api';
import type { Branch } from './types';

export const BRANCHES_KEY = '/api/setup/company-store';
export const useBranches = () => useSWR<Branch[]>(BRANCHES_KEY);
export type BranchInput = Omit<Branch, 'id' | 'isMain'> & { id?: number };
/** Answers the saved branch (or the list); the caller revalidates the list either way. */
export const saveBranch = (input: BranchInput) => api.post<unknown>('/api/setup/company-store/store', input);
export const deleteBranch = (id: number) => api.del<unknown>('/api/setup/company-store/delete', { params: { id } });
