import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, courierBooking, liveRates, ok, order, page, refused, renderAt, stubFetch, summary, type Call } from '../test-utils';
import { OrdersPage } from './OrdersPage';

const routes = [
  { path: '/manage-orders', element: <OrdersPage /> },
  { path: '/manage-orders/order-details/invoice', element: <p>invoice</p> },
];

const aina = summary();
const budi = summary({ id: 56, number: 'RK2611230002', agent: { id: 10, name: 'Budi Santoso', username: 'budi', tierName: 'Silver' }, receiver: 'Siti', grandTotal: '1250.00', printed: { invoice: true, packingList: false, shippingLabel: false } });

const lists = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && (c.url.pathname === '/api/orders' || c.url.pathname === '/api/sales/orders'));

describe('/manage-orders (HQ)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the tabs with their counts and each order with its number, agent, receiver, total, payment, flow and print marks', async () => {
    const calls = stubFetch((m, url) => (m === 'GET' && url.pathname === '/api/orders' ? ok(page([aina, budi])) : undefined));
    renderAt('/manage-orders?status=approval', routes);
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(lists(calls)[0].url.search).toBe('?status=approval&page=1&perPage=20');

    expect(screen.getByTestId('orders-tab-approval')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('orders-count-approval')).toHaveTextContent('2');
    expect(screen.getByTestId('orders-count-completed')).toHaveTextContent('7');
    expect(screen.getByTestId('orders-count-refund')).toHaveTextContent('0');

    const first = within(rows[0]);
    expect(first.getByTestId('order-link')).toHaveTextContent('RK2611230001');
    expect(first.getByTestId('order-link')).toHaveAttribute('href', '/manage-orders/order-details?id=55');
    expect(first.getByTestId('order-agent')).toHaveTextContent('Aina Ali');
    expect(first.getByTestId('order-agent')).toHaveTextContent('aina · Gold');
    expect(first.getByTestId('order-total')).toHaveTextContent('RM 104.40');
    expect(first.getByTestId('order-payment')).toHaveTextContent('Bank transfer');
    expect(first.getByTestId('order-payment')).toHaveTextContent('Pending');
    expect(first.getByTestId('order-flow')).toHaveTextContent('Pending Approval');
    expect(first.getByTestId('order-date')).toHaveTextContent('23 Nov 2026');
    expect(within(rows[1]).getByTestId('order-total')).toHaveTextContent('RM 1,250.00');
    expect(within(rows[1]).getByTestId('order-printed-invoice')).toHaveAttribute('data-printed', 'true');
    expect(within(rows[1]).getByTestId('order-printed-packingList')).toHaveAttribute('data-printed', 'false');

    expect(screen.queryByTestId('orders-too-many')).toBeNull();
    expect(screen.getByTestId('orders-new')).toHaveAttribute('href', '/manage-orders/new');
    expect(screen.getByTestId('orders-bulk-tracking')).toHaveAttribute('href', '/bulk-tracking');
    expect(screen.getByTestId('orders-filter-seller')).toBeInTheDocument();
    expect(screen.queryByTestId('orders-view')).toBeNull();
  });

  it('marks the orders customers bought through an agent’s store with a small store badge, and links to the co-op orders', async () => {
    const coop = summary({ id: 57, number: 'RK2611230003', receiver: 'Haris Rahman', store: { id: 3, name: 'Koperasi SK Taman Melati', program: 'ekoop', customerName: 'Haris Rahman', customerPhone: '+60 12-345 6789', customerEmail: 'haris@example.com', schoolName: 'SK Taman Melati', studentName: 'Adam Haris', className: '5 Bestari' } });
    const shop = summary({ id: 58, number: 'RK2611230004', store: { id: 5, name: 'Aina Beauty', program: 'online', customerName: 'Mei Ling', customerPhone: '+60 11-111 2222', customerEmail: 'mei@example.com', schoolName: null, studentName: null, className: null } });
    stubFetch((_m, url) => (url.pathname === '/api/orders' ? ok(page([aina, coop, shop])) : undefined));
    renderAt('/manage-orders?status=approval', routes);
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]).queryByText(/^Store:/)).toBeNull();
    expect(within(rows[1]).getByText('Store: Koperasi SK Taman Melati')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('order-store')).toHaveAttribute('title', 'Co-op store');
    expect(within(rows[2]).getByText('Store: Aina Beauty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Co-op orders' })).toHaveAttribute('href', '/manage-orders-ekoop');
  });

  it('warns when the search matches more than 150 orders', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders' ? ok(page([aina], { tooMany: true, total: 151 })) : undefined));
    renderAt('/manage-orders?search=a', routes);
    expect(await screen.findByTestId('orders-too-many')).toHaveTextContent('Your search matches more than 150 orders.');
    expect(screen.getByTestId('orders-search')).toHaveValue('a');
  });

  it('searches once typing stops and switches tabs through the address, back to page 1', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/orders' ? ok(page([aina])) : undefined));
    renderAt('/manage-orders?status=approval&page=2', routes);
    await screen.findAllByTestId('order-row');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('orders-search'), 'aina');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders?status=approval&search=aina'));
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('search')).toBe('aina'));
    expect(lists(calls).filter((c) => c.url.searchParams.get('search') === 'a')).toHaveLength(0);

    await user.click(screen.getByTestId('orders-tab-to_ship'));
    expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders?status=to_ship&search=aina');
    await user.selectOptions(screen.getByTestId('orders-filter-payment'), 'billplz');
    expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders?status=to_ship&search=aina&paymentMethod=billplz');
    await waitFor(() => expect(lists(calls).at(-1)?.url.search).toBe('?status=to_ship&search=aina&paymentMethod=billplz&page=1&perPage=20'));
  });

  it('asks for a selection before bulk approve and posts nothing', async () => {
    const calls = stubFetch((m, url) => (m === 'GET' && url.pathname === '/api/orders' ? ok(page([aina, budi])) : undefined));
    renderAt('/manage-orders?status=approval', routes);
    await screen.findAllByTestId('order-row');
    expect(screen.getByTestId('bulk-none-selected')).toHaveTextContent('Select at least one order.');
    const approve = screen.getByTestId('bulk-approve');
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(approve);
    expect(screen.getByTestId('bulk-none-selected')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('bulk-approve-dialog')).not.toHaveAttribute('open');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('bulk approves the checked orders and lists what the server said for each', async () => {
    const calls = stubFetch((m, url) => {
      if (m === 'GET' && url.pathname === '/api/orders') return ok(page([aina, budi]));
      if (m === 'POST' && url.pathname === '/api/orders/approve')
        return ok([
          { id: 55, number: 'RK2611230001', ok: true, message: 'Approved.' },
          { id: 56, ok: false, message: 'Already approved or cancelled orders cannot be approved.' },
        ]);
      return undefined;
    });
    renderAt('/manage-orders?status=approval', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('order-row');
    await user.click(screen.getAllByTestId('order-checkbox')[0]);
    await user.click(screen.getAllByTestId('order-checkbox')[1]);
    expect(screen.getByTestId('orders-selected-count')).toHaveTextContent('2 selected');
    expect(screen.queryByTestId('bulk-none-selected')).toBeNull();

    await user.click(screen.getByTestId('bulk-approve'));
    const confirm = screen.getByTestId('bulk-approve-dialog');
    expect(confirm).toHaveTextContent('Approve 2 orders?');
    expect(confirm).toHaveTextContent('cannot be undone');
    await user.click(within(confirm).getByTestId('confirm-approve'));

    const result = await screen.findByTestId('approve-result');
    await waitFor(() => expect(within(result).getAllByTestId('approve-outcome')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [55, 56] });
    const [good, bad] = within(result).getAllByTestId('approve-outcome');
    expect(good).toHaveAttribute('data-ok', 'true');
    expect(good).toHaveTextContent('RK2611230001');
    expect(good).toHaveTextContent('Approved.');
    expect(bad).toHaveAttribute('data-ok', 'false');
    expect(bad).toHaveTextContent('RK2611230002'); // named from the list when the server gives only the id
    expect(bad).toHaveTextContent('Already approved or cancelled orders cannot be approved.');
    expect(result).toHaveTextContent('Approved: 1 · Not approved: 1');
    // The list is asked again and the selection cleared.
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(1));
    expect(screen.getByTestId('orders-selected-count')).toHaveTextContent('0 selected');
  });

  it('approves the orders the dialog named even when a search lands while it is open', async () => {
    const calls = stubFetch((m, url) => {
      if (m === 'GET' && url.pathname === '/api/orders') return ok(page([aina, budi]));
      if (m === 'POST' && url.pathname === '/api/orders/approve') return ok([{ id: 55, number: 'RK2611230001', ok: true, message: 'Approved.' }]);
      return undefined;
    });
    renderAt('/manage-orders?status=approval', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('order-row');
    await user.type(screen.getByTestId('orders-search'), 'RK');
    await user.click(screen.getAllByTestId('order-checkbox')[0]);
    await user.click(screen.getByTestId('bulk-approve'));
    // The debounced search changes the list (and so clears the selection) behind the dialog.
    await waitFor(() => expect(lists(calls).some((c) => c.url.searchParams.get('search') === 'RK')).toBe(true));
    const confirm = screen.getByTestId('bulk-approve-dialog');
    expect(confirm).toHaveTextContent('Approve 1 order?');
    expect(confirm).toHaveTextContent('RK2611230001');
    await user.click(within(confirm).getByTestId('confirm-approve'));
    await screen.findByTestId('approve-result');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [55] });
  });

  it('opens the invoices of the selected orders', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders' ? ok(page([aina, budi])) : undefined));
    renderAt('/manage-orders?status=to_ship', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('order-row');
    expect(screen.queryByTestId('bulk-approve')).toBeNull(); // nothing to approve in To ship
    await user.click(screen.getByTestId('orders-select-all'));
    await user.click(screen.getByTestId('bulk-print'));
    expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders/order-details/invoice?ids=55,56');
  });
});

