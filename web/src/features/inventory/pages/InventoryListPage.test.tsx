import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, stubFetch } from '@/test-utils';
import { InventoryListPage } from './InventoryListPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (variantId: number, quantity: number, percent: number, band: string) => ({
  productId: 7,
  productName: 'Serum',
  sku: 'SR-01',
  variantId,
  variantLabel: `V${variantId}`,
  branchId: 1,
  branchName: 'HQ',
  quantity,
  received: 50,
  percent,
  band,
  coverThumb: null,
  updatedAt: null,
});

describe('InventoryListPage', () => {
  it('shows each row with its band, and pages', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/inventory/select') return ok({ branches: [{ id: 1, name: 'HQ', isMain: true }], products: [] });
      if (url.pathname === '/api/setup/product/category') return { status: 403, body: { meta: { code: 403, message: 'Forbidden' }, data: null } };
      if (url.pathname === '/api/inventory') {
        const p = Number(url.searchParams.get('page'));
        return ok({ items: [row(1, 45, 90, 'high'), row(2, 30, 60, 'medium'), row(3, 10, 20, 'low'), row(4, 0, 0, 'out')], page: p, perPage: 20, total: 45 });
      }
    });
    renderAt('/inventory?band=low', [{ path: '/inventory', element: <InventoryListPage /> }]);
    const table = await screen.findByTestId('inventory-table');
    const bands = within(table).getAllByTestId('stock-bar').map((b) => b.getAttribute('data-band'));
    expect(bands).toEqual(['high', 'medium', 'low', 'out']);
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('1–20 of 45');
    expect(screen.queryByTestId('filter-category')).toBeNull(); // refused: the filter hides
    await user.click(screen.getByTestId('pager-next'));
    await screen.findByText('Page 2 of 3');
    const pages = calls.filter((c) => c.url.pathname === '/api/inventory').map((c) => c.url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
    expect(calls.find((c) => c.url.pathname === '/api/inventory')?.url.searchParams.get('band')).toBe('low');
  });
});
