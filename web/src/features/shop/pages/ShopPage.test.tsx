import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart, cartLine, ok, renderAt, shop, stubFetch } from '../test-utils';
import { ShopPage } from './ShopPage';

const routes = [{ path: '/my-shop', element: <ShopPage /> }];

describe('/my-shop', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the products with tier and retail price, points and stock, the packages and combos, and the cart count', async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/sales/my-shop') return ok(shop());
      if (url.pathname === '/api/sales/my-shop/get-cart') return ok(cart());
      if (url.pathname === '/api/setup/product/category') return ok([{ id: 2, name: 'Skin' }]);
      return undefined;
    });
    renderAt('/my-shop', routes);
    const cards = await screen.findAllByTestId('shop-product-card');
    expect(cards).toHaveLength(2);
    const serum = within(cards[0]);
    expect(serum.getByTestId('shop-product-price')).toHaveTextContent('RM 50.00');
    expect(serum.getByTestId('shop-product-retail')).toHaveTextContent('RM 89.00');
    expect(serum.getByText('10.00 points')).toBeInTheDocument();
    expect(serum.getByTestId('shop-product-stock')).toHaveTextContent('120 in stock');
    expect(serum.getByRole('link')).toHaveAttribute('href', '/my-shop/product-details?id=7');
    const soap = within(cards[1]);
    expect(soap.queryByTestId('shop-product-retail')).toBeNull();
    expect(soap.getByTestId('shop-product-stock')).toHaveTextContent('Out of stock');
    expect(soap.getByTestId('shop-product-first-order')).toHaveTextContent('First order only');

    const pkg = screen.getByTestId('shop-package');
    expect(within(pkg).getByText('Starter')).toBeInTheDocument();
    expect(within(pkg).getByText('2 × Serum (Red)')).toBeInTheDocument();
    expect(within(pkg).getByTestId('shop-package-first-order')).toHaveTextContent('First order');
    const combo = screen.getByTestId('shop-combo');
    expect(within(combo).getByText('Pick any 3 units')).toBeInTheDocument();
    expect(within(combo).getByRole('link', { name: 'Choose products: Any 3' })).toHaveAttribute('href', '/combo?id=4');

    expect(screen.getByTestId('page-title')).toHaveTextContent('My shop');
    expect(screen.getByText('Prices for Gold')).toBeInTheDocument();
    expect(screen.getByTestId('order-from-hq')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('order-from-upline')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('order-from-upline-name')).toHaveTextContent('Your upline: Siti');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    expect(screen.getByTestId('cart-button')).toHaveAttribute('href', '/my-shop/shopping-cart');
  });

  it('searches and filters by category through the address bar', async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/sales/my-shop') return ok(shop({ items: url.searchParams.get('search') ? [] : shop().items }));
      if (url.pathname === '/api/sales/my-shop/get-cart') return ok(cart());
      if (url.pathname === '/api/setup/product/category') return ok([{ id: 2, name: 'Skin' }]);
      return undefined;
    });
    renderAt('/my-shop', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('shop-product-card');
    await user.type(screen.getByTestId('shop-search'), 'zzz{Enter}');
    expect(await screen.findByTestId('shop-empty')).toHaveTextContent('No products match your search.');
    expect(screen.getByTestId('location')).toHaveTextContent('/my-shop?search=zzz');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Skin' })).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId('shop-category'), '2');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/sales/my-shop' && c.url.searchParams.get('categoryId') === '2')).toBe(true));
  });

  it('asks before switching to the upline when packages would leave the cart, then posts the switch', async () => {
    let current = cart({ lines: [cartLine(), cartLine({ id: 32, kind: 'package', packageId: 2, productId: null, variantId: null, name: 'Starter', label: '' })] });
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/sales/my-shop') return ok(shop({ orderFrom: current.orderFrom }));
      if (url.pathname === '/api/sales/my-shop/get-cart') return ok(current);
      if (url.pathname === '/api/sales/my-shop/cart/order-from' && m === 'POST') {
        current = cart({ orderFrom: (body as { orderFrom: 'upline' }).orderFrom });
        return ok(current);
      }
      if (url.pathname === '/api/setup/product/category') return ok([]);
      return undefined;
    });
    renderAt('/my-shop', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('shop-product-card');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
    await user.click(screen.getByTestId('order-from-upline'));
    expect(screen.getByTestId('order-from-confirm')).toHaveTextContent('the packages and combos in your cart will be removed');
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/api/sales/my-shop/cart/order-from')?.body).toEqual({ orderFrom: 'upline' }));
    await waitFor(() => expect(screen.getByTestId('order-from-upline')).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByTestId('order-from-upline-name')).toHaveTextContent('Ordering from your upline Siti');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it('adds a package to the cart', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/sales/my-shop') return ok(shop());
      if (url.pathname === '/api/sales/my-shop/get-cart') return ok(cart());
      if (url.pathname === '/api/sales/my-shop/cart/add' && m === 'POST') return ok(cart({ lines: [cartLine(), cartLine({ id: 40, kind: 'package' })] }));
      if (url.pathname === '/api/setup/product/category') return ok([]);
      return undefined;
    });
    renderAt('/my-shop', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Starter' }));
    expect(await screen.findByTestId('shop-package-success')).toHaveTextContent('“Starter” is in your cart.');
    expect(calls.find((c) => c.url.pathname === '/api/sales/my-shop/cart/add')?.body).toEqual({ packageId: 2, quantity: 1 });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
  });
});
