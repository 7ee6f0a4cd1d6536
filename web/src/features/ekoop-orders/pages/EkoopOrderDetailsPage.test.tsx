import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { AGENT_USER, HQ_USER, ekoopOrder, ok, refused, renderAt, stubFetch } from '../test-utils';
import { EkoopOrderDetailsPage } from './EkoopOrderDetailsPage';

const routes = [{ path: '/manage-orders-ekoop/order-details', element: <EkoopOrderDetailsPage /> }];

/** The order's record: it carries its school, so nothing else is read. */
const answer = (order = ekoopOrder(), detailPath = '/api/orders/detail') => (_m: string, url: URL) => (url.pathname === detailPath ? ok(order) : undefined);

describe('/manage-orders-ekoop/order-details', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the order with its school, class, student and parent, and links to the invoice and the collection', async () => {
    const calls = stubFetch(answer());
    renderAt('/manage-orders-ekoop/order-details?id=81', routes);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('RK2612010001');
    expect(calls[0].url.search).toBe('?id=81');

    const block = within(screen.getByTestId('ekoop-block'));
    expect(block.getByTestId('ekoop-school')).toHaveTextContent('SK Taman Melati');
    expect(block.getByTestId('ekoop-class')).toHaveTextContent('5 Bestari');
    expect(block.getByTestId('ekoop-student')).toHaveTextContent('Adam Haris');
    expect(block.getByTestId('ekoop-parent')).toHaveTextContent('Haris Rahman');
    expect(block.getByRole('link', { name: '+60 12-345 6789' })).toHaveAttribute('href', 'tel:+60123456789');
    expect(block.getByTestId('ekoop-parent-email')).toHaveTextContent('haris@example.com');
    expect(block.getByTestId('ekoop-collected')).toHaveTextContent('Not collected yet');

    // The orders' own view is all there: items, totals, history.
    expect(screen.getByTestId('order-items')).toHaveTextContent('Serum');
    expect(screen.getByTestId('total-grand')).toHaveTextContent('RM 104.40');
    expect(screen.getByTestId('order-history')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Print invoice' })).toHaveAttribute('href', '/manage-orders-ekoop/order-details/invoice?id=81');
    expect(screen.getByRole('link', { name: 'Mark collected' })).toHaveAttribute('href', '/manage-orders-ekoop/update-pickup?id=81');
    expect(screen.getByTestId('order-back')).toHaveAttribute('href', '/manage-orders-ekoop');
    // The collection is offered once, at the top; the orders' print links for courier parcels are not.
    expect(screen.queryByTestId('order-action-pickup')).toBeNull();
    expect(screen.queryByTestId('order-open-shipping-label')).toBeNull();
    // The school comes with the order: one call.
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/orders/detail']);
  });

  it('keeps "Mark collected" off until the order is paid and ready to collect, and says why', async () => {
    stubFetch(answer(ekoopOrder({ status: 'unpaid', flowLabel: 'Pending Payment', paymentStatus: 'unpaid', canPickup: false })));
    renderAt('/manage-orders-ekoop/order-details?id=81', routes);
    const button = await screen.findByRole('button', { name: 'Mark collected' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('An order can be marked collected once it is paid and ready to collect.');
  });

  it('shows who collected a collected order', async () => {
    stubFetch(answer(ekoopOrder({ status: 'completed', flowLabel: 'Completed', pickup: { collectedBy: 'Haris Rahman', collectedAt: '2026-12-03T01:00:00Z' }, canPickup: false })));
    renderAt('/manage-orders-ekoop/order-details?id=81', routes);
    expect(await screen.findByTestId('ekoop-collected')).toHaveTextContent('Haris Rahman');
    expect(screen.getByRole('button', { name: 'Mark collected' })).toBeDisabled();
    expect(screen.queryByTestId('ekoop-collect-hint')).toBeNull();
  });

  it("lets the co-op's agent read their store's order through the sales call and mark it collected", async () => {
    stubFetch(answer(ekoopOrder({ canPickup: false }), '/api/sales/order'));
    renderAt('/manage-orders-ekoop/order-details?id=81', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('ekoop-student')).toHaveTextContent('Adam Haris');
    expect(screen.getByRole('link', { name: 'Mark collected' })).toHaveAttribute('href', '/manage-orders-ekoop/update-pickup?id=81');
    expect(screen.queryByTestId('ekoop-collect-hint')).toBeNull();
  });

  it("keeps it off for an agent who does not own the store, and for staff who do not manage orders, and says who may", async () => {
    const hint = "Only the co-op's agent, or HQ staff who manage orders, can record who collected this order.";
    stubFetch(answer(ekoopOrder(), '/api/sales/order'));
    renderAt('/manage-orders-ekoop/order-details?id=81', routes, { user: { ...AGENT_USER, id: 12 } });
    expect(await screen.findByRole('button', { name: 'Mark collected' })).toHaveAccessibleDescription(hint);
    cleanup();

    stubFetch(answer());
    renderAt('/manage-orders-ekoop/order-details?id=81', routes, { user: { ...HQ_USER, id: 30, role: 'staff', permissions: [] } });
    expect(await screen.findByRole('button', { name: 'Mark collected' })).toHaveAccessibleDescription(hint);
  });

  it('says so when the order is not there', async () => {
    stubFetch(() => refused(404, 'Data not found'));
    renderAt('/manage-orders-ekoop/order-details?id=999', routes);
    expect(await screen.findByTestId('order-not-found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/manage-orders-ekoop');
  });
});
