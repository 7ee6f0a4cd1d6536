import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ok, renderAt, stubFetch } from '@/test-utils';
import { TOKEN_KEY } from '@/lib/session';
import { LogoutPage } from './LogoutPage';

const routes = [
  { path: '/logout', element: <LogoutPage /> },
  { path: '/login', element: <p>login</p> },
];

describe('/logout', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('signed out: clears both storages and goes to /login without calling POST /api/logout', async () => {
    localStorage.setItem('rk.other', 'x');
    sessionStorage.setItem('rk.other', 'y');
    const calls = stubFetch(() => undefined);
    renderAt('/logout', routes, { user: null });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('signed in: ends the session on the server, then clears storage and goes to /login', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const calls = stubFetch((m, url) => (m === 'POST' && url.pathname === '/api/logout' ? ok(null) : undefined));
    renderAt('/logout', routes, { user: null });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/logout']);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
