import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, courierBooking, liveRates, ok, order, refused, renderAt, stubFetch } from '../test-utils';
import { OrderDetailsPage } from './OrderDetailsPage';

const routes = [{ path: '/manage-orders/order-details', element: <OrderDetailsPage /> }];

describe('/manage-orders/order-details', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the whole order: header, people, items, totals, notes, receipt, print status and history', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(order({ referenceNumber: 'BP-8X0Iyzaw' })) : undefined));
    renderAt('/manage-orders/order-details?id=55', routes);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('RK2611230001');
    expect(calls[0].url.search).toBe('?id=55');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'approval');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Approval');
    expect(screen.getByTestId('order-flow-label')).toHaveTextContent('Pending Approval');
    expect(screen.getByTestId('order-reference')).toHaveTextContent('BP-8X0Iyzaw');
    expect(screen.getByTestId('order-invoice-number')).toHaveTextContent('INV-RK2611230001');
    expect(screen.getByTestId('order-payment-method')).toHaveTextContent('Bank transfer');
    expect(screen.getByTestId('order-address')).toHaveTextContent('1 Jalan Mawar');
    expect(screen.getByTestId('order-address')).toHaveTextContent('50000 Kuala Lumpur');
    expect(screen.getByTestId('order-agent-card')).toHaveTextContent('aina · Gold');
    expect(within(screen.getByTestId('order-items')).getAllByTestId('order-item')).toHaveLength(1);
    expect(screen.getByTestId('order-items')).toHaveTextContent('SR-01-RED');
    expect(screen.getByTestId('total-subtotal')).toHaveTextContent('RM 100.00');
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Discount (SAVE10)');
    expect(screen.getByTestId('total-discount')).toHaveTextContent('-RM 10.00');
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Tax (6%)');
    expect(screen.getByTestId('total-grand')).toHaveTextContent('RM 104.40');
    expect(screen.getByTestId('total-points')).toHaveTextContent('20.00');
    expect(screen.getByTestId('total-weight')).toHaveTextContent('0.500 kg');
    expect(screen.getByTestId('order-notes')).toHaveTextContent('Please call before delivery');
    expect(screen.getByTestId('order-receipt-link')).toHaveAttribute('href', '/api/media/receipt-55.jpg');
    const history = within(screen.getByTestId('order-history')).getAllByTestId('order-history-entry');
    expect(history).toHaveLength(2);
    expect(history[1]).toHaveTextContent('Unpaid → Approval');
    expect(history[1]).toHaveTextContent('Aina Ali');
    expect(screen.getByTestId('order-open-invoice')).toHaveAttribute('href', '/manage-orders/order-details/invoice?id=55');
    expect(screen.getByTestId('order-open-packing-list')).toHaveAttribute('href', '/manage-orders/order-details/packing-list?id=55');
    expect(screen.getByTestId('order-open-shipping-label')).toHaveAttribute('href', '/manage-orders/order-details/shipping-doc?id=55');
    expect(screen.getByTestId('order-action-approve')).toBeInTheDocument();
    expect(screen.getByTestId('order-action-cancel')).toBeInTheDocument();
    expect(screen.queryByTestId('order-action-refund')).toBeNull();
  });

  it("shows a store order's store and customer, and for e-koop the school, student and class", async () => {
    const coop = { id: 3, name: 'Koperasi SK Taman Melati', program: 'ekoop', customerName: 'Haris Rahman', customerPhone: '+60 12-345 6789', customerEmail: 'haris@example.com', schoolName: 'SK Taman Melati', studentName: 'Adam Haris', className: '5 Bestari' };
    stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(order({ store: coop })) : undefined));
    renderAt('/manage-orders/order-details?id=55', routes);
    const card = within(await screen.findByTestId('order-store-card'));
    expect(card.getByRole('heading', { name: 'Store' })).toBeInTheDocument();
    expect(card.getByTestId('order-store-name')).toHaveTextContent('Koperasi SK Taman Melati · Co-op store');
    expect(card.getByText('Parent')).toBeInTheDocument();
    expect(card.getByTestId('order-customer-name')).toHaveTextContent('Haris Rahman');
    expect(card.getByRole('link', { name: '+60 12-345 6789' })).toHaveAttribute('href', 'tel:+60123456789');
    expect(card.getByTestId('order-customer-email')).toHaveTextContent('haris@example.com');
    expect(card.getByTestId('order-school')).toHaveTextContent('SK Taman Melati');
    expect(card.getByTestId('order-student')).toHaveTextContent('Adam Haris');
    expect(card.getByTestId('order-class')).toHaveTextContent('5 Bestari');
    cleanup();

    stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(order({ store: { ...coop, name: 'Aina Beauty', program: 'online', customerName: 'Mei Ling', schoolName: null, studentName: null, className: null } })) : undefined));
    renderAt('/manage-orders/order-details?id=55', routes);
    const online = within(await screen.findByTestId('order-store-card'));
    expect(online.getByTestId('order-store-name')).toHaveTextContent('Aina Beauty · Online store');
    expect(online.getByText('Customer')).toBeInTheDocument();
    expect(online.getByTestId('order-customer-name')).toHaveTextContent('Mei Ling');
    expect(online.queryByTestId('order-student')).toBeNull();
    expect(online.queryByTestId('order-school')).toBeNull();
  });

  it("has no store card for an agent's own order", async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(order()) : undefined));
    renderAt('/manage-orders/order-details?id=55', routes);
    await screen.findByTestId('order-number');
    expect(screen.queryByTestId('order-store-card')).toBeNull();
  });

  it('approves after a warning that it cannot be undone, and shows the order as it is now', async () => {
    let approved = false;
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') return ok(approved ? order({ status: 'to_ship', flowLabel: 'Shipping', paymentStatus: 'paid', canApprove: false, canShip: true }) : order());
      if (m === 'POST' && url.pathname === '/api/orders/approve') {
        approved = true;
        return ok([{ id: 55, number: 'RK2611230001', ok: true, message: 'Approved.' }]);
      }
      return undefined;
    });
    renderAt('/manage-orders/order-details?id=55', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('order-action-approve'));
    expect(screen.getByTestId('approve-warning')).toHaveTextContent('Approving confirms the payment and cannot be undone.');
    await user.click(screen.getByTestId('confirm-approve'));
    expect(await screen.findByTestId('order-notice')).toHaveTextContent('Order RK2611230001 approved.');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'to_ship'));
    expect(screen.getByTestId('order-action-ship')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [55] });
  });

  it('shows a refused approval inside the dialog', async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') return ok(order());
      if (m === 'POST') return ok([{ id: 55, ok: false, message: 'Already approved or cancelled orders cannot be approved.' }]);
      return undefined;
    });
    renderAt('/manage-orders/order-details?id=55', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('order-action-approve'));
    await user.click(screen.getByTestId('confirm-approve'));
    expect(await screen.findByTestId('action-error')).toHaveTextContent('Already approved or cancelled orders cannot be approved.');
  });

  it('ships with a tracking number (required) and cancels with a remark', async () => {
    const shipped = order({ status: 'delivery', flowLabel: 'Receiving', trackingNumber: 'JT123', canApprove: false, canCancel: false, canShip: true, canComplete: true });
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') return ok(order({ status: 'to_ship', flowLabel: 'Shipping', canApprove: false, canShip: true }));
      if (m === 'POST' && url.pathname === '/api/orders/ship') return ok(shipped);
      if (m === 'POST' && url.pathname === '/api/orders/cancel') return refused(409, 'This order has shipped and can no longer be cancelled.', undefined, 'cannot_cancel');
      return undefined;
    });
    renderAt('/manage-orders/order-details?id=55', routes);
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('order-action-cancel'));
    await user.click(screen.getByTestId('confirm-cancel'));
    expect(screen.getByText('Write a remark.')).toBeInTheDocument();
    await user.type(screen.getByTestId('action-remark'), 'Agent asked');
    await user.click(screen.getByTestId('confirm-cancel'));
    expect(await screen.findByTestId('action-error')).toHaveTextContent('This order has shipped and can no longer be cancelled.');
    expect(calls.find((c) => c.url.pathname === '/api/orders/cancel')?.body).toEqual({ id: 55, remark: 'Agent asked' });
    await user.click(screen.getByTestId('action-dialog-cancel'));

    await user.click(screen.getByTestId('order-action-ship'));
    await user.click(screen.getByTestId('confirm-ship'));
    expect(screen.getByText('Enter the tracking number.')).toBeInTheDocument();
    await user.type(screen.getByTestId('action-tracking'), 'JT123');
    await user.click(screen.getByTestId('confirm-ship'));
    expect(await screen.findByTestId('order-notice')).toHaveTextContent('Order RK2611230001 is on its way.');
    expect(calls.find((c) => c.url.pathname === '/api/orders/ship')?.body).toEqual({ id: 55, trackingNumber: 'JT123' });
    expect(screen.getByTestId('order-tracking')).toHaveTextContent('JT123');
    expect(screen.getByTestId('order-action-ship')).toHaveTextContent('Change tracking number');
    expect(screen.getByTestId('order-action-complete')).toBeInTheDocument();
  });

  it('links a self-pickup order waiting to ship to the pickup page', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(order({ status: 'to_ship', shipmentType: 'pickup', address: null, canApprove: false, canShip: true })) : undefined));
    renderAt('/manage-orders/order-details?id=55', routes);
    expect(await screen.findByTestId('order-action-pickup')).toHaveAttribute('href', '/manage-orders/update-pickup?id=55');
    expect(screen.queryByTestId('order-action-ship')).toBeNull();
  });

  it('lets the buying agent read their order through the sales call and confirm receipt', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/sales/order') return ok(order({ status: 'delivery', flowLabel: 'Receiving', canApprove: false, canCancel: false, canComplete: true }));
      if (m === 'POST' && url.pathname === '/api/sales/order/received') return ok(order({ status: 'completed', flowLabel: 'Completed', canApprove: false, canCancel: false }));
      return undefined;
    });
    renderAt('/manage-orders/order-details?id=55', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('order-action-complete'));
    await user.click(screen.getByTestId('confirm-complete'));
    expect(await screen.findByTestId('order-notice')).toHaveTextContent('Order RK2611230001 completed. Thank you!');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 55 });
    expect(screen.getByTestId('order-no-actions')).toBeInTheDocument();
  });

  it("shows the order's courier booking with the courier's events, newest first, and refreshes its tracking", async () => {
    let delivered = false;
    const done = courierBooking({
      status: 'delivered',
      trackingStatus: 'Delivered',
      deliveredAt: '2026-11-25T04:00:00Z',
      events: [...courierBooking().events, { at: '2026-11-25T04:00:00Z', status: 'Delivered' }],
    });
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') {
        return ok(order({ status: delivered ? 'completed' : 'delivery', flowLabel: delivered ? 'Completed' : 'Receiving', trackingNumber: 'EP1A2B3C4D5E', canApprove: false, canCancel: false }));
      }
      if (m === 'GET' && url.pathname === '/api/orders/courier/booking') return ok({ booking: delivered ? done : courierBooking() });
      if (m === 'POST' && url.pathname === '/api/orders/courier/track') {
        delivered = true;
        return ok([done]);
      }
      return undefined;
    });
    renderAt('/manage-orders/order-details?id=55', routes);
    const card = within(await screen.findByTestId('order-courier'));
    expect(card.getByRole('heading', { name: 'Courier' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/orders/courier/booking')?.url.search).toBe('?orderId=55');
    expect(card.getByTestId('courier-status')).toHaveTextContent('Booked');
    expect(card.getByTestId('courier-name')).toHaveTextContent('J&T Express');
    expect(card.getByTestId('courier-service')).toHaveTextContent('J&T Express Standard');
    expect(card.getByTestId('courier-price')).toHaveTextContent('RM 6.90');
    expect(card.getByTestId('courier-awb')).toHaveTextContent('EP1A2B3C4D5E');
    expect(card.getByTestId('courier-tracking-status')).toHaveTextContent('Parcel collected');
    expect(card.getByTestId('courier-booked-at')).toHaveTextContent('24 Nov 2026');
    const label = card.getByRole('link', { name: /Courier label \(PDF\)/ });
    expect(label).toHaveAttribute('href', 'https://easyparcel.test/label/EP1A2B3C4D5E.pdf');
    expect(label).toHaveAttribute('target', '_blank');
    expect(card.getByTestId('courier-tracking-link')).toHaveAttribute('href', 'https://easyparcel.test/track/EP1A2B3C4D5E');
    expect(card.getAllByTestId('courier-event').map((e) => e.querySelector('p')?.textContent)).toEqual(['Parcel collected', 'Pending pickup']);
    expect(card.queryByTestId('order-book-courier')).toBeNull();

    await userEvent.setup().click(card.getByTestId('courier-refresh'));
    expect(await card.findByTestId('courier-refreshed')).toHaveTextContent('Tracking refreshed.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ orderIds: [55] });
    expect(card.getByTestId('courier-status')).toHaveTextContent('Delivered');
    expect(card.getByTestId('courier-delivered-at')).toHaveTextContent('25 Nov 2026');
    expect(card.getAllByTestId('courier-event').map((e) => e.querySelector('p')?.textContent)).toEqual(['Delivered', 'Parcel collected', 'Pending pickup']);
    // The delivered parcel completed the order: the order is read again.
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'completed'));
  });

  it('offers Book courier for an order waiting to ship by courier with no booking, and shows the booking once made', async () => {
    const consoleError = vi.spyOn(console, 'error');
    let booked = false;
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') {
        return ok(booked ? order({ status: 'delivery', flowLabel: 'Receiving', trackingNumber: 'EP1A2B3C4D5E', canApprove: false, canCancel: false }) : order({ status: 'to_ship', flowLabel: 'Shipping', canApprove: false, canShip: true }));
      }
      if (m === 'GET' && url.pathname === '/api/orders/courier/booking') return ok({ booking: booked ? courierBooking() : null });
      if (url.pathname === '/api/orders/courier/providers') return ok(['easyparcel']);
      if (m === 'POST' && url.pathname === '/api/orders/courier/rates') return ok(liveRates());
      if (m === 'POST' && url.pathname === '/api/orders/courier/book') {
        booked = true;
        return ok({ booked: [courierBooking()], failed: [] });
      }
      return undefined;
    });
    renderAt('/manage-orders/order-details?id=55', routes);
    const user = userEvent.setup();
    const card = within(await screen.findByTestId('order-courier'));
    expect(await card.findByTestId('order-courier-none')).toHaveTextContent('No courier booked yet.');
    await user.click(card.getByTestId('order-book-courier'));
    const dialog = screen.getByTestId('courier-dialog');
    expect(await within(dialog).findByRole('radio', { name: /J&T Express/ })).toBeChecked();
    await user.click(within(dialog).getByTestId('courier-book'));

    const report = await screen.findByTestId('courier-report');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/orders/courier/rates', { orderId: 55, provider: 'easyparcel' }],
      ['/api/orders/courier/book', { orderIds: [55], provider: 'easyparcel', serviceId: 'EP-CS0D' }],
    ]);
    expect(within(report).getByTestId('courier-awb')).toHaveTextContent('EP1A2B3C4D5E');
    // The order ships with the airway bill as its tracking number; the card shows the booking.
    await waitFor(() => expect(screen.getByTestId('order-tracking')).toHaveTextContent('EP1A2B3C4D5E'));
    await user.click(within(report).getByTestId('courier-report-close'));
    expect(await screen.findByTestId('courier-awb')).toHaveTextContent('EP1A2B3C4D5E');
    expect(screen.queryByTestId('order-book-courier')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('asks nothing about couriers for an agent, a self-pickup order or one not yet approved', async () => {
    const cases = [
      { user: AGENT_USER, path: '/api/sales/order', order: order({ status: 'delivery', canApprove: false }) },
      { user: undefined, path: '/api/orders/detail', order: order({ status: 'to_ship', shipmentType: 'pickup', address: null, canApprove: false }) },
      { user: undefined, path: '/api/orders/detail', order: order() },
    ];
    for (const c of cases) {
      const calls = stubFetch((_m, url) => (url.pathname === c.path ? ok(c.order) : undefined));
      renderAt('/manage-orders/order-details?id=55', routes, { user: c.user });
      await screen.findByTestId('order-number');
      expect(screen.queryByTestId('order-courier')).toBeNull();
      expect(calls.map((x) => x.url.pathname)).toEqual([c.path]);
      cleanup();
    }
  });

  it('says so when the order is not there', async () => {
    stubFetch(() => refused(404, 'Data not found'));
    renderAt('/manage-orders/order-details?id=999', routes);
    expect(await screen.findByTestId('order-not-found')).toBeInTheDocument();
  });
});
