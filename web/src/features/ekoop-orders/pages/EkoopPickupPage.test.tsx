import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@/features/orders/api/types';
import { AGENT_USER, ekoopOrder, invalid, ok, refused, renderAt, row, stubFetch, type Handler } from '../test-utils';
import { EkoopOrderDetailsPage } from './EkoopOrderDetailsPage';
import { EkoopPickupPage } from './EkoopPickupPage';

const routes = [
  { path: '/manage-orders-ekoop/update-pickup', element: <EkoopPickupPage /> },
  { path: '/manage-orders-ekoop/order-details', element: <EkoopOrderDetailsPage /> },
];

const PICKUP = '/api/store-program/ekoop/pickup';
const collectedOrder = (by: string) => ekoopOrder({ status: 'completed', flowLabel: 'Completed', pickup: { collectedBy: by, collectedAt: '2026-12-03T01:00:00Z' }, canPickup: false });

/**
 * The order (read through `detailPath`) until e-koop's hand-over call records it, then the collected
 * order; the call answers with the co-op row.
 */
function handOver(detailPath: string, waiting: Order = ekoopOrder()): Handler {
  let by: string | null = null;
  return (m, url, body) => {
    if (m === 'GET' && url.pathname === detailPath) return ok(by ? collectedOrder(by) : waiting);
    if (m === 'POST' && url.pathname === PICKUP) {
      by = (body as { collectedBy: string }).collectedBy;
      return ok(row({ status: 'completed', collectedBy: by, collectedAt: '2026-12-03T01:00:00Z' }), 'Order RK2612010001 was collected.');
    }
    return undefined;
  };
}

describe('/manage-orders-ekoop/update-pickup', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("records who collected it through e-koop's call (the parent's name filled in) and goes back to the order", async () => {
    const calls = stubFetch(handOver('/api/orders/detail'));
    renderAt('/manage-orders-ekoop/update-pickup?id=81', routes);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Record collection');
    expect(await screen.findByTestId('ekoop-student')).toHaveTextContent('Adam Haris');
    expect(screen.getByTestId('ekoop-class')).toHaveTextContent('5 Bestari');
    expect(screen.getByTestId('ekoop-school')).toHaveTextContent('SK Taman Melati');

    const input = screen.getByLabelText('Collected by');
    expect(input).toHaveValue('Haris Rahman');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'Siti Haris');
    await user.click(screen.getByRole('button', { name: 'Confirm pickup' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders-ekoop/order-details?id=81'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: expect.objectContaining({ pathname: PICKUP }), body: { id: 81, collectedBy: 'Siti Haris' } });
    expect(await screen.findByTestId('order-notice')).toHaveTextContent('Order RK2612010001 was collected and is completed.');
    expect(screen.getByTestId('ekoop-collected')).toHaveTextContent('Siti Haris');
    // The school comes with the order: no co-op list is searched for it.
    expect(calls.some((c) => c.url.pathname === '/api/store-program/ekoop/orders')).toBe(false);
  });

  it("lets the co-op's agent record the hand-over of their own store's order, from the details' Mark collected", async () => {
    const calls = stubFetch(handOver('/api/sales/order', ekoopOrder({ canPickup: false })));
    renderAt('/manage-orders-ekoop/order-details?id=81', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Mark collected' }));

    const input = await screen.findByLabelText('Collected by');
    expect(input).toHaveValue('Haris Rahman');
    await user.click(screen.getByRole('button', { name: 'Confirm pickup' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders-ekoop/order-details?id=81'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: expect.objectContaining({ pathname: PICKUP }), body: { id: 81, collectedBy: 'Haris Rahman' } })]);
    expect(await screen.findByTestId('order-notice')).toHaveTextContent('Order RK2612010001 was collected and is completed.');
    expect(screen.getByTestId('ekoop-collected')).toHaveTextContent('Haris Rahman');
  });

  it("shows the server's refusal of the name under the field, and any other refusal above the buttons", async () => {
    let answer = invalid({ collectedBy: 'Enter who collected it.' });
    stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') return ok(ekoopOrder());
      if (m === 'POST' && url.pathname === PICKUP) return answer;
      return undefined;
    });
    renderAt('/manage-orders-ekoop/update-pickup?id=81', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm pickup' }));
    expect(await screen.findByText('Enter who collected it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Collected by')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders-ekoop/update-pickup?id=81');

    answer = refused(409, 'This order is not waiting to be collected.');
    await user.click(screen.getByRole('button', { name: 'Confirm pickup' }));
    expect(await screen.findByTestId('pickup-error')).toHaveTextContent('This order is not waiting to be collected.');
  });

  it('does not offer the hand-over before the order is paid, nor to an agent who does not own the store', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(ekoopOrder({ status: 'unpaid', flowLabel: 'Pending Payment', paymentStatus: 'unpaid', canPickup: false })) : undefined));
    renderAt('/manage-orders-ekoop/update-pickup?id=81', routes);
    expect(await screen.findByTestId('pickup-not-ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm pickup' })).toBeNull();
    cleanup();

    stubFetch((_m, url) => (url.pathname === '/api/sales/order' ? ok(ekoopOrder()) : undefined));
    renderAt('/manage-orders-ekoop/update-pickup?id=81', routes, { user: { ...AGENT_USER, id: 12 } });
    expect(await screen.findByTestId('pickup-not-ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm pickup' })).toBeNull();
  });
});
