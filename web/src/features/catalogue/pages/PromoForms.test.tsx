import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../api/types';
import { ok, refused, renderAt, stubFetch } from '../test-utils';
import { ComboFormPage } from './ComboFormPage';
import { CombosPage } from './CombosPage';
import { PackageFormPage } from './PackageFormPage';
import { PackagesPage } from './PackagesPage';

const serum: Partial<Product> = {
  id: 7, name: 'Serum', options: [{ id: 3, name: 'Colour', values: [{ id: 11, value: 'Red', image: null }, { id: 12, value: 'Blue', image: null }] }],
  variants: [{ id: 21, optionValueIds: [11], label: 'Red', stock: 4 }, { id: 22, optionValueIds: [12], label: 'Blue', stock: 0 }],
};
const listItem = { id: 7, name: 'Serum', sku: 'SR-01', categoryId: null, categoryName: null, retailPrice: '89.00', status: 'published', publishDate: null, coverThumb: null, stock: 4, variantCount: 2 };

async function fillPromo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Starter');
  await user.type(screen.getByLabelText('Code'), 'START-1');
  await user.type(screen.getByLabelText('Price'), '500');
  await user.type(screen.getByLabelText('Start date'), '2026-11-01');
  await user.type(screen.getByLabelText('Stop date'), '2026-12-31');
}

describe('package and combo forms', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('creates a package from product, variant and quantity lines', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/product') return ok({ items: [listItem], page: 1, perPage: 20, total: 1 });
      if (url.pathname === '/api/product/detail') return ok(serum);
      if (url.pathname === '/api/product/package/store' && m === 'POST') return ok({ id: 1 }, 'Saved');
      if (url.pathname === '/api/product/package') return ok([]);
      return undefined;
    });
    renderAt('/products/package/new', [
      { path: '/products/package/new', element: <PackageFormPage mode="new" /> },
      { path: '/products/package', element: <PackagesPage /> },
    ]);
    const user = userEvent.setup();
    await fillPromo(user);
    await user.click(screen.getByTestId('package-save'));
    expect(await screen.findByText('Choose a product.')).toBeInTheDocument();

    await user.click(screen.getByTestId('package-item-choose'));
    const picker = await screen.findByTestId('product-picker');
    await user.click(await within(picker).findByRole('button', { name: 'Choose: Serum' }));
    await user.click(screen.getByTestId('package-save'));
    expect(await screen.findByText('Choose a variant.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Variant'), 'Red');
    const qty = screen.getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '2');
    await user.click(screen.getByTestId('package-save'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/package$/));
    expect(calls.find((c) => c.url.pathname === '/api/product/package/store')?.body).toEqual({
      name: 'Starter', code: 'START-1', price: '500', startDate: '2026-11-01', stopDate: '2026-12-31', firstOrder: false,
      items: [{ productId: 7, variantId: 21, quantity: 2 }],
    });
    expect(await screen.findByTestId('saved-notice')).toHaveTextContent('Saved.');
  });

  it('creates a combo with its products, then uploads the chosen cover', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/product') return ok({ items: [listItem, { ...listItem, id: 8, name: 'Soap' }], page: 1, perPage: 20, total: 2 });
      if (url.pathname === '/api/product/combo/store' && m === 'POST') return ok({ id: 5 }, 'Saved');
      if (url.pathname === '/api/product/combo/upload-image' && m === 'POST') return ok({ id: 5 }, 'Saved');
      if (url.pathname === '/api/product/combo') return ok([]);
      return undefined;
    });
    renderAt('/products/combo/new', [
      { path: '/products/combo/new', element: <ComboFormPage mode="new" /> },
      { path: '/products/combo', element: <CombosPage /> },
    ]);
    const user = userEvent.setup();
    await fillPromo(user);
    await user.type(screen.getByLabelText('Units to pick'), '3');
    await user.click(screen.getByTestId('combo-save'));
    expect(await screen.findByText('Add at least one product.')).toBeInTheDocument();

    await user.click(screen.getByTestId('combo-products-add'));
    const picker = await screen.findByTestId('product-picker');
    await user.click(await within(picker).findByLabelText('Serum'));
    await user.click(within(picker).getByLabelText('Soap'));
    await user.click(within(picker).getByLabelText('Serum'));
    await user.click(within(picker).getByTestId('product-picker-done'));
    expect(screen.getAllByTestId('combo-product').map((li) => li.textContent)).toEqual([expect.stringContaining('Soap')]);
    await user.upload(screen.getByTestId('combo-cover-input'), new File(['x'], 'c.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByTestId('combo-save'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/combo$/));
    expect(calls.find((c) => c.url.pathname === '/api/product/combo/store')?.body).toMatchObject({ requiredQuantity: 3, productIds: [8] });
    const upload = calls.find((c) => c.url.pathname === '/api/product/combo/upload-image')?.body as FormData;
    expect(upload.get('comboId')).toBe('5');
  });

  it('lists combos by status tab and shows the generic error when suspending fails', async () => {
    const base = { code: 'C', price: '10.00', startDate: '2026-11-01', stopDate: '2026-12-31', firstOrder: false, requiredQuantity: 2, coverImage: null, productIds: [7], products: [] };
    stubFetch((m, url) => {
      if (url.pathname === '/api/product/combo' && m === 'GET') return ok([{ ...base, id: 1, name: 'Now', status: 'ongoing' }, { ...base, id: 2, name: 'Later', status: 'upcoming' }]);
      if (url.pathname === '/api/product/combo/suspend') return refused(500, 'Boom');
      return undefined;
    });
    renderAt('/products/combo?status=upcoming', [{ path: '/products/combo', element: <CombosPage /> }]);
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('combo-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByText('Later')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(cards[0]).getByRole('button', { name: 'Suspend: Later' }));
    expect(await screen.findByTestId('combo-action-error')).toHaveTextContent("We're sorry, but an error has occurred.");
  });
});