describe('/manage-orders: booking a courier (HQ, to ship)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const waiting = [summary({ status: 'to_ship', flowLabel: 'Shipping' }), { ...budi, status: 'to_ship' as const, flowLabel: 'Shipping' }];
  const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body]);

  it('books one order at the service HQ picks from its live rates, the cheapest of its couriers picked first', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders') return ok(page(waiting));
      if (url.pathname === '/api/orders/courier/providers') return ok(['easyparcel']);
      if (m === 'POST' && url.pathname === '/api/orders/courier/rates') return ok(liveRates());
      if (m === 'POST' && url.pathname === '/api/orders/courier/book') return ok({ booked: [courierBooking({ courierName: 'Poslaju', serviceName: 'Poslaju Standard', price: '7.80' })], failed: [] });
      return undefined;
    });
    renderAt('/manage-orders?status=to_ship', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('order-row');
    await user.click(screen.getByTestId('bulk-book-courier'));
    expect(screen.getByTestId('bulk-none-selected')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('courier-dialog')).toBeNull();

    await user.click(screen.getAllByTestId('order-checkbox')[0]);
    await user.click(screen.getByTestId('bulk-book-courier'));
    const dialog = screen.getByTestId('courier-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Book a courier for RK2611230001');
    expect(await within(dialog).findByTestId('courier-rates')).toBeInTheDocument();
    const rates = within(dialog).getAllByTestId('courier-rate');
    expect(rates.map((r) => r.textContent)).toEqual([
      'Poslaju · Poslaju StandardEstimated 2 working day(s)RM 7.80',
      'J&T Express · J&T Express StandardEstimated 2 working day(s)CheapestRM 6.90',
    ]);
    expect(within(dialog).getByRole('radio', { name: /J&T Express/ })).toBeChecked();
    // One provider on: nothing to choose between.
    expect(within(dialog).queryByTestId('courier-provider')).toBeNull();
    expect(posts(calls)).toEqual([['/api/orders/courier/rates', { orderId: 55, provider: 'easyparcel' }]]);

    await user.click(within(dialog).getByRole('radio', { name: /Poslaju/ }));
    expect(within(dialog).getByRole('radio', { name: /Poslaju/ })).toBeChecked();
    const listed = lists(calls).length;
    await user.click(within(dialog).getByTestId('courier-book'));

    const report = await screen.findByTestId('courier-report');
    expect(posts(calls)[1]).toEqual(['/api/orders/courier/book', { orderIds: [55], provider: 'easyparcel', serviceId: 'EP-CS0A' }]);
    expect(within(report).getByTestId('courier-report-summary')).toHaveTextContent('Booked: 1 · Not booked: 0');
    const booked = within(report).getByTestId('courier-booked');
    expect(booked).toHaveTextContent('RK2611230001');
    expect(booked).toHaveTextContent('Poslaju · Poslaju Standard · RM 7.80');
    expect(within(booked).getByTestId('courier-awb')).toHaveTextContent('EP1A2B3C4D5E');
    const label = within(booked).getByRole('link', { name: /Print label/ });
    expect(label).toHaveAttribute('href', 'https://easyparcel.test/label/EP1A2B3C4D5E.pdf');
    expect(label).toHaveAttribute('target', '_blank');
    // The list is asked again (the order has left To ship) and the selection is cleared.
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(listed));
    expect(screen.getByTestId('orders-selected-count')).toHaveTextContent('0 selected');
    await user.click(within(report).getByTestId('courier-report-close'));
    expect(screen.queryByTestId('courier-report')).toBeNull();
  });

  it("books several orders each at its cheapest rate and reports the one that failed with the server's reason", async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders') return ok(page(waiting));
      if (url.pathname === '/api/orders/courier/providers') return ok(['easyparcel']);
      if (m === 'POST' && url.pathname === '/api/orders/courier/book') {
        return ok({ booked: [courierBooking()], failed: [{ orderId: 56, number: 'RK2611230002', message: "The receiver's address is missing its postcode or state." }] });
      }
      return undefined;
    });
    renderAt('/manage-orders?status=to_ship', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('order-row');
    await user.click(screen.getByTestId('orders-select-all'));
    await user.click(screen.getByTestId('bulk-book-courier'));
    const dialog = screen.getByTestId('courier-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Book a courier for 2 orders');
    expect(within(dialog).getByTestId('courier-each-cheapest')).toHaveTextContent("Each order is booked at its cheapest rate from your couriers.");
    expect(within(dialog).getByTestId('courier-numbers')).toHaveTextContent('RK2611230001, RK2611230002');
    expect(within(dialog).queryByTestId('courier-rates')).toBeNull();
    await user.click(within(dialog).getByTestId('courier-book'));

    const report = await screen.findByTestId('courier-report');
    expect(posts(calls)).toEqual([['/api/orders/courier/book', { orderIds: [55, 56], provider: 'easyparcel' }]]);
    expect(within(report).getByTestId('courier-report-summary')).toHaveTextContent('Booked: 1 · Not booked: 1');
    expect(within(within(report).getByTestId('courier-booked')).getByTestId('courier-awb')).toHaveTextContent('EP1A2B3C4D5E');
    expect(within(report).getByTestId('courier-label-link')).toHaveAttribute('href', 'https://easyparcel.test/label/EP1A2B3C4D5E.pdf');
    const failed = within(report).getByTestId('courier-failed');
    expect(failed).toHaveTextContent('RK2611230002');
    expect(failed).toHaveTextContent("Not booked: The receiver's address is missing its postcode or state.");
  });

  it('sends HQ to Integrations while no courier provider is on, and says why an order cannot be quoted', async () => {
    let on: string[] = [];
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders') return ok(page(waiting));
      if (url.pathname === '/api/orders/courier/providers') return ok(on);
      if (m === 'POST' && url.pathname === '/api/orders/courier/rates') return refused(422, "The receiver's address is missing its postcode or state.", undefined, 'cannot_quote');
      return undefined;
    });
    renderAt('/manage-orders?status=to_ship', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('order-row');
    await user.click(screen.getAllByTestId('order-checkbox')[1]);
    await user.click(screen.getByTestId('bulk-book-courier'));
    const dialog = screen.getByTestId('courier-dialog');
    expect(await within(dialog).findByTestId('courier-not-connected')).toHaveTextContent('No courier provider is connected and switched on.');
    expect(within(dialog).getByRole('link', { name: 'Open Integrations' })).toHaveAttribute('href', '/integration');
    expect(within(dialog).getByTestId('courier-book')).toBeDisabled();
    // Nothing is quoted without a provider.
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByTestId('courier-cancel'));

    on = ['easyparcel'];
    await user.click(screen.getByTestId('bulk-book-courier'));
    expect(await screen.findByTestId('courier-error')).toHaveTextContent("The receiver's address is missing its postcode or state.");
    expect(screen.queryByTestId('courier-retry')).toBeNull();
    expect(screen.getByTestId('courier-book')).toBeDisabled();
  });

  it('books with the provider HQ chooses: its own rates, Ninja Van at the contract rate, Pos Laju through its route', async () => {
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/orders') return ok(page(waiting));
      if (url.pathname === '/api/orders/courier/providers') return ok(['easyparcel', 'ninjavan', 'poslaju']);
      if (m === 'POST' && url.pathname === '/api/orders/courier/rates') {
        const provider = (body as { provider: string }).provider;
        if (provider === 'ninjavan') {
          return ok({ provider, rates: [{ serviceId: 'Standard', serviceName: 'Standard', courierId: 'ninjavan', courierName: 'Ninja Van', price: null, delivery: '', chosen: true }] });
        }
        if (provider === 'poslaju') return ok({ provider, rates: [liveRates().rates[0]].map((r) => ({ ...r, chosen: true })) });
        return ok(liveRates());
      }
      if (m === 'POST' && url.pathname === '/api/orders/courier/book') return ok({ booked: [courierBooking({ provider: 'easyparcel', courierName: 'Poslaju' })], failed: [] });
      return undefined;
    });
    renderAt('/manage-orders?status=to_ship', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('order-row');
    await user.click(screen.getAllByTestId('order-checkbox')[0]);
    await user.click(screen.getByTestId('bulk-book-courier'));
    const dialog = screen.getByTestId('courier-dialog');
    const choice = await within(dialog).findByLabelText('Book with');
    expect(choice).toHaveValue('easyparcel');
    expect([...(choice as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['EasyParcel', 'Ninja Van', 'Pos Laju']);
    expect(await within(dialog).findByRole('radio', { name: /J&T Express/ })).toBeChecked();

    await user.selectOptions(choice, 'ninjavan');
    const ninja = await within(dialog).findByRole('radio', { name: /Ninja Van/ });
    expect(ninja).toBeChecked();
    expect(within(dialog).getByTestId('courier-rate')).toHaveTextContent('Your contract rate');
    // One contract rate is not "the cheapest" of anything.
    expect(within(dialog).getByTestId('courier-rate')).not.toHaveTextContent('Cheapest');

    await user.selectOptions(choice, 'poslaju');
    expect(await within(dialog).findByRole('radio', { name: /Poslaju/ })).toBeChecked();
    expect(within(dialog).getAllByTestId('courier-rate')).toHaveLength(1);
    await user.click(within(dialog).getByTestId('courier-book'));
    await screen.findByTestId('courier-report');
    expect(posts(calls).map(([path, body]) => [path, (body as { provider: string }).provider])).toEqual([
      ['/api/orders/courier/rates', 'easyparcel'],
      ['/api/orders/courier/rates', 'ninjavan'],
      ['/api/orders/courier/rates', 'poslaju'],
      ['/api/orders/courier/book', 'poslaju'],
    ]);
    expect(posts(calls)[3][1]).toEqual({ orderIds: [55], provider: 'poslaju', serviceId: 'EP-CS0A' });
  });

  it('asks EasyParcel again for the rates when it could not be reached', async () => {
    let reachable = false;
    stubFetch((m, url) => {
      if (url.pathname === '/api/orders') return ok(page(waiting));
      if (url.pathname === '/api/orders/courier/providers') return ok(['easyparcel']);
      if (m === 'POST' && url.pathname === '/api/orders/courier/rates') return reachable ? ok(liveRates()) : refused(409, 'EasyParcel cannot be reached right now. Please try again.', undefined, 'provider_unreachable');
      return undefined;
    });
    renderAt('/manage-orders?status=to_ship', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('order-row');
    await user.click(screen.getAllByTestId('order-checkbox')[0]);
    await user.click(screen.getByTestId('bulk-book-courier'));
    expect(await screen.findByTestId('courier-error')).toHaveTextContent('EasyParcel cannot be reached right now. Please try again.');
    expect(screen.getByTestId('courier-book')).toBeDisabled();
    reachable = true;
    await user.click(screen.getByTestId('courier-retry'));
    expect(await screen.findByRole('radio', { name: /J&T Express/ })).toBeChecked();
    expect(screen.queryByTestId('courier-error')).toBeNull();
    expect(screen.getByTestId('courier-book')).toBeEnabled();
  });

  it('offers courier booking only in To ship', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders' ? ok(page([aina])) : undefined));
    renderAt('/manage-orders?status=approval', routes);
    await screen.findAllByTestId('order-row');
    expect(screen.queryByTestId('bulk-book-courier')).toBeNull();
  });
});

