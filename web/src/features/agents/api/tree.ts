/** The family tree: one level at a time, and name search. */
import useSWR from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { FamilyTree } from './types';

const TREE = '/api/user/family-tree';

/** GET /api/user/family-tree[?id=]: the view's root (none for HQ at the top), its direct downline and the path to it. */
export const useFamilyTree = (rootId: number | null) => useSWR<FamilyTree>(buildUrl(TREE, { id: rootId ?? undefined }), { revalidateOnFocus: false });

/** The direct downline of one node (expanding it). */
export const loadChildren = (id: number) => api.get<FamilyTree>(TREE, { id }).then((t) => t.children);

/** GET /api/user/family-tree?agentName=: matches in the viewer's downline (at most 50), each with its path. */
export function useTreeSearch(name: string) {
  const q = name.trim();
  return useSWR<FamilyTree>(q ? buildUrl(TREE, { agentName: q }) : null, { keepPreviousData: true, revalidateOnFocus: false });
}
