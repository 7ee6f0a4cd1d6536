/**
 * The lazy route table inside a real data router: the spinner while a first screen's code loads, the
 * small loading mark during an in-app navigation, and the 500 page when a page chunk cannot be fetched
 * (offline, or an old chunk gone after a deploy). Module mocks stand in for the network.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

// A chunk that never arrives, and one that fails the way a browser reports a missing chunk.
vi.mock('@/features/setup/pages/FaqsPage', () => new Promise(() => {}));
vi.mock('@/features/vouchers/pages/VouchersPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/VouchersPage-old.js');
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('lazy routes in the router', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the full-page spinner while a deep-linked page is loading', async () => {
    renderAt('/faqs');
    expect(await screen.findByTestId('page-loading')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAccessibleName();
  });

  it('shows the 500 page, not a blank screen, when a page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/voucher');
    expect(await screen.findByTestId('server-error')).toBeInTheDocument();
  });

  it('keeps the current screen and shows a loading mark while the next page loads', async () => {
    const router = renderAt('/definitely-not-a-page');
    // Generous waits: the route table's modules load slowly on a busy machine (CI beside a build).
    expect(await screen.findByTestId('not-found', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('route-loading')).not.toBeInTheDocument();
    await act(async () => {
      void router.navigate('/faqs');
    });
    // Checked together on every change of the page: the mark shows while the old screen stays up
    // (a separate find-then-check raced the page's own updates on a busy machine).
    await waitFor(
      () => {
        expect(screen.getByTestId('route-loading')).toBeInTheDocument();
        expect(screen.getByTestId('not-found')).toBeInTheDocument();
      },
      { timeout: 15_000 },
    );
  });

  it('shows the 500 page when an in-app navigation hits a missing chunk', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderAt('/definitely-not-a-page');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/voucher');
    });
    expect(await screen.findByTestId('server-error')).toBeInTheDocument();
  });
});
