/** The sign-in token: localStorage when "remember me", else sessionStorage. */
export const TOKEN_KEY = 'rk.token';
export const LANG_KEY = 'rk.lang';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function getToken(): string | null {
  return safe(() => localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY), null);
}

export function setToken(token: string, remember: boolean): void {
  safe(() => {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  }, undefined);
}

/** Removes only the token (a failed profile load). */
export function removeToken(): void {
  safe(() => {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  }, undefined);
}

/** Clears localStorage and sessionStorage entirely (logout, expired session, locked subscription). */
export function clearStorage(): void {
  safe(() => {
    localStorage.clear();
    sessionStorage.clear();
  }, undefined);
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

/** A safe in-app path from a redirectFrom query (no protocol-relative or external URLs). */
export function safeRedirect(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) return '/';
  return from;
}

/**
 * True while the page is being left. A request the browser cancels then fails like a network error,
 * and must not be taken for a failed session (it would drop the token the next page needs).
 */
let unloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    unloading = true;
  });
  window.addEventListener('beforeunload', () => {
    unloading = true;
  });
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

export function isUnloading(): boolean {
  return unloading;
}
