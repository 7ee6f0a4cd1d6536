import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerOrders } from '../api/types';
import { forgetCarts } from '../components/use-cart';
import { CUSTOMER_KEY, forgetCustomerKeyState } from '../components/use-customer-key';
import { forgetVisits } from '../logic/visit';
import { customerOrder, invalid, ok, refused, renderStorefront, store, stubFetch, type Answer, type Call } from '../test-utils';

const ORDERS: CustomerOrders = {
  email: 'siti.aminah.with.a.very.long.address@example-company-mail.com.my',
  orders: [
    customerOrder(),
    customerOrder({ number: 'S-0990', createdAt: '2026-02-14T03:00:00Z', status: 'completed', grandTotal: '59.90', units: 1, storeName: 'Kedai Budi', path: '/s/kedai/order/abc' }),
  ],
};

const expired = (): Answer => refused(404, 'This link has expired.', undefined, 'customer_key_expired');

/** The store, its visit, the orders a key opens (`orders`), and the link asked for (`link`). */
function stubMyOrders(options: { orders?: (key: string) => Answer; link?: (body: unknown) => Answer } = {}): Call[] {
  return stubFetch((m, url, body) => {
    if (url.pathname === '/api/storefront/aina') return ok(store());
    if (url.pathname === '/api/storefront/aina/my-orders' && m === 'GET') return (options.orders ?? (() => ok(ORDERS)))(url.searchParams.get('key') ?? '');
    if (url.pathname === '/api/storefront/aina/my-orders/link' && m === 'POST') return (options.link ?? (() => ok({ sent: true }, 'If orders were placed with this e-mail, a link is on its way.')))(body);
    if (m === 'POST') return ok({ visits: 1 });
    return undefined;
  });
}

const ordersCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname.endsWith('/my-orders'));
const linkCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname.endsWith('/my-orders/link'));

