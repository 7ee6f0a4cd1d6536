/** A tiny global store for the blocking dialogs the shared error handler opens (outside React). */
import { useSyncExternalStore } from 'react';

export interface GlobalDialog {
  kind: 'rate-limited' | 'session-expired';
  titleKey: string;
  messageKey: string;
}

let current: GlobalDialog | null = null;
const listeners = new Set<() => void>();

export function showGlobalDialog(dialog: GlobalDialog): void {
  current = dialog;
  listeners.forEach((l) => l());
}

export function closeGlobalDialog(): void {
  current = null;
  listeners.forEach((l) => l());
}

export function getGlobalDialog(): GlobalDialog | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalDialog(): GlobalDialog | null {
  return useSyncExternalStore(subscribe, getGlobalDialog, getGlobalDialog);
}
