import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, renderAt, stubFetch } from '../test-utils';
import { CategoryProductsPage } from '@/features/catalogue/pages/CategoryProductsPage';

describe('/category-products', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows product counts and, when delete is refused, moves the products and asks again', async () => {
    let list = [
      { id: 2, name: 'Skin', products: 3 },
      { id: 5, name: 'Hair', products: 0 },
    ];
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/setup/product/category' && m === 'GET') return ok(list);
      if (url.pathname === '/api/setup/product/category/delete') {
        return list.find((c) => c.id === 2)!.products > 0
          ? refused(409, "Move this category's products to another category first", undefined, 'category_has_products')
          : ok(list.filter((c) => c.id !== 2));
      }
      if (url.pathname === '/api/setup/product/category/move' && m === 'POST') {
        list = [{ id: 2, name: 'Skin', products: 0 }, { id: 5, name: 'Hair', products: 3 }];
        return ok(list, 'Products moved');
      }
      return undefined;
    });
    renderAt('/category-products', [{ path: '/category-products', element: <CategoryProductsPage /> }]);
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('category-row');
    expect(within(rows[0]).getByTestId('category-count')).toHaveTextContent('3 products');
    await user.click(within(rows[0]).getByTestId('category-delete'));
    await user.click(screen.getByTestId('confirm-ok'));

    const dialog = await screen.findByTestId('category-move-dialog');
    expect(within(dialog).getByTestId('category-move-reason')).toHaveTextContent("Move this category's products to another category first");
    await user.selectOptions(within(dialog).getByLabelText('Move to'), 'Hair');
    await user.click(within(dialog).getByTestId('category-move-confirm'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname.endsWith('/move'))?.body).toEqual({ fromId: 2, toId: 5 }));

    expect(await screen.findByTestId('category-moved')).toHaveTextContent('Products moved.');
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getAllByTestId('category-row')).toHaveLength(1));
  });
});
