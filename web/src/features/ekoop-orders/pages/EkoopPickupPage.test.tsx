import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ekoopOrder, ekoopPage, ok, renderAt, row, stubFetch } from '../test-utils';
import { EkoopOrderDetailsPage } from './EkoopOrderDetailsPage';
import { EkoopPickupPage } from './EkoopPickupPage';

const routes = [
  { path: '/manage-orders-ekoop/update-pickup', element: <EkoopPickupPage /> },
  { path: '/manage-orders-ekoop/order-details', element: <EkoopOrderDetailsPage /> },
];

describe('/manage-orders-ekoop/update-pickup', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("records who collected it (the parent's name filled in) and goes back to the order", async () => {
    let collected = false;
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') return ok(collected ? ekoopOrder({ status: 'completed', flowLabel: 'Completed', pickup: { collectedBy: 'Siti Haris', collectedAt: '2026-12-03T01:00:00Z' }, canPickup: false }) : ekoopOrder());
      if (url.pathname === '/api/store-program/ekoop/orders') return ok(ekoopPage([row()]));
      if (m === 'POST' && url.pathname === '/api/orders/pickup') {
        collected = true;
        return ok(ekoopOrder({ status: 'completed', flowLabel: 'Completed', pickup: { collectedBy: 'Siti Haris', collectedAt: '2026-12-03T01:00:00Z' }, canPickup: false }));
      }
      return undefined;
    });
    renderAt('/manage-orders-ekoop/update-pickup?id=81', routes);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Record collection');
    expect(await screen.findByTestId('ekoop-student')).toHaveTextContent('Adam Haris');
    expect(screen.getByTestId('ekoop-class')).toHaveTextContent('5 Bestari');

    const input = screen.getByLabelText('Collected by');
    expect(input).toHaveValue('Haris Rahman');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'Siti Haris');
    await user.click(screen.getByRole('button', { name: 'Confirm pickup' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders-ekoop/order-details?id=81'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: expect.objectContaining({ pathname: '/api/orders/pickup' }), body: { id: 81, collectedBy: 'Siti Haris' } });
    expect(await screen.findByTestId('order-notice')).toHaveTextContent('Order RK2612010001 was collected and is completed.');
    expect(screen.getByTestId('ekoop-collected')).toHaveTextContent('Siti Haris');
  });

  it('does not offer the hand-over before the order is paid', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(ekoopOrder({ status: 'unpaid', flowLabel: 'Pending Payment', paymentStatus: 'unpaid', canPickup: false })) : undefined));
    renderAt('/manage-orders-ekoop/update-pickup?id=81', routes);
    expect(await screen.findByTestId('pickup-not-ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm pickup' })).toBeNull();
  });
});
