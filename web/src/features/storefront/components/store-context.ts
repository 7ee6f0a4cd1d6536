import { useEffect } from 'react';
import { useOutletContext } from 'react-router';
import type { Storefront } from '../api/types';

/** What the store layout gives its pages: the store (already loaded and found) and its slug. */
export interface StoreContext {
  store: Storefront;
  slug: string;
}

export const useStore = () => useOutletContext<StoreContext>();

/** The document title: "<page> · <store>", or the store's name alone. */
export function useStoreTitle(storeName: string, page?: string) {
  useEffect(() => {
    document.title = page ? `${page} · ${storeName}` : storeName;
  }, [storeName, page]);
}
