import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalid, ok, renderAt, stubFetch } from '@/test-utils';
import { InventoryUpdatePage } from './InventoryUpdatePage';

const select = {
  branches: [
    { id: 1, name: 'HQ', isMain: true },
    { id: 2, name: 'Penang', isMain: false },
  ],
  products: [{ productId: 7, name: 'Serum', sku: 'SR-01', coverThumb: null, variants: [{ variantId: 21, label: 'Red', quantity: 5 }, { variantId: 22, label: 'Blue', quantity: 0 }] }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = [{ path: '/inventory/update', element: <InventoryUpdatePage /> }];

describe('InventoryUpdatePage', () => {
  it('asks for the type, then sends all rows at once', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((method, url) => {
      if (url.pathname === '/api/inventory/select') return ok(select);
      if (method === 'POST' && url.pathname === '/api/inventory/store')
        return ok([{ productId: 7, productName: 'Serum', sku: 'SR-01', variantId: 21, variantLabel: 'Red', branchId: 1, branchName: 'HQ', quantity: 3, received: 10, percent: 30, band: 'low', coverThumb: null, updatedAt: null }], 'Stock updated');
    });
    renderAt('/inventory/update', page);

    await user.click(await screen.findByRole('button', { name: 'Add Serum · Red' }));
    expect(screen.getByRole('button', { name: 'Serum · Red is already on the list' })).toBeDisabled();
    const row = screen.getByTestId('stock-row');
    await user.click(screen.getByTestId('stock-submit'));
    expect(await within(row).findByText('Please select Stock In or Stock Out')).toBeInTheDocument();
    expect(within(row).getByText('Amount must be greater than zero')).toBeInTheDocument();
    expect(within(row).getByText('Reason is required')).toBeInTheDocument();

    await user.click(within(row).getByLabelText('Stock Out'));
    await user.type(within(row).getByLabelText('Amount'), '2');
    await user.type(within(row).getByLabelText('Reason'), 'Damaged');
    await user.type(within(row).getByLabelText('Return reason (optional)'), 'Broken seal');
    await user.click(screen.getByTestId('stock-submit'));

    expect(await screen.findByTestId('stock-result')).toHaveTextContent('Stock updated');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ branchId: 1, items: [{ productId: 7, variantId: 21, type: 'out', quantity: 2, reason: 'Damaged', returnReason: 'Broken seal' }] });
  });

  it('shows the server errors of each row', async () => {
    const user = userEvent.setup();
    stubFetch((method, url) => {
      if (url.pathname === '/api/inventory/select') return ok(select);
      if (method === 'POST') return invalid({ 'items.1.quantity': 'Only 0 in stock', 'items.1.variantId': 'Choose a variant' });
    });
    renderAt('/inventory/update', page);
    await user.click(await screen.findByRole('button', { name: 'Add Serum · Red' }));
    await user.click(screen.getByRole('button', { name: 'Add Serum · Blue' }));
    const rows = screen.getAllByTestId('stock-row');
    for (const row of rows) {
      await user.click(within(row).getByLabelText('Stock In'));
      await user.type(within(row).getByLabelText('Amount'), '1');
      await user.type(within(row).getByLabelText('Reason'), 'Restock');
    }
    await user.click(screen.getByTestId('stock-submit'));
    expect(await within(rows[1]).findByText('Only 0 in stock')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Choose a variant')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('stock-error')).toHaveTextContent('Some rows need attention');
  });

  it('starts with the row it was opened for', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/inventory/select' ? ok(select) : undefined));
    const prefill = { productId: 7, productName: 'Serum', sku: 'SR-01', variantId: 21, variantLabel: 'Red', branchId: 2, branchName: 'Penang', quantity: 4, received: 10, percent: 40, band: 'low', coverThumb: null, updatedAt: null };
    renderAt('/inventory/update?branchId=2', page, { state: { prefill } });
    expect(await screen.findByTestId('stock-row')).toHaveTextContent('4 in stock');
    await waitFor(() => expect(screen.getByLabelText('Branch')).toHaveValue('2'));
  });
});
