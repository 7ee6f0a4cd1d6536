import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCarts } from '../components/use-cart';
import { parseCart } from '../logic/cart';
import { forgetVisits } from '../logic/visit';
import { ok, productDetail, refused, renderStorefront, store, stubFetch } from '../test-utils';
import type { StorefrontProductDetail } from '../api/types';

const STORE = '/api/storefront/aina';

function stubProduct(detail: StorefrontProductDetail | null) {
  return stubFetch((m, url) => {
    if (url.pathname === STORE) return ok(store());
    if (m === 'POST') return ok({ visits: 1 });
    if (url.pathname === `${STORE}/product`) return detail && url.searchParams.get('id') === String(detail.id) ? ok(detail) : refused(404, 'Not found');
    return undefined;
  });
}

const storedCart = () => parseCart(localStorage.getItem('rk.storefront.cart.aina'));

describe('/s/:slug/p/:productId (product page)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
    forgetVisits();
    forgetCarts();
  });

  it('shows the product, its images, rating and description, with an out-of-stock variant disabled', async () => {
    stubProduct(productDetail());
    renderStorefront('/s/aina/p/7');
    expect(await screen.findByTestId('product-title')).toHaveTextContent('Rose serum 30 ml');
    expect(screen.getByTestId('product-price')).toHaveTextContent('RM 59.90');
    expect(screen.getByTestId('product-description').textContent).toBe('Brightens and hydrates.\nUse morning and night.');
    expect(screen.getByTestId('rating')).toHaveAccessibleName('Rated 4.5 out of 5 by 12 customers');
    const images = within(screen.getByTestId('product-images')).getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('width', '800');
    expect(images[0]).toHaveAttribute('height', '800');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: /50 ml/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /30 ml/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /30 ml/ })).toBeChecked();
    expect(screen.getByTestId('add-to-cart')).toBeEnabled();
    expect(document.title).toBe('Rose serum 30 ml · Aina Beauty Corner');
  });

  it('adds the chosen variant and quantity to the cart on this device, merging with what is there', async () => {
    stubProduct(productDetail());
    renderStorefront('/s/aina/p/7');
    const user = userEvent.setup();
    await screen.findByTestId('product-title');
    await user.click(screen.getByTestId('product-quantity-plus'));
    await user.click(screen.getByTestId('product-quantity-plus'));
    expect(screen.getByTestId('product-total')).toHaveTextContent('Total RM 179.70');
    await user.click(screen.getByTestId('add-to-cart'));

    expect(screen.getByTestId('added-to-cart')).toHaveTextContent('Added to your cart.');
    expect(screen.getByTestId('view-cart')).toHaveAttribute('href', '/s/aina/cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(storedCart().lines).toEqual([{ productId: 7, variantId: 21, name: 'Rose serum 30 ml', variantLabel: '30 ml', price: '59.90', imageUrl: '/media/products/7.jpg', quantity: 3 }]);

    // The quantity is back to 1; adding again merges into the same line.
    await user.click(screen.getByTestId('add-to-cart'));
    expect(storedCart().lines).toHaveLength(1);
    expect(storedCart().lines[0].quantity).toBe(4);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4');
  });

  it('cannot add a product whose every variant is out of stock', async () => {
    stubProduct(productDetail({ variants: [{ id: 25, label: '', inStock: false }] }));
    renderStorefront('/s/aina/p/7');
    expect(await screen.findByTestId('product-out-of-stock')).toHaveTextContent('Out of stock');
    // A product without options: no picker.
    expect(screen.queryByTestId('variant-picker')).not.toBeInTheDocument();
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Out of stock');
    expect(screen.getByTestId('product-quantity-plus')).toBeDisabled();
  });

  it('stops at 99 of one variant in the cart', async () => {
    localStorage.setItem('rk.storefront.cart.aina', JSON.stringify({ version: 1, lines: [{ productId: 7, variantId: 21, name: 'Rose serum', variantLabel: '30 ml', price: '59.90', imageUrl: null, quantity: 99 }] }));
    stubProduct(productDetail());
    renderStorefront('/s/aina/p/7');
    expect(await screen.findByTestId('cart-full')).toHaveTextContent('(99)');
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
  });

  it('says so when the store does not sell the product, inside the store', async () => {
    stubProduct(null);
    renderStorefront('/s/aina/p/99');
    expect(await screen.findByTestId('product-not-found')).toHaveTextContent('This product is not available in this store.');
    expect(screen.getByTestId('back-to-store')).toHaveAttribute('href', '/s/aina');
    expect(screen.getByTestId('store-header-name')).toHaveTextContent('Aina Beauty Corner');
    await waitFor(() => expect(console.error).not.toHaveBeenCalled());
  });
});
