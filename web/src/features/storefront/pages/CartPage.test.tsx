import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCarts } from '../components/use-cart';
import { parseCart } from '../logic/cart';
import { forgetVisits } from '../logic/visit';
import { ok, renderStorefront, store, stubFetch } from '../test-utils';

const KEY = 'rk.storefront.cart.aina';
const line = (productId: number, variantId: number, name: string, price: string, quantity: number, variantLabel: string | null = null) => ({ productId, variantId, name, variantLabel, price, imageUrl: null, quantity });

function stubStore() {
  return stubFetch((m, url) => {
    if (url.pathname === '/api/storefront/aina') return ok(store());
    if (m === 'POST') return ok({ visits: 1 });
    return undefined;
  });
}

describe('/s/:slug/cart', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    forgetVisits();
    forgetCarts();
  });

  it('lists the lines with their totals, changes a quantity, removes a line, and keeps checkout closed', async () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, lines: [line(7, 21, 'Rose serum', '19.90', 2, '30 ml'), line(8, 30, 'Argan oil', '0.10', 3)] }));
    stubStore();
    renderStorefront('/s/aina/cart');
    const user = userEvent.setup();

    const first = await screen.findByTestId('cart-line-7-21');
    expect(first).toHaveTextContent('Rose serum');
    expect(first).toHaveTextContent('30 ml');
    expect(first).toHaveTextContent('RM 19.90 each');
    expect(screen.getByTestId('line-total-7-21')).toHaveTextContent('RM 39.80');
    expect(screen.getByTestId('line-total-8-30')).toHaveTextContent('RM 0.30');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('RM 40.10');
    expect(screen.getByTestId('cart-summary')).toHaveTextContent('5 items');

    await user.click(within(first).getByTestId('quantity-7-21-plus'));
    expect(screen.getByTestId('line-total-7-21')).toHaveTextContent('RM 59.70');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('RM 60.00');
    expect(parseCart(localStorage.getItem(KEY)).lines[0].quantity).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Remove Argan oil' }));
    expect(screen.queryByTestId('cart-line-8-30')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('RM 59.70');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');

    const checkout = screen.getByTestId('checkout');
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveTextContent('Checkout opens soon');
    expect(checkout).toHaveAccessibleDescription(/not open yet/);
  });

  it('keeps a quantity within 1 and 99', async () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, lines: [line(7, 21, 'Rose serum', '19.90', 1)] }));
    stubStore();
    renderStorefront('/s/aina/cart');
    const user = userEvent.setup();
    expect(await screen.findByTestId('quantity-7-21-minus')).toBeDisabled();
    const input = screen.getByTestId('quantity-7-21-input');
    await user.clear(input);
    await user.type(input, '150');
    expect(parseCart(localStorage.getItem(KEY)).lines[0].quantity).toBe(15);
    await user.clear(input);
    await user.type(input, '99');
    expect(screen.getByTestId('quantity-7-21-plus')).toBeDisabled();
    expect(screen.getByTestId('line-total-7-21')).toHaveTextContent('RM 1,970.10');
  });

  it('shows an empty cart with a way back to the store; removing the last line empties the storage', async () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, lines: [line(7, 21, 'Rose serum', '19.90', 1)] }));
    stubStore();
    renderStorefront('/s/aina/cart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Rose serum' }));
    expect(screen.getByTestId('cart-empty')).toHaveTextContent('Your cart is empty.');
    expect(within(screen.getByTestId('cart-empty')).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/s/aina');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.queryByTestId('checkout')).not.toBeInTheDocument();
  });
});
