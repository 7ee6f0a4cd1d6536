import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGlobalDialog } from '@/lib/dialog-store';
import { forgetCarts } from '../components/use-cart';
import { forgetVisits } from '../logic/visit';
import { ekoopStore, ok, product, productPage, refused, renderStorefront, store, stubFetch, type Call } from '../test-utils';

const STORE = '/api/storefront/aina';
const PRODUCTS = `${STORE}/products`;

function stubStore(products = productPage([product(), product({ id: 8, name: 'Argan hair oil', price: '35.00', inStock: false, coverUrl: null, ratingAverage: '4.5', ratingCount: 12 })])) {
  return stubFetch((m, url) => {
    if (m === 'GET' && url.pathname === STORE) return ok(store());
    if (m === 'POST' && url.pathname === `${STORE}/visit`) return ok({ visits: 3 });
    if (m === 'GET' && url.pathname === PRODUCTS) return ok(products);
    return undefined;
  });
}

const visits = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/visit'));

describe('/s/:slug (store home)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn');
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

  it('shows the store and its products, with an out-of-stock badge and the rating, without sign-in', async () => {
    const calls = stubStore();
    renderStorefront('/s/aina');
    expect(await screen.findByTestId('store-name')).toHaveTextContent('Aina Beauty Corner');
    expect(screen.getByTestId('store-tagline')).toHaveTextContent('Skin care, delivered by Aina');
    expect(within(screen.getByTestId('store-hero')).getByTestId('store-initials')).toHaveTextContent('AB');
    expect(screen.getByTestId('store-whatsapp')).toHaveAttribute('href', 'https://wa.me/60123456789');
    expect(screen.getByTestId('storefront').style.getPropertyValue('--rk-primary')).toBe('#be185d');

    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByTestId('product-price')).toHaveTextContent('RM 59.90');
    expect(within(cards[0]).queryByTestId('out-of-stock')).not.toBeInTheDocument();
    expect(within(cards[0]).queryByTestId('rating')).not.toBeInTheDocument();
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/s/aina/p/7');
    expect(within(cards[0]).getByRole('img', { name: 'Rose serum 30 ml' })).toHaveAttribute('loading', 'lazy');
    expect(within(cards[1]).getByTestId('out-of-stock')).toHaveTextContent('Out of stock');
    expect(within(cards[1]).getByTestId('rating')).toHaveAccessibleName('Rated 4.5 out of 5 by 12 customers');
    expect(screen.getByTestId('products-shown')).toHaveTextContent('2 of 2 products');
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();

    // No token, no sign-in: the calls go out without Authorization.
    const first = vi.mocked(fetch).mock.calls[0];
    expect(new Headers((first[1] as RequestInit).headers).get('Authorization')).toBeNull();
    expect(calls.find((c) => c.url.pathname === PRODUCTS)?.url.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('location')).toHaveTextContent('/s/aina');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('counts the visit once per browser session', async () => {
    const calls = stubStore();
    renderStorefront('/s/aina');
    await screen.findAllByTestId('product-card');
    await waitFor(() => expect(visits(calls)).toHaveLength(1));
    expect(sessionStorage.getItem('rk.storefront.visited.aina')).toBe('1');
    cleanup();

    // The same session, the page opened again (its memory gone): no second visit.
    forgetVisits();
    const again = stubStore();
    renderStorefront('/s/aina');
    await screen.findAllByTestId('product-card');
    expect(visits(again)).toHaveLength(0);
  });

  it('searches after typing stops, filters by category, and keeps both in the address', async () => {
    const calls = stubStore();
    renderStorefront('/s/aina');
    const user = userEvent.setup();
    await screen.findAllByTestId('product-card');

    await user.type(screen.getByTestId('store-search'), 'rose');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === PRODUCTS && c.url.searchParams.get('search') === 'rose')).toBe(true));
    // Debounced: no call for the partial words.
    expect(calls.filter((c) => c.url.pathname === PRODUCTS && ['r', 'ro', 'ros'].includes(c.url.searchParams.get('search') ?? ''))).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/s/aina?q=rose'));

    await user.click(screen.getByTestId('category-4'));
    expect(screen.getByTestId('category-4')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === PRODUCTS && c.url.searchParams.get('categoryId') === '4' && c.url.searchParams.get('search') === 'rose')).toBe(true));
    expect(screen.getByTestId('location')).toHaveTextContent('/s/aina?q=rose&category=4');
  });

  it('loads the next page on "load more"', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === STORE) return ok(store());
      if (m === 'POST') return ok({ visits: 1 });
      if (url.pathname === PRODUCTS) {
        const page = Number(url.searchParams.get('page'));
        return ok(productPage([product({ id: page * 100, name: `Product ${page}` })], { total: 2, page, perPage: 1 }));
      }
      return undefined;
    });
    renderStorefront('/s/aina');
    const user = userEvent.setup();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByTestId('products-shown')).toHaveTextContent('1 of 2 products');
    await user.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === PRODUCTS).map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('shows an e-koop store with its school, pickup hours and banners', async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/storefront/sk-melati') return ok(ekoopStore());
      if (m === 'POST') return ok({ visits: 1 });
      if (url.pathname === '/api/storefront/sk-melati/products') return ok(productPage([]));
      return undefined;
    });
    renderStorefront('/s/sk-melati');
    const school = await screen.findByTestId('store-school');
    expect(school).toHaveTextContent('SK Taman Melati');
    expect(school).toHaveTextContent('Jalan Melati 3, 53100 Kuala Lumpur');
    expect(school).toHaveTextContent('Mon–Fri, 12:30–14:00');
    expect(screen.queryByTestId('store-whatsapp')).not.toBeInTheDocument();
    const banners = screen.getAllByTestId('store-banner');
    expect(banners).toHaveLength(2);
    expect(within(banners[0]).getByRole('link')).toHaveAttribute('href', 'https://example.com/promo');
    expect(within(banners[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByTestId('products-empty')).toHaveTextContent('No products in this store yet.');
  });

  it('answers an unknown or closed store with "store not found", without an error or a visit', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/storefront/nobody' ? refused(404, 'Not found', undefined, 'not_found') : undefined));
    renderStorefront('/s/nobody');
    expect(await screen.findByTestId('store-not-found')).toHaveTextContent('Store not found');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Store not found');
    // The same public frame (the language switch), not the app's error page or a sign-in redirect.
    expect(screen.getByTestId('language-switcher')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/s/nobody');
    expect(visits(calls)).toHaveLength(0);
    expect(calls.some((c) => c.url.pathname.endsWith('/products'))).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('never sends a guest to sign in: a refused call opens no session dialog and keeps the cart', async () => {
    localStorage.setItem('rk.token', 'stale');
    localStorage.setItem('rk.storefront.cart.aina', JSON.stringify({ version: 1, lines: [] }));
    stubFetch((_m, url) => (url.pathname === STORE ? refused(401, 'Unauthenticated') : undefined));
    renderStorefront('/s/aina');
    expect(await screen.findByTestId('store-load-error')).toBeInTheDocument();
    expect(getGlobalDialog()).toBeNull();
    expect(localStorage.getItem('rk.storefront.cart.aina')).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/s/aina');
  });

  it('offers a retry when the store cannot be loaded', async () => {
    let down = true;
    stubFetch((m, url) => {
      if (url.pathname === STORE) return down ? refused(500, 'Server error') : ok(store());
      if (m === 'POST') return ok({ visits: 1 });
      if (url.pathname === PRODUCTS) return ok(productPage([product()]));
      return undefined;
    });
    renderStorefront('/s/aina');
    const user = userEvent.setup();
    expect(await screen.findByTestId('store-load-error')).toHaveTextContent('The store could not be loaded.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('store-name')).toHaveTextContent('Aina Beauty Corner');
  });

  it('shows the number of items in the cart in the header', async () => {
    localStorage.setItem('rk.storefront.cart.aina', JSON.stringify({ version: 1, lines: [{ productId: 7, variantId: 21, name: 'Rose serum', variantLabel: null, price: '59.90', imageUrl: null, quantity: 3 }] }));
    stubStore();
    renderStorefront('/s/aina');
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-link')).toHaveAccessibleName('Cart, 3 items');
    expect(screen.getByTestId('cart-link')).toHaveAttribute('href', '/s/aina/cart');
  });
});
