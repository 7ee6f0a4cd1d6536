/**
 * Test helpers for screen tests: render a page inside a router, a fresh SWR cache and a signed-in
 * user (HQ by default), with `fetch` answered by a table of handlers.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { CurrentUserContext } from '@/lib/current-user';
import { swrFetcher } from '@/lib/api';
import type { UserDetail } from '@/lib/types';

/** A stubbed response: JSON by default; a `raw` body is sent as is (files). */
export type Answer = { status?: number; body: unknown; headers?: Record<string, string>; raw?: boolean };
export type Handler = (method: string, url: URL, body: unknown) => Answer | undefined;
export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export const ok = (data: unknown, message = 'OK'): Answer => ({ body: { meta: { code: 200, message }, data } });
export const refused = (status: number, message: string, errors?: Record<string, string>, error = 'refused'): Answer => ({
  status,
  body: { meta: { code: status, message, error }, data: errors ? { errors } : null },
});
export const invalid = (errors: Record<string, string>, message = 'Invalid input'): Answer => refused(422, message, errors, 'validation');

/** Stubs fetch; returns the calls made. JSON bodies are parsed; other bodies (FormData) are kept as is. Unanswered calls get a 404. */
export function stubFetch(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://test.local');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, url, body });
      const answer = handler(method, url, body) ?? refused(404, 'Not found');
      if (answer.raw) return new Response(answer.body as BodyInit, { status: answer.status ?? 200, headers: answer.headers });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

export const HQ_USER = {
  id: 1,
  email: 'hq@example.com',
  username: 'hq',
  name: 'HQ',
  role: 'hq',
  permissions: [],
  tier: null,
  status: 'active',
  language: 'en',
  photo_url: null,
  verified: true,
  profile_complete: true,
  account: null,
  bank: null,
  social: null,
  subscription: null,
  control: null,
  company: null,
} satisfies UserDetail;

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

/** Renders `routes` at `path` (with its query); `location` shows where navigation ended. */
export function renderAt(path: string, routes: { path: string; element: ReactElement }[], options: { user?: UserDetail | null; state?: unknown } = {}) {
  const [pathname, search] = path.split('?');
  const user = options.user === undefined ? HQ_USER : options.user;
  return render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: swrFetcher, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <CurrentUserContext.Provider value={user}>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state: options.state }]}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
          <Where />
        </MemoryRouter>
      </CurrentUserContext.Provider>
    </SWRConfig>,
  );
}
