import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../api/types';
import { ok, refused, renderAt, stubFetch } from '../test-utils';
import { ProductFormPage } from './ProductFormPage';

const tiers = [
  { level_id: 2, levelName: 'Gold', rankNumber: 2 },
  { level_id: 1, levelName: 'Platinum', rankNumber: 1 },
];

const saved: Product = {
  id: 99, name: 'Serum', sku: 'SR-01', categoryId: null, categoryName: null, description: null,
  weight: null, length: null, width: null, height: null, retailPrice: '89.00', storePrice: null, point: null,
  tierPrices: [{ tierId: 1, tierName: 'Platinum', price: '50.00' }, { tierId: 2, tierName: 'Gold', price: null }],
  salesProfit: null, commission: null, affiliateCommission: null, introducerBonus: null, rankDiscount: null,
  quantityRanges: [], options: [{ id: 3, name: 'Colour', values: [{ id: 11, value: 'Red', image: null }] }],
  variants: [{ id: 21, optionValueIds: [11], label: 'Red', stock: 40 }],
  status: 'published', publishDate: null, firstOrderOnly: false, preorder: false, preorderLimit: null, ratingEnabled: false,
  coverImage: null, coverThumb: null,
  images: [1, 2, 3].map((id) => ({ id, image: `/m/${id}.jpg`, thumb: `/m/${id}t.jpg` })),
};

const routes = [
  { path: '/products/new', element: <ProductFormPage /> },
  { path: '/products/edit/:id', element: <ProductFormPage /> },
];

describe('product form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('creates a product: one blank price per tier by rank, then the page becomes its edit page with images', async () => {
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/setup/tier') return ok(tiers);
      if (url.pathname === '/api/setup/product/category') return ok([]);
      if (url.pathname === '/api/product/store' && m === 'POST') return ok({ ...saved, ...(body as object), id: 99, options: saved.options, variants: saved.variants, tierPrices: saved.tierPrices, images: saved.images }, 'Saved');
      if (url.pathname === '/api/product/detail') return ok(saved);
      return undefined;
    });
    renderAt('/products/new', routes);
    const user = userEvent.setup();
    const priceInputs = await screen.findAllByTestId(/^tier-price-/);
    expect(priceInputs.map((i) => i.getAttribute('data-testid'))).toEqual(['tier-price-1', 'tier-price-2']);
    expect(screen.getByTestId('images-after-save')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Product name'), 'Serum');
    await user.type(screen.getByLabelText('SKU'), 'SR-01');
    await user.type(screen.getByLabelText('Retail price'), '89.00');
    await user.type(screen.getByLabelText('Platinum price'), '50.00');
    await user.click(screen.getByTestId('option-add'));
    await user.type(screen.getByLabelText('Option name'), 'Colour');
    await user.type(screen.getByLabelText('Value 1 of option 1'), 'Red');
    await user.click(screen.getByTestId('product-save'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products/edit/99'));
    const store = calls.find((c) => c.url.pathname === '/api/product/store');
    expect(store?.body).toMatchObject({
      name: 'Serum', sku: 'SR-01', retailPrice: '89.00', storePrice: null,
      tierPrices: [{ tierId: 1, price: '50.00' }, { tierId: 2, price: null }],
      options: [{ name: 'Colour', values: [{ value: 'Red' }] }],
      status: 'published', publishDate: null,
    });
    expect(await screen.findByTestId('product-form-success')).toHaveTextContent('Product saved. You can now add its images.');
    // Three extra images: no add button, a note instead.
    expect(screen.queryByTestId('image-extra-input')).not.toBeInTheDocument();
    expect(screen.getByTestId('extra-images-full')).toBeInTheDocument();
    expect(screen.getByText('40 in stock')).toBeInTheDocument();
  });

  it('checks quantity ranges with the spec message and shows server field errors under their fields', async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/setup/tier') return ok(tiers);
      if (url.pathname === '/api/setup/product/category') return ok([]);
      if (url.pathname === '/api/product/store' && m === 'POST') return refused(422, 'Invalid input', { sku: 'This SKU is already used', quantityRanges: 'server says no' }, 'validation');
      return undefined;
    });
    renderAt('/products/new', routes);
    const user = userEvent.setup();
    await screen.findAllByTestId(/^tier-price-/);
    await user.type(screen.getByLabelText('Product name'), 'Serum');
    await user.type(screen.getByLabelText('SKU'), 'SR-01');
    await user.type(screen.getByLabelText('Retail price'), '89');

    await user.click(screen.getByTestId('range-add'));
    let rows = screen.getAllByTestId('range-row');
    expect(within(rows[0]).getByLabelText('From (units)')).toHaveValue('1');
    await user.type(within(rows[0]).getByLabelText('To (units)'), '10');
    await user.type(within(rows[0]).getByLabelText('Unit price'), '85');
    await user.click(screen.getByTestId('range-add'));
    rows = screen.getAllByTestId('range-row');
    expect(within(rows[1]).getByLabelText('From (units)')).toHaveValue('11');
    const min2 = within(rows[1]).getByLabelText('From (units)');
    await user.clear(min2);
    await user.type(min2, '10');
    await user.type(within(rows[1]).getByLabelText('To (units)'), '20');
    await user.type(within(rows[1]).getByLabelText('Unit price'), '80');
    await user.click(screen.getByTestId('range-add'));
    expect(screen.getAllByTestId('range-row')).toHaveLength(2);
    expect(screen.getAllByText('cannot add duplicate range or minRange equal to previous maxRange').length).toBeGreaterThan(0);

    await user.click(screen.getByTestId('product-save'));
    expect(await screen.findByTestId('product-form-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(within(screen.getAllByTestId('range-row')[1]).getByText('cannot add duplicate range or minRange equal to previous maxRange')).toBeInTheDocument();

    await user.clear(min2);
    await user.type(min2, '11');
    await user.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('This SKU is already used')).toBeInTheDocument();
    expect(screen.getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('ranges-error')).toHaveTextContent('server says no');
  });

  it('shows the server refusal of a 4th extra image', async () => {
    const two = { ...saved, images: saved.images.slice(0, 2) };
    stubFetch((m, url) => {
      if (url.pathname === '/api/setup/tier') return ok(tiers);
      if (url.pathname === '/api/setup/product/category') return ok([]);
      if (url.pathname === '/api/product/detail') return ok(two);
      if (url.pathname === '/api/product/upload-image' && m === 'POST') return refused(422, 'Invalid input', { image: 'At most 3 extra images' }, 'validation');
      return undefined;
    });
    renderAt('/products/edit/99', routes);
    const user = userEvent.setup();
    const input = await screen.findByTestId('image-extra-input');
    await user.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('At most 3 extra images')).toBeInTheDocument();
  });
});
