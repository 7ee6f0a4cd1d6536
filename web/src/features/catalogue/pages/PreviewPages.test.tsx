import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreviewProduct } from '../api/types';
import { ok, renderAt, stubFetch } from '../test-utils';
import { PreviewProductPage } from './PreviewProductPage';
import { PreviewStorePage } from './PreviewStorePage';

const tiers = [
  { level_id: 2, levelName: 'Gold', rankNumber: 2 },
  { level_id: 1, levelName: 'Platinum', rankNumber: 1 },
];

const product: PreviewProduct = {
  id: 7, name: 'Serum', description: 'Nice.', categoryName: 'Skin', coverImage: '/c.jpg', images: ['/1.jpg'],
  price: '50.00', retailPrice: '89.00', point: '10.00', weight: '0.250',
  quantityRanges: [{ minRange: 1, maxRange: 9, price: '50.00' }, { minRange: 10, maxRange: 49, price: '45.00' }],
  options: [{ id: 3, name: 'Colour', values: [{ id: 11, value: 'Red', image: null }, { id: 12, value: 'Blue', image: null }] }],
  variants: [{ id: 21, optionValueIds: [11], label: 'Red', stock: 40 }, { id: 22, optionValueIds: [12], label: 'Blue', stock: 0 }],
  firstOrderOnly: false, preorder: true, preorderLimit: 50, showStock: true, tierName: 'Platinum', available: true,
};

describe('previews', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the shop of the highest tier first, at its prices', async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/setup/tier') return ok(tiers);
      if (url.pathname === '/api/setup/product/category') return ok([]);
      if (url.pathname === '/api/product/preview-store') {
        return ok({ items: [{ id: 7, name: 'Serum', categoryName: 'Skin', coverThumb: null, price: '50.00', retailPrice: '89.00', point: '10.00', stock: 120, firstOrderOnly: true, preorder: false }], page: 1, perPage: 20, total: 1, tierName: 'Platinum', showStock: true });
      }
      return undefined;
    });
    renderAt('/products/preview-store', [{ path: '/products/preview-store', element: <PreviewStorePage /> }]);
    const card = await screen.findByTestId('store-card');
    expect(within(card).getByTestId('store-card-price')).toHaveTextContent('RM 50.00');
    expect(within(card).getByText('120 in stock')).toBeInTheDocument();
    expect(within(card).getByText('First order only')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/products/preview-product/7?tierId=1');
    expect(screen.getByTestId('preview-tier-name')).toHaveTextContent('Shop as seen by Platinum');
    expect(calls.find((c) => c.url.pathname === '/api/product/preview-store')?.url.searchParams.get('tierId')).toBe('1');
    expect(screen.getByLabelText('Agent tier')).toHaveValue('1');
  });

  it('shows the product page with ranges, the variant chooser and stock', async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/setup/tier') return ok(tiers);
      if (url.pathname === '/api/product/preview') return ok(product);
      return undefined;
    });
    renderAt('/products/preview-product/7?tierId=1', [{ path: '/products/preview-product/:productId', element: <PreviewProductPage /> }]);
    const user = userEvent.setup();
    expect(await screen.findByTestId('preview-price')).toHaveTextContent('RM 50.00');
    expect(screen.getByText('Preorder, up to 50 units')).toBeInTheDocument();
    expect(screen.getByTestId('preview-ranges')).toHaveTextContent('10–49 units');
    expect(screen.getByText('Choose an option of each kind.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Colour: Red' }));
    expect(screen.getByText('Chosen: Red')).toBeInTheDocument();
    expect(screen.getByTestId('preview-stock')).toHaveTextContent('40 in stock');
    const qty = screen.getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '10');
    expect(screen.getByTestId('preview-total')).toHaveTextContent('RM 450.00');
  });
});
