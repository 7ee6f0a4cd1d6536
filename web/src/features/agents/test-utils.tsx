/** Test helpers for the agent screens: a router, a fresh SWR cache, a signed-in user and `fetch` answered by a table. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { CurrentUserContext } from '@/features/auth/api/get-user';
import { swrFetcher } from '@/lib/api';
import type { UserDetail } from '@/lib/types';

export type Answer = { status?: number; body: unknown; headers?: Record<string, string>; raw?: boolean };
export type Handler = (method: string, url: URL, body: unknown) => Answer | undefined;
export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export const ok = (data: unknown, message = 'OK'): Answer => ({ body: { meta: { code: 200, message }, data } });
export const refused = (status: number, message: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { meta: { code: status, message, error: 'refused' }, data: errors ? { errors } : null },
});

/** Stubs fetch; returns the calls made. A `raw` answer is sent as is (files). */
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

export const AGENT_USER: UserDetail = { ...HQ_USER, id: 7, email: 'lim@example.com', username: 'lim', name: 'Lim Wei Ming', role: 'agent', tier: { id: 1, name: 'Platinum' } };

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

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

export const TIERS = [
  { level_id: 1, levelName: 'Platinum', rankNumber: 1 },
  { level_id: 2, levelName: 'Gold', rankNumber: 2 },
  { level_id: 3, levelName: 'Silver', rankNumber: 3 },
  { level_id: 4, levelName: 'Bronze', rankNumber: 4 },
];
