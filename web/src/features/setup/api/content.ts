import useSWR from 'swr';
import { api } from '@/lib/api';
import type { FaqItem, GreetingItem, TermsItem } from './types';

export type ContentKind = 'tnc' | 'greeting' | 'faq';
export interface ContentItems {
  tnc: TermsItem;
  greeting: GreetingItem;
  faq: FaqItem;
}

export const contentKey = (kind: ContentKind) => `/api/setup/${kind}`;
export function useContent<K extends ContentKind>(kind: K) {
  return useSWR<ContentItems[K][]>(contentKey(kind));
}
export const useFaqs = () => useContent('faq');

export function saveContent<K extends ContentKind>(kind: K, input: Omit<ContentItems[K], 'id' | 'tierName'> & { id?: number }) {
  return api.post<unknown>(`/api/setup/${kind}/store`, input);
}
export const deleteContent = (kind: ContentKind, id: number) => api.del<unknown>(`/api/setup/${kind}/delete`, { params: { id } });