describe('/s/:slug/my-orders', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    forgetVisits();
    forgetCarts();
    forgetCustomerKeyState();
  });

  it("keeps the link's key on the device, takes it out of the address, and lists the orders with their tracking links", async () => {
    const calls = stubMyOrders();
    const { router } = renderStorefront('/s/aina/my-orders?key=k-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/s\/aina\/my-orders$/));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(CUSTOMER_KEY)).toBe('k-123');
    expect(ordersCalls(calls).map((c) => c.url.searchParams.get('key'))).toContain('k-123');
    expect(screen.getByText(`Orders placed with ${ORDERS.email}`)).toBeInTheDocument();

    const cards = screen.getAllByRole('link', { name: /^Order S-/ });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/s/aina/order/tok-1');
    const first = within(cards[0]);
    expect(first.getByText('Order S-1001')).toBeInTheDocument();
    expect(first.getByText('Paid: being prepared')).toBeInTheDocument();
    expect(first.getByText('2 Mar 2026 · Aina Beauty Corner')).toBeInTheDocument();
    expect(first.getByText('2 items')).toBeInTheDocument();
    expect(first.getByText('RM 129.30')).toBeInTheDocument();
    // An order of another store of the company opens in that store.
    expect(cards[1]).toHaveAttribute('href', '/s/kedai/order/abc');
    const second = within(cards[1]);
    expect(second.getByText('Completed')).toBeInTheDocument();
    expect(second.getByText('14 Feb 2026 · Kedai Budi')).toBeInTheDocument();
    expect(second.getByText('1 item')).toBeInTheDocument();
    expect(second.getByText('RM 59.90')).toBeInTheDocument();
    expect(document.title).toBe('My orders · Aina Beauty Corner');
  });

  it('opens the orders with the key kept on the device, and forgets it for another e-mail', async () => {
    localStorage.setItem(CUSTOMER_KEY, 'k-kept');
    const calls = stubMyOrders({ orders: () => ok({ email: 'siti@example.com', orders: [] }) });
    renderStorefront('/s/aina/my-orders');
    const user = userEvent.setup();

    expect(await screen.findByText('No orders were placed with this e-mail yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/s/aina');
    expect(ordersCalls(calls).map((c) => c.url.searchParams.get('key'))).toEqual(['k-kept']);

    await user.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'See your orders' })).toBeInTheDocument();
    expect(localStorage.getItem(CUSTOMER_KEY)).toBeNull();
    expect(screen.queryByTestId('my-orders-expired')).not.toBeInTheDocument();
  });

  it('asks for the e-mail without a key, sends the link and says it is on its way', async () => {
    const calls = stubMyOrders();
    renderStorefront('/s/aina/my-orders');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'See your orders' })).toBeInTheDocument();
    expect(screen.getByText('We e-mail you a link that opens all your orders on this device for 30 days. No password needed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This field is required.');
    await user.type(screen.getByLabelText('E-mail'), 'siti@example');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(linkCalls(calls)).toHaveLength(0);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), ' siti@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('If orders were placed with this e-mail, a link to them is on its way. Check your inbox.')).toBeInTheDocument();
    expect(linkCalls(calls).map((c) => c.body)).toEqual([{ email: 'siti@example.com' }]);
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(ordersCalls(calls)).toHaveLength(0);

    // Another address: the form again, empty.
    await user.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('shows the server’s refusal of the e-mail under the field', async () => {
    stubMyOrders({ link: () => invalid({ email: 'Enter a valid e-mail address.' }) });
    renderStorefront('/s/aina/my-orders');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('E-mail'), 'siti@exampel.co');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(screen.queryByTestId('my-orders-sent')).not.toBeInTheDocument();
    expect(screen.queryByTestId('my-orders-failure')).not.toBeInTheDocument();
  });

  it('forgets an expired key and asks for the e-mail again, saying the link expired', async () => {
    localStorage.setItem(CUSTOMER_KEY, 'k-old');
    stubMyOrders({ orders: expired });
    renderStorefront('/s/aina/my-orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'See your orders' })).toBeInTheDocument();
    expect(screen.getByTestId('my-orders-expired')).toHaveTextContent('Your link to your orders has expired. Enter your e-mail for a new one.');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(CUSTOMER_KEY)).toBeNull());
  });

  it("forgets an expired link's key too", async () => {
    localStorage.setItem(CUSTOMER_KEY, 'k-kept');
    stubMyOrders({ orders: (key) => (key === 'k-old' ? expired() : ok(ORDERS)) });
    renderStorefront('/s/aina/my-orders?key=k-old');

    expect(await screen.findByTestId('my-orders-expired')).toHaveTextContent('has expired');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/s\/aina\/my-orders$/));
    await waitFor(() => expect(localStorage.getItem(CUSTOMER_KEY)).toBeNull());
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    localStorage.setItem(CUSTOMER_KEY, 'k-kept');
    let down = true;
    stubMyOrders({ orders: () => (down ? refused(500, 'Server error') : ok(ORDERS)) });
    renderStorefront('/s/aina/my-orders');
    const user = userEvent.setup();

    expect(await screen.findByTestId('my-orders-error')).toHaveTextContent('Your orders could not be loaded.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: /^Order S-/ })).toHaveLength(2);
    expect(localStorage.getItem(CUSTOMER_KEY)).toBe('k-kept');
  });

  it('is linked from the store header and from an order’s tracking page', async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/storefront/aina') return ok(store());
      if (url.pathname === '/api/storefront/aina/order/tok-1') return refused(404, 'Order not found.', undefined, 'not_found');
      if (m === 'POST') return ok({ visits: 1 });
      return undefined;
    });
    renderStorefront('/s/aina/order/tok-1');
    const user = userEvent.setup();

    expect(await screen.findByTestId('order-not-found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/s/aina/my-orders');
    await user.click(screen.getByRole('link', { name: /See all my orders/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'See your orders' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/s\/aina\/my-orders$/);
  });
});
