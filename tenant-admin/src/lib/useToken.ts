import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './session';

/** The current bearer token; re-renders when it is set or cleared (here or in another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
