/**
 * The customer's key to their orders on this device: localStorage (one key for the host, so it opens the
 * orders of every store of the company), shared by the screens and the browser's other tabs (the `storage`
 * event). Where localStorage is out of reach (some private modes) it lives in memory for this page's life.
 *
 * `expired` says the key was forgotten because the server no longer knows it (until another key is kept or
 * the customer forgets it themselves), so the page can say why it asks for the e-mail again.
 */
import { useSyncExternalStore } from 'react';

export const CUSTOMER_KEY = 'rk.storefront.customer-key';

export interface CustomerKeyState {
  key: string | null;
  expired: boolean;
}

const listeners = new Set<() => void>();
/** The key when localStorage refuses it (undefined: localStorage holds it). */
let memory: string | null | undefined;
let expired = false;
let snapshot: CustomerKeyState = { key: null, expired: false };

function readKey(): string | null {
  if (memory !== undefined) return memory;
  try {
    return localStorage.getItem(CUSTOMER_KEY) || null;
  } catch {
    return null;
  }
}

function current(): CustomerKeyState {
  const key = readKey();
  if (snapshot.key !== key || snapshot.expired !== expired) snapshot = { key, expired };
  return snapshot;
}

function writeKey(key: string | null, wasExpired: boolean): void {
  try {
    if (key === null) localStorage.removeItem(CUSTOMER_KEY);
    else localStorage.setItem(CUSTOMER_KEY, key);
    memory = undefined;
  } catch {
    memory = key;
  }
  expired = wasExpired;
  for (const l of listeners) l();
}

/** Keeps the key of a link the customer opened (it replaces any other). */
export const keepCustomerKey = (key: string) => writeKey(key, false);

/** Forgets the key ("use another e-mail"). */
export const forgetCustomerKey = () => writeKey(null, false);

/** Forgets `key` because the server no longer knows it (a newer key kept meanwhile stays). */
export function expireCustomerKey(key: string): void {
  if (readKey() === key) writeKey(null, true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CUSTOMER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useCustomerKey = () => useSyncExternalStore(subscribe, current, current);

/** Tests: forget what was kept in memory. */
export function forgetCustomerKeyState(): void {
  memory = undefined;
  expired = false;
  snapshot = { key: null, expired: false };
}