describe('/manage-orders (agent)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('switches between personal and team orders; only team orders can be approved', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/sales/orders' ? ok(page([aina])) : undefined));
    renderAt('/manage-orders?status=approval', routes, { user: AGENT_USER });
    await screen.findAllByTestId('order-row');
    expect(lists(calls)[0].url.search).toBe('?view=personal&status=approval&page=1&perPage=20');
    expect(screen.getByTestId('page-title')).toHaveTextContent('My orders');
    expect(screen.getByTestId('orders-view-personal')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('bulk-approve')).toBeNull();
    // Nothing to do to several of their own orders at once: no bulk bar, no checkboxes.
    expect(screen.queryByTestId('orders-bulk-bar')).toBeNull();
    expect(screen.queryByTestId('order-checkbox')).toBeNull();
    expect(screen.queryByTestId('orders-new')).toBeNull();
    expect(screen.queryByTestId('orders-bulk-tracking')).toBeNull();
    expect(screen.queryByTestId('orders-filter-seller')).toBeNull();
    expect(screen.queryByTestId('orders-filter-payment')).toBeNull(); // the agent's list filters by dates only
    expect(screen.getByTestId('orders-filter-from')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByTestId('orders-view-team'));
    expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders?status=approval&view=team');
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('view')).toBe('team'));
    expect(screen.getByTestId('bulk-approve')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-checkbox')).toHaveLength(1);
  });

  it('links an agent to the co-op orders only while the company offers the e-koop program', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/sales/orders' ? ok(page([aina])) : undefined));
    renderAt('/manage-orders?status=approval', routes, { user: AGENT_USER });
    await screen.findAllByTestId('order-row');
    expect(screen.queryByRole('link', { name: 'Co-op orders' })).toBeNull();
    cleanup();
    renderAt('/manage-orders?status=approval', routes, { user: { ...AGENT_USER, control: { e_koop_status: true } } });
    expect(await screen.findByRole('link', { name: 'Co-op orders' })).toHaveAttribute('href', '/manage-orders-ekoop');
  });

  it('sends team approvals to the sales call, one order at a time', async () => {
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/sales/orders') return ok(page([aina, budi]));
      if (m === 'POST' && url.pathname === '/api/sales/order/approve') {
        const id = (body as { id: number }).id;
        return id === 55 ? ok(order({ status: 'to_ship' })) : refused(409, 'Already approved or cancelled orders cannot be approved.', undefined, 'cannot_approve');
      }
      return undefined;
    });
    renderAt('/manage-orders?status=approval&view=team', routes, { user: { ...AGENT_USER, id: 12 } });
    const user = userEvent.setup();
    await screen.findAllByTestId('order-row');
    await user.click(screen.getByTestId('orders-select-all'));
    await user.click(screen.getByTestId('bulk-approve'));
    await user.click(screen.getByTestId('confirm-approve'));
    const result = await screen.findByTestId('approve-result');
    await waitFor(() => expect(within(result).getAllByTestId('approve-outcome')).toHaveLength(2));
    const [good, bad] = within(result).getAllByTestId('approve-outcome');
    expect(good).toHaveAttribute('data-ok', 'true');
    expect(good).toHaveTextContent('Approved');
    expect(bad).toHaveAttribute('data-ok', 'false');
    expect(bad).toHaveTextContent('Already approved or cancelled orders cannot be approved.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ id: 55 }, { id: 56 }]);
  });
});
