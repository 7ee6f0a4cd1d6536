import useSWR from 'swr';
import { api } from '@/lib/api';
import type { PostBody } from '@/lib/schema';
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

/** An entry for POST /api/setup/{kind}/store: the kind and the body its call takes travel together. */
export type ContentInput =
  | { kind: 'tnc'; body: PostBody<'/setup/tnc/store'> }
  | { kind: 'greeting'; body: PostBody<'/setup/greeting/store'> }
  | { kind: 'faq'; body: PostBody<'/setup/faq/store'> };

export function saveContent(input: ContentInput) {
  switch (input.kind) {
    case 'tnc':
      return api.post<unknown>('/api/setup/tnc/store', input.body);
    case 'greeting':
      return api.post<unknown>('/api/setup/greeting/store', input.body);
    case 'faq':
      return api.post<unknown>('/api/setup/faq/store', input.body);
  }
}
export const deleteContent = (kind: ContentKind, id: number) => api.del<unknown>(`/api/setup/${kind}/delete`, { params: { id } });
