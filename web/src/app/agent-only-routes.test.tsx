import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { swrFetcher } from '@/lib/api';
import { CurrentUserContext } from '@/lib/current-user';
import type { UserDetail } from '@/lib/types';
import { HQ_USER, stubFetch } from '@/test-utils';
import { routes } from './routes';

const STAFF: UserDetail = { ...HQ_USER, id: 2, role: 'staff', permissions: ['manage_inventory', 'manage_orders'] };

/** The screens whose calls only an agent may make (/api/sales/my-shop…, the combo picker). */
const AGENT_ONLY = [
  '/my-shop',
  '/my-shop/product-details?id=7',
  '/my-shop/shopping-cart',
  '/my-shop/checkout',
  '/my-shop/checkout/pending-payment?id=1',
  '/my-shop/checkout/completed',
  '/my-shop/checkout/failed',
  '/combo?id=4',
];

/** The page's own route from the app's table, under a router with the signed-in user given. */
function renderRoute(path: string, user: UserDetail) {
  const pathname = path.split('?')[0];
  const matches = matchRoutes(routes, pathname) ?? [];
  const route = matches[matches.length - 1].route;
  const router = createMemoryRouter([{ path: route.path, lazy: route.lazy, element: route.element, HydrateFallback: () => null }], { initialEntries: [path] });
  return render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: swrFetcher, dedupingInterval: 0, shouldRetryOnError: false }}>
      <CurrentUserContext.Provider value={user}>
        <RouterProvider router={router} />
      </CurrentUserContext.Provider>
    </SWRConfig>,
  );
}

describe('agent-only screens', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(AGENT_ONLY.flatMap((p) => [[p, 'hq', HQ_USER] as const, [p, 'staff', STAFF] as const]))('%s shows %s the no-access page without calling the API', async (path, _who, user) => {
    const calls = stubFetch(() => undefined);
    renderRoute(path, user);
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });
});
