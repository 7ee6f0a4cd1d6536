/** The lock of a company with an overdue invoice, as the signed-in gate and the sign-in page apply it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { RequireAuth } from './guards';
import { LoginPage } from '@/features/auth/pages/LoginPage';
import { swrFetcher } from '@/lib/api';
import { setToken } from '@/lib/session';
import type { UserDetail } from '@/lib/types';
import { AGENT_USER, HQ_USER, LOCKED_HQ, ok, stubFetch } from '@/features/billing/test-utils';
import { LockBanner } from '@/features/billing/components/LockBanner';

function Where({ name }: { name: string }) {
  const l = useLocation();
  return (
    <p data-testid="where" data-page={name}>
      {l.pathname}
    </p>
  );
}

/** Sign-in and the gate with a few pages under it; the billing pages wear the banner as the real ones do. */
function renderGate(path: string) {
  const page = (name: string, banner = false) => (
    <>
      {banner && <LockBanner />}
      <Where name={name} />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/subscription/expired', element: page('expired') },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <Outlet />,
            children: [
              { path: '/', element: page('dashboard') },
              { path: '/products', element: page('products') },
              { path: '/profile', element: page('profile') },
              { path: '/subscription', element: page('invoices', true) },
              { path: '/subscription/detail/:id', element: page('invoice', true) },
              { path: '/plan-rewards/*', element: page('plan', true) },
              { path: '/ejenpay-zoho/:id', element: page('zoho', true) },
              { path: '/ejenpay-xero/:id', element: page('xero', true) },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: swrFetcher, dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

function signedInAs(user: UserDetail) {
  setToken('tok-1', false);
  return stubFetch((method, url) => (method === 'GET' && url.pathname === '/api/user/detail' ? ok(user) : undefined));
}

describe('a locked company, signed in', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each(['/', '/products', '/profile'])('sends HQ from %s to the invoices, under the red banner', async (path) => {
    signedInAs(LOCKED_HQ);
    renderGate(path);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/subscription$/));
    expect(screen.getByTestId('lock-banner')).toHaveTextContent('Account locked due to overdue subscription. Pay the overdue invoice to unlock.');
  });

  it.each(['/subscription', '/subscription/detail/31', '/plan-rewards', '/plan-rewards/plan-subscription', '/plan-rewards/rewards-details/3', '/ejenpay-zoho/4591', '/ejenpay-xero/6f1c'])('lets HQ open %s, with the banner', async (path) => {
    signedInAs(LOCKED_HQ);
    renderGate(path);
    expect(await screen.findByTestId('lock-banner')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(path);
  });

  it('leaves an unlocked HQ where they are, without the banner', async () => {
    signedInAs(HQ_USER);
    renderGate('/products');
    expect(await screen.findByTestId('where')).toHaveTextContent('/products');
    expect(screen.queryByTestId('lock-banner')).toBeNull();
  });

  it('keeps sending agents of a locked company to /subscription/expired', async () => {
    signedInAs({ ...AGENT_USER, subscription: { disallow_login: true, status: 'locked' } });
    renderGate('/subscription');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveAttribute('data-page', 'expired'));
  });
});

describe('signing in to a locked company', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  async function signIn(user: UserDetail, path = '/login') {
    stubFetch((method, url) => {
      if (method === 'POST' && url.pathname === '/api/login') return ok({ token: 'tok-2', expires_at: '2026-08-01T00:00:00Z', user });
      if (method === 'GET' && url.pathname === '/api/user/detail') return ok(user);
      return undefined;
    });
    renderGate(path);
    const u = userEvent.setup();
    await u.type(screen.getByTestId('login-email'), 'hq@example.com');
    await u.type(screen.getByTestId('login-password'), 'secret-pass');
    await u.click(screen.getByTestId('login-submit'));
  }

  it('takes HQ to the invoices, under the red banner', async () => {
    await signIn(LOCKED_HQ, '/login?redirectFrom=%2Fproducts');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/subscription$/));
    expect(screen.getByTestId('lock-banner')).toBeInTheDocument();
  });

  it('takes HQ to an invoice they were opening', async () => {
    await signIn(LOCKED_HQ, '/login?redirectFrom=%2Fsubscription%2Fdetail%2F31');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/subscription/detail/31'));
  });

  it('takes an unlocked HQ where they were going', async () => {
    await signIn(HQ_USER, '/login?redirectFrom=%2Fproducts');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/products'));
  });
});
