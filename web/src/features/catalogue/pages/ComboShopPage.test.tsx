import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Combo } from '../api/types';
import { ok, refused, renderAt, stubFetch } from '../test-utils';
import { ComboShopPage } from './ComboShopPage';

const combo: Combo = {
  id: 1, name: 'Any 3', code: 'ANY3', requiredQuantity: 3, price: '120.00', startDate: '2026-11-01', stopDate: '2026-12-31',
  firstOrder: false, status: 'ongoing', coverImage: null, productIds: [7, 8],
  products: [
    { id: 7, name: 'Serum', coverThumb: null, variants: [{ id: 21, label: 'Red', stock: 40 }, { id: 22, label: 'Blue', stock: 0 }] },
    { id: 8, name: 'Soap', coverThumb: null, variants: [{ id: 31, label: '', stock: 1 }] },
  ],
};

describe('/combo (agent)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts units towards the combo, checks with the server and shows its answer', async () => {
    let answer = refused(422, 'Total quantity must be exactly 3 units', { picks: 'Total quantity must be exactly 3 units' }, 'validation');
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/product/combo/available') return ok([combo]);
      if (url.pathname === '/api/product/combo/check' && m === 'POST') return answer;
      return undefined;
    });
    renderAt('/combo', [{ path: '/combo', element: <ComboShopPage /> }]);
    const user = userEvent.setup();
    const card = await screen.findByTestId('combo-card');
    expect(within(card).getByText('RM 120.00')).toBeInTheDocument();
    expect(within(card).getByText('Pick any 3 units')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Choose products: Any 3' }));

    expect(screen.getByTestId('combo-counter')).toHaveTextContent('0 of 3 units');
    await user.click(screen.getByRole('button', { name: 'More: Serum – Red' }));
    expect(screen.getByTestId('combo-counter')).toHaveTextContent('1 of 3 units');
    // Out of stock and at-stock variants cannot go up.
    expect(screen.getByRole('button', { name: 'More: Serum – Blue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More: Soap' }));
    expect(screen.getByRole('button', { name: 'More: Soap' })).toBeDisabled();
    expect(screen.getByTestId('combo-counter')).toHaveTextContent('2 of 3 units');

    await user.click(screen.getByTestId('combo-check'));
    expect(await screen.findByTestId('combo-check-error')).toHaveTextContent('Total quantity must be exactly 3 units');
    expect(calls.find((c) => c.url.pathname === '/api/product/combo/check')?.body).toEqual({
      comboId: 1,
      picks: [{ productId: 7, variantId: 21, quantity: 1 }, { productId: 8, variantId: 31, quantity: 1 }],
    });

    await user.click(screen.getByRole('button', { name: 'More: Serum – Red' }));
    expect(screen.getByTestId('combo-counter')).toHaveTextContent('3 of 3 units');
    // The combo is full: nothing more can be added.
    expect(screen.getByRole('button', { name: 'More: Serum – Red' })).toBeDisabled();
    answer = ok({ comboId: 1, price: '120.00', quantity: 3, picks: [] });
    await user.click(screen.getByTestId('combo-check'));
    expect(await screen.findByTestId('combo-check-success')).toHaveTextContent('This combo is complete: 3 units for RM 120.00.');
  });
});
