import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, ok, order, renderAt, stubFetch } from '../test-utils';
import { UpdatePickupPage } from './UpdatePickupPage';

const routes = [
  { path: '/manage-orders/update-pickup', element: <UpdatePickupPage /> },
  { path: '/manage-orders/order-details', element: <p>details</p> },
];
const waiting = order({ status: 'to_ship', flowLabel: 'Shipping', shipmentType: 'pickup', address: null, receiver: 'Aina Ali', canApprove: false, canShip: true });

describe('/manage-orders/update-pickup', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('records who collected the order and goes back to it', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') return ok(waiting);
      if (m === 'POST' && url.pathname === '/api/orders/pickup') return ok({ ...waiting, status: 'completed', pickup: { collectedBy: 'Siti', collectedAt: '2026-11-24T03:00:00Z' } });
      return undefined;
    });
    renderAt('/manage-orders/update-pickup?id=55', routes);
    const input = await screen.findByTestId('pickup-collected-by');
    expect(input).toHaveValue('Aina Ali');
    const user = userEvent.setup();
    await user.clear(input);
    await user.click(screen.getByTestId('pickup-confirm'));
    expect(await screen.findByText('Enter who collected the order.')).toBeInTheDocument();
    await user.type(input, 'Siti');
    await user.click(screen.getByTestId('pickup-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders/order-details?id=55'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 55, collectedBy: 'Siti' });
  });

  it('refuses orders that are not waiting for pickup', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(order()) : undefined));
    renderAt('/manage-orders/update-pickup?id=55', routes);
    expect(await screen.findByTestId('pickup-not-ready')).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-confirm')).toBeNull();
  });

  it("lets the upline hand over a team order through the seller's call", async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/sales/order') return ok({ ...waiting, canPickup: true });
      if (m === 'POST' && url.pathname === '/api/sales/order/pickup') return ok({ ...waiting, status: 'completed', pickup: { collectedBy: 'Aina Ali', collectedAt: '2026-11-24T03:00:00Z' } });
      return undefined;
    });
    renderAt('/manage-orders/update-pickup?id=55', routes, { user: { ...AGENT_USER, id: 12 } });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('pickup-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders/order-details?id=55'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: expect.objectContaining({ pathname: '/api/sales/order/pickup' }), body: { id: 55, collectedBy: 'Aina Ali' } });
  });

  it('does not offer the hand-over to the buyer', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/sales/order' ? ok({ ...waiting, canPickup: false }) : undefined));
    renderAt('/manage-orders/update-pickup?id=55', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('pickup-not-ready')).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-confirm')).toBeNull();
  });
});
