/** Test helpers: render a page inside a router and a fresh SWR cache, with `fetch` answered by a table. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { swrFetcher } from '@/lib/api';

export type Answer = { status?: number; body: unknown };
export type Handler = (method: string, url: URL, body: unknown) => Answer | undefined;

export const ok = (data: unknown, message = 'OK'): Answer => ({ body: { meta: { code: 200, message }, data } });
export const invalid = (errors: Record<string, string>, message = 'Invalid input'): Answer => ({
  status: 422,
  body: { meta: { code: 422, message, error: 'validation' }, data: { errors } },
});

/** Stubs fetch; returns the list of calls made ({method, url, body}). */
export function stubFetch(handler: Handler) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://test.local');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const answer = handler(method, url, body) ?? { status: 404, body: { meta: { code: 404, message: 'Not found' }, data: null } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

export function renderAt(path: string, routes: { path: string; element: ReactElement }[], state?: unknown) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: swrFetcher, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
