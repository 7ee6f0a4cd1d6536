/** Test helpers for the voucher screens: a router, a fresh SWR cache per render and `fetch` answered by a table. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { CurrentUserContext } from '@/features/auth/api/get-user';
import { swrFetcher } from '@/lib/api';
import type { UserDetail } from '@/lib/types';
import type { Voucher } from './api/types';

export type Answer = { status?: number; body: unknown };
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

/** Stubs fetch; returns the calls made (JSON bodies parsed). Unanswered calls get a 404. */
export function stubFetch(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://test.local');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, url, body });
      const answer = handler(method, url, body) ?? { status: 404, body: { meta: { code: 404, message: 'Not found' }, data: null } };
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

/** A voucher as the API lists it. */
export const voucher = (patch: Partial<Voucher> = {}): Voucher => ({
  id: 1,
  voucherName: 'Raya sale',
  Type: 'amount',
  Code: 'RAYA10',
  Quota: 100,
  StartDate: '2026-03-01',
  StopDate: '2026-03-31',
  Disc: '10.00',
  MinPurchase: '50.00',
  UsgLimit: 2,
  freeShipping: false,
  firstOrder: false,
  package: false,
  status: 'ongoing',
  usedCount: 12,
  ...patch,
});

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

export function renderAt(path: string, routes: { path: string; element: ReactElement }[], state?: unknown) {
  const [pathname, search] = path.split('?');
  return render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: swrFetcher, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <CurrentUserContext.Provider value={HQ_USER}>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
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
