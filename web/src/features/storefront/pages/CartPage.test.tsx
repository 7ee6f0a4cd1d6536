import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCarts } from '../components/use-cart';
import { parseCart } from '../logic/cart';
import { forgetVisits } from '../logic/visit';
import { ok, quoteFor, renderStorefront, store, stubFetch, type PricedVariant } from '../test-utils';

const KEY = 'rk.storefront.cart.aina';
const line = (productId: number, variantId: number, name: string, price: string, quantity: number, variantLabel: string | null = null) => ({ productId, variantId, name, variantLabel, price, imageUrl: null, quantity });

const SOLD: Record<number, PricedVariant> = {
  21: { productId: 7, name: 'Rose serum', label: '30 ml', price: '19.90' },
  30: { productId: 8, name: 'Argan oil', price: '0.10' },
};

/** The store, its visit, and the quote of the cart at `variants`' prices. */
function stubStore(variants: Record<number, PricedVariant> = SOLD) {
  return stubFetch((m, url, body) => {
    if (url.pathname === '/api/storefront/aina') return ok(store());
    if (url.pathname === '/api/storefront/aina/quote') return ok(quoteFor(body, variants));
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

  it('lists the lines with their totals, changes a quantity, removes a line, and goes on to the checkout', async () => {
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

    const checkout = screen.getByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('href', '/s/aina/checkout');
    expect(screen.getByTestId('checkout-note')).toHaveTextContent('Shipping, the payment fee and tax are added at checkout.');
    await user.click(checkout);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/s/aina/checkout');
  });

  it("shows the store's price now and why a line cannot be bought, and holds the checkout until it is fixed", async () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, lines: [line(7, 21, 'Rose serum', '19.90', 2, '30 ml'), line(8, 30, 'Argan oil', '0.10', 3), line(9, 40, 'Old soap', '5.00', 1)] }));
    stubStore({ 21: { ...SOLD[21], price: '17.90' }, 30: { ...SOLD[30], problem: 'Only 2 left in stock.' } });
    renderStorefront('/s/aina/cart');
    const user = userEvent.setup();

    expect(await screen.findByText('RM 17.90 each')).toBeInTheDocument();
    expect(screen.getByTestId('line-total-7-21')).toHaveTextContent('RM 35.80');
    expect(screen.getByTestId('cart-line-8-30')).toHaveTextContent('Only 2 left in stock.');
    // A variant the store no longer sells is not in the quote.
    expect(screen.getByTestId('cart-line-9-40')).toHaveTextContent('This item is no longer sold in this store.');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('RM 41.10');
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(/Change or remove the marked items/);

    await user.click(screen.getByRole('button', { name: 'Remove Old soap' }));
    await user.click(screen.getByRole('button', { name: 'Remove Argan oil' }));
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/s/aina/checkout');
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
