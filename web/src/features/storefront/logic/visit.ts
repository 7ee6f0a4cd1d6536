/**
 * A store's visit is counted once per browser session (docs/api-stores.md): the first time a store opens in
 * a session its slug is marked in sessionStorage, and only then is the visit sent. When sessionStorage is
 * out of reach (some private modes) the mark is kept in memory for this page's life.
 */
export const visitKey = (slug: string) => `rk.storefront.visited.${slug}`;

const inMemory = new Set<string>();

/** True the first time in this session (and marks it): the caller then sends the visit. */
export function claimVisit(slug: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSession()): boolean {
  const key = visitKey(slug);
  if (inMemory.has(key)) return false;
  inMemory.add(key);
  try {
    if (!storage) return true;
    if (storage.getItem(key)) return false;
    storage.setItem(key, '1');
  } catch {
    /* the in-memory mark stands */
  }
  return true;
}

/** Forgets the mark (the visit could not be sent), so the next opening tries again. */
export function releaseVisit(slug: string, storage: Pick<Storage, 'removeItem'> | null = safeSession()): void {
  const key = visitKey(slug);
  inMemory.delete(key);
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing to forget */
  }
}

function safeSession(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Tests: forget the in-memory marks. */
export function forgetVisits(): void {
  inMemory.clear();
}
