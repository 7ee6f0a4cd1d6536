import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart, ok, refused, renderAt, stubFetch } from '../test-utils';
import { PaymentCompletedPage, PaymentFailedPage } from './PaymentResultPages';

const routes = [
  { path: '/my-shop/checkout/completed', element: <PaymentCompletedPage /> },
  { path: '/my-shop/checkout/failed', element: <PaymentFailedPage /> },
  { path: '/my-shop/checkout', element: <p>checkout</p> },
];
const status = { id: 55, number: 'RK2611230001', status: 'to_ship', paymentStatus: 'paid', result: 'completed' };

describe('payment result pages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('completed: the order number, a link to the order and back to the shop', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/sales/order/status' ? ok(status) : undefined));
    renderAt('/my-shop/checkout/completed?order=55', routes);
    expect(await screen.findByTestId('completed-order-number')).toHaveTextContent('Order RK2611230001');
    expect(screen.getByTestId('view-order')).toHaveAttribute('href', '/manage-orders/order-details?id=55');
    expect(screen.getByTestId('back-to-shop')).toHaveAttribute('href', '/my-shop');
  });

  it('failed: checking out again puts the lines back in the cart and opens the checkout', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/sales/order/status') return ok({ ...status, status: 'cancelled', paymentStatus: 'failed', result: 'failed' });
      if (url.pathname === '/api/sales/order/checkout-again' && m === 'POST') return ok(cart());
      return undefined;
    });
    renderAt('/my-shop/checkout/failed?order=55', routes);
    const user = userEvent.setup();
    expect(screen.getByTestId('failed-message')).toHaveTextContent('Payment could not be processed');
    await user.click(screen.getByTestId('checkout-again'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-shop/checkout'));
    expect(calls.find((c) => c.url.pathname === '/api/sales/order/checkout-again')?.body).toEqual({ id: 55 });
  });

  it("failed: shows the server's refusal", async () => {
    stubFetch((_m, url) => (url.pathname === '/api/sales/order/checkout-again' ? refused(409, 'This order can no longer be checked out again.') : undefined));
    renderAt('/my-shop/checkout/failed?order=55', routes);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('checkout-again'));
    expect(await screen.findByTestId('checkout-again-error')).toHaveTextContent('This order can no longer be checked out again.');
  });
});
