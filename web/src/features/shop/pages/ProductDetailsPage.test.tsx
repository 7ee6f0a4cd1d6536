import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart, cartLine, invalid, ok, product, refused, renderAt, stubFetch } from '../test-utils';
import { ProductDetailsPage } from './ProductDetailsPage';

const routes = [{ path: '/my-shop/product-details', element: <ProductDetailsPage /> }];

describe('/my-shop/product-details', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('chooses a variant, shows its stock and the range price, and adds it to the cart', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/sales/my-shop/product' && url.searchParams.get('id') === '7') return ok(product());
      if (url.pathname === '/api/sales/my-shop/get-cart') return ok(cart({ lines: [] }));
      if (url.pathname === '/api/sales/my-shop/cart/add' && m === 'POST') return ok(cart({ lines: [cartLine({ quantity: 10 })] }));
      return undefined;
    });
    renderAt('/my-shop/product-details?id=7', routes);
    const user = userEvent.setup();
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Serum');
    expect(screen.getByTestId('shop-product-price')).toHaveTextContent('RM 50.00');
    expect(screen.getByTestId('shop-product-ranges')).toHaveTextContent('10–49 units');
    expect(screen.getByTestId('shop-product-ranges')).toHaveTextContent('RM 45.00');
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Blue/ }));
    expect(screen.getByTestId('shop-product-stock')).toHaveTextContent('Out of stock');
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Red/ }));
    expect(screen.getByTestId('shop-product-variant')).toHaveTextContent('Chosen: Red');
    expect(screen.getByTestId('shop-product-stock')).toHaveTextContent('40 in stock');
    const input = screen.getByTestId('product-quantity-input');
    await user.clear(input);
    await user.type(input, '10');
    expect(screen.getByTestId('shop-product-unit')).toHaveTextContent('RM 45.00 a unit');
    expect(screen.getByTestId('shop-product-total')).toHaveTextContent('RM 450.00');

    await user.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByTestId('add-to-cart-success')).toHaveTextContent('Added to your cart.');
    expect(calls.find((c) => c.url.pathname === '/api/sales/my-shop/cart/add')?.body).toEqual({ variantId: 21, quantity: 10 });
    expect(screen.getByTestId('view-cart')).toHaveAttribute('href', '/my-shop/shopping-cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it("shows the server's refusal: a quantity error under the stepper, anything else as a message", async () => {
    let answer = invalid({ quantity: 'Quantity must be between 1 and 9999.' });
    stubFetch((_m, url) => {
      if (url.pathname === '/api/sales/my-shop/product') return ok(product({ options: [], variants: [{ id: 25, optionValueIds: [], label: '', stock: null }], quantityRanges: [] }));
      if (url.pathname === '/api/sales/my-shop/get-cart') return ok(cart({ lines: [] }));
      if (url.pathname === '/api/sales/my-shop/cart/add') return answer;
      return undefined;
    });
    renderAt('/my-shop/product-details?id=7', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('add-to-cart'));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('Quantity must be between 1 and 9999.');
    answer = refused(404, 'Data not found', undefined, 'not_found');
    await user.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByTestId('add-to-cart-error')).toHaveTextContent('Data not found');
  });

  it('says so when the product is not for this agent', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/sales/my-shop/get-cart' ? ok(cart()) : refused(404, 'Data not found', undefined, 'not_found')));
    renderAt('/my-shop/product-details?id=9', routes);
    expect(await screen.findByTestId('shop-product-not-found')).toHaveTextContent('This product is not available to you.');
    await waitFor(() => expect(screen.getByTestId('back-to-shop')).toHaveAttribute('href', '/my-shop'));
  });
});
