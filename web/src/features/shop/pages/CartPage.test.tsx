import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart, cartLine, ok, renderAt, stubFetch } from '../test-utils';
import { CartPage } from './CartPage';

const routes = [
  { path: '/my-shop/shopping-cart', element: <CartPage /> },
  { path: '/my-shop/checkout', element: <p>checkout</p> },
];

describe('/my-shop/shopping-cart', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the lines, totals and MOQ, and goes to checkout when the cart is ready', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/sales/my-shop/get-cart' ? ok(cart({ moq: { type: 'amount', required: '300.00', current: '350.00', met: true, message: null } })) : undefined));
    renderAt('/my-shop/shopping-cart', routes);
    const line = await screen.findByTestId('cart-line');
    expect(within(line).getByTestId('cart-line-name')).toHaveTextContent('Serum');
    expect(within(line).getByTestId('cart-line-label')).toHaveTextContent('Red');
    expect(within(line).getByTestId('cart-line-unit')).toHaveTextContent('RM 50.00 each');
    expect(within(line).getByTestId('cart-line-total')).toHaveTextContent('RM 100.00');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('RM 100.00');
    expect(screen.getByTestId('moq-count')).toHaveTextContent('RM 350.00 of RM 300.00');
    expect(screen.getByTestId('moq-message')).toHaveTextContent('Minimum order reached.');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('checkout-button'));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-shop/checkout');
  });

  it("highlights a line's problem, shows the cart's problems and the MOQ, and keeps checkout disabled", async () => {
    const problem = 'This product is no longer available. Remove it before checkout.';
    stubFetch((_m, url) =>
      url.pathname === '/api/sales/my-shop/get-cart'
        ? ok(cart({
            lines: [cartLine(), cartLine({ id: 32, name: 'Soap', label: '', problem: 'unavailable', problemMessage: problem })],
            moq: { type: 'unit', required: '10', current: '3', met: false, message: 'Minimum order is 10 units.' },
            problems: [problem, 'Minimum order is 10 units.'],
            canCheckout: false,
          }))
        : undefined,
    );
    renderAt('/my-shop/shopping-cart', routes);
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines[0]).not.toHaveAttribute('data-problem');
    expect(lines[1]).toHaveAttribute('data-problem', 'unavailable');
    expect(within(lines[1]).getByTestId('cart-line-problem')).toHaveTextContent(problem);
    expect(screen.getByTestId('cart-problems')).toHaveTextContent('Minimum order is 10 units.');
    expect(screen.getByTestId('moq-count')).toHaveTextContent('3 of 10 units');
    expect(screen.getByRole('progressbar', { name: 'Minimum order' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByTestId('moq-message')).toHaveTextContent('Minimum order is 10 units.');
    expect(screen.getByTestId('checkout-button')).toBeDisabled();
  });

  it('changes a quantity and removes a line, taking the cart the server answers with', async () => {
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/sales/my-shop/get-cart') return ok(cart());
      if (url.pathname === '/api/sales/my-shop/cart/update' && m === 'POST') {
        const q = (body as { quantity: number }).quantity;
        return ok(cart({ lines: [cartLine({ quantity: q, lineTotal: `${q * 50}.00` })], subTotal: `${q * 50}.00` }));
      }
      if (url.pathname === '/api/sales/my-shop/cart/remove' && m === 'DELETE') return ok(cart({ lines: [], units: 0, subTotal: '0.00', canCheckout: false }));
      return undefined;
    });
    renderAt('/my-shop/shopping-cart', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More: Serum – Red' }));
    await waitFor(() => expect(screen.getByTestId('cart-line-total')).toHaveTextContent('RM 150.00'));
    expect(calls.filter((c) => c.url.pathname === '/api/sales/my-shop/cart/update').map((c) => c.body)).toEqual([{ lineId: 31, quantity: 3 }]);
    await user.click(screen.getByRole('button', { name: 'Remove: Serum – Red' }));
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Your cart is empty.');
    expect(calls.find((c) => c.method === 'DELETE')?.url.searchParams.get('lineId')).toBe('31');
  });

  it("shows a combo's picks", async () => {
    stubFetch((_m, url) =>
      url.pathname === '/api/sales/my-shop/get-cart'
        ? ok(cart({ lines: [cartLine({ id: 33, kind: 'combo', comboId: 4, productId: null, variantId: null, name: 'Any 3', label: '', quantity: 1, unitPrice: '120.00', lineTotal: '120.00', picks: [{ variantId: 21, name: 'Serum', label: 'Red', quantity: 2 }, { variantId: 25, name: 'Soap', label: '', quantity: 1 }] })] }))
        : undefined,
    );
    renderAt('/my-shop/shopping-cart', routes);
    const picks = await screen.findByTestId('cart-line-picks');
    expect(picks).toHaveTextContent('2 × Serum (Red)');
    expect(picks).toHaveTextContent('1 × Soap');
    expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('× 1');
  });

  it('links the unpaid order and deletes it after asking', async () => {
    let pending = true;
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/sales/my-shop/get-cart')
        return ok(cart(pending ? { pendingOrder: { id: 55, number: 'RK2611230001', status: 'unpaid' }, problems: ['Complete or delete order RK2611230001 first.'], canCheckout: false } : {}));
      if (url.pathname === '/api/sales/order/delete' && m === 'POST') {
        pending = false;
        return ok({ id: 55, number: 'RK2611230001', status: 'cancelled' });
      }
      return undefined;
    });
    renderAt('/my-shop/shopping-cart', routes);
    const user = userEvent.setup();
    const banner = await screen.findByTestId('pending-order-banner');
    expect(within(banner).getByTestId('pending-order-link')).toHaveAttribute('href', '/manage-orders/order-details?id=55');
    expect(within(banner).getByTestId('pending-order-pay')).toHaveAttribute('href', '/my-shop/checkout/pending-payment?order=55');
    expect(screen.getByTestId('checkout-button')).toBeDisabled();
    await user.click(within(banner).getByTestId('pending-order-delete'));
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('pending-order-banner')).toBeNull());
    expect(calls.find((c) => c.url.pathname === '/api/sales/order/delete')?.body).toEqual({ id: 55 });
    expect(screen.getByTestId('checkout-button')).toBeEnabled();
  });
});
