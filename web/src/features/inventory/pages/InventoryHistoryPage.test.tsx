import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, stubFetch } from '@/test-utils';
import { InventoryHistoryPage } from './InventoryHistoryPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, type: 'in' | 'out') => ({
  id,
  productId: 7,
  productName: 'Serum',
  variantLabel: 'Red',
  branchName: 'HQ',
  type,
  quantity: 10,
  reason: 'Restock',
  returnReason: null,
  by: 'Aina',
  createdAt: '2026-01-05T02:00:00Z',
  orderId: null as number | null,
});

const page = [{ path: '/inventory/history', element: <InventoryHistoryPage /> }];

describe('InventoryHistoryPage', () => {
  it('loads more while there is more, with the filters from the address', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/inventory/select') return ok({ branches: [{ id: 1, name: 'HQ', isMain: true }], products: [] });
      if (url.pathname === '/api/inventory/update-history') {
        const p = Number(url.searchParams.get('page'));
        return ok({ items: [entry(p, 'in')], page: p, perPage: 20, hasMore: p < 2 });
      }
    });
    renderAt('/inventory/history?productId=7&type=in', page);
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
    expect(screen.getByTestId('product-filter-chosen')).toHaveTextContent('Serum');
    await user.click(screen.getByTestId('history-more'));
    expect(await screen.findAllByTestId('history-row')).toHaveLength(2);
    expect(screen.queryByTestId('history-more')).toBeNull();
    const first = calls.find((c) => c.url.pathname === '/api/inventory/update-history');
    expect(first?.url.searchParams.get('productId')).toBe('7');
    expect(first?.url.searchParams.get('type')).toBe('in');
  });

  it('explains the restore and shows the 409 refusal', async () => {
    const user = userEvent.setup();
    stubFetch((method, url) => {
      if (url.pathname === '/api/inventory/select') return ok({ branches: [], products: [] });
      if (url.pathname === '/api/inventory/update-history') return ok({ items: [entry(5, 'in')], page: 1, perPage: 20, hasMore: false });
      if (method === 'DELETE' && url.pathname === '/api/inventory/delete-history/5')
        return { status: 409, body: { meta: { code: 409, message: 'The units of this entry have already left the stock', error: 'stock_would_go_negative' }, data: null } };
    });
    renderAt('/inventory/history', page);
    await user.click(await screen.findByTestId('history-remove'));
    const dialog = screen.getByTestId('history-remove-dialog');
    expect(dialog).toHaveTextContent('The stock will be restored');
    expect(dialog).toHaveTextContent('10 × Serum · Red');
    await user.click(within(dialog).getByTestId('confirm-ok'));
    expect(await within(dialog).findByTestId('confirm-error')).toHaveTextContent('The units of this entry have already left the stock');
  });

  it("links an order's movement to the order instead of offering to remove it", async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/inventory/select') return ok({ branches: [], products: [] });
      if (url.pathname === '/api/inventory/update-history')
        return ok({ items: [{ ...entry(6, 'in'), reason: 'Back from order RK2611230001', by: null, orderId: 55 }, entry(5, 'in')], page: 1, perPage: 20, hasMore: false });
    });
    renderAt('/inventory/history', page);
    const [byOrder, own] = await screen.findAllByTestId('history-row');
    expect(within(byOrder).getByTestId('history-order')).toHaveAttribute('href', '/manage-orders/order-details?id=55');
    expect(within(byOrder).queryByTestId('history-remove')).toBeNull();
    expect(byOrder).toHaveTextContent('System');
    expect(within(own).getByTestId('history-remove')).toBeInTheDocument();
    expect(within(own).queryByTestId('history-order')).toBeNull();
  });

  it('does not ask the server with a backwards date range', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/inventory/select' ? ok({ branches: [], products: [] }) : undefined));
    renderAt('/inventory/history?from=2026-02-01&to=2026-01-01', page);
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/inventory/update-history')).toBe(false);
  });
});
