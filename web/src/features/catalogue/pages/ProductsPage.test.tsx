import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductListItem } from '../api/types';
import { ok, refused, renderAt, stubFetch } from '../test-utils';
import { ProductsPage } from './ProductsPage';

const item = (patch: Partial<ProductListItem> = {}): ProductListItem => ({
  id: 7, name: 'Serum', sku: 'SR-01', categoryId: 2, categoryName: 'Skin', retailPrice: '89.00', status: 'published',
  publishDate: null, coverThumb: null, stock: 120, variantCount: 2, ...patch,
});

const routes = [{ path: '/products', element: <ProductsPage /> }];

describe('/products', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists products with price, stock and status, 20 a page, filters in the address', async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/setup/product/category') return ok([{ id: 2, name: 'Skin', products: 1 }]);
      if (url.pathname === '/api/product') return ok({ items: [item(), item({ id: 8, name: 'Soap', sku: 'SO-1', status: 'suspended', variantCount: 1 })], page: 1, perPage: 20, total: 45 });
      return undefined;
    });
    renderAt('/products?status=published', routes);
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('RM 89.00')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Active')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Suspended')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Unsuspend: Soap' })).toBeInTheDocument();
    expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 1 of 3');
    const list = calls.find((c) => c.url.pathname === '/api/product');
    expect(list?.url.searchParams.get('perPage')).toBe('20');
    expect(list?.url.searchParams.get('status')).toBe('published');
    expect(screen.getByLabelText('Search')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toBeInTheDocument();
  });

  it('suspends, and says "An error occurred." when that fails', async () => {
    let fail = false;
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/product') return ok({ items: [item()], page: 1, perPage: 20, total: 1 });
      if (url.pathname === '/api/product/suspend' && m === 'POST') return fail ? refused(500, 'Boom') : ok({ ...item(), status: 'suspended' });
      return ok([]);
    });
    renderAt('/products', routes);
    const user = userEvent.setup();
    const card = (await screen.findAllByTestId('product-card'))[0];
    await user.click(within(card).getByRole('button', { name: 'Suspend: Serum' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/product/suspend')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/product/suspend')?.body).toEqual({ id: 7, suspended: true });
    fail = true;
    await user.click(within(card).getByRole('button', { name: 'Suspend: Serum' }));
    expect(await screen.findByTestId('product-action-error')).toHaveTextContent('An error occurred.');
  });

  it('deletes after confirmation', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/product') return ok({ items: [item()], page: 1, perPage: 20, total: 1 });
      if (url.pathname === '/api/product/delete' && m === 'DELETE') return ok(null, 'Deleted');
      return ok([]);
    });
    renderAt('/products', routes);
    const user = userEvent.setup();
    const card = (await screen.findAllByTestId('product-card'))[0];
    await user.click(within(card).getByRole('button', { name: 'Delete: Serum' }));
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.searchParams.get('id') === '7')).toBe(true));
  });

  it('searches as you type, and a link to the plain list clears the search box', async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/product') return ok({ items: [item()], page: 1, perPage: 20, total: 1 });
      return ok([]);
    });
    renderAt('/products?page=2', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId('product-card');
    await user.type(screen.getByLabelText('Search'), 'ser');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products?search=ser'));
    expect(calls.some((c) => c.url.searchParams.get('search') === 'ser' && c.url.searchParams.get('page') === '1')).toBe(true);
    await user.click(within(screen.getByTestId('catalogue-nav')).getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
  });
});
