import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, stubFetch } from '@/test-utils';
import { CourierListPage } from './CourierListPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const courier = {
  id: 1,
  name: 'J&T',
  service: 'Standard',
  rateBasis: 'weight',
  handlingFee: '1.00',
  freeShippingThreshold: '150.00',
  active: true,
  regions: [{ id: 1, name: 'West Malaysia', country: 'MY', states: ['10'], rates: [{ upTo: '3.000', price: '9.00' }, { upTo: '1.000', price: '6.00' }] }],
};

describe('CourierListPage', () => {
  it('lists couriers, deletes after a confirm, and checks a rate', async () => {
    const user = userEvent.setup();
    let list = [courier];
    const calls = stubFetch((method, url) => {
      if (url.pathname === '/api/attribute/state') return ok([{ code: '10', name: 'Selangor' }]);
      if (url.pathname === '/api/courier' && method === 'GET') return ok(list);
      if (url.pathname === '/api/courier/delete') {
        list = [];
        return ok(null);
      }
      if (url.pathname === '/api/courier/rate')
        return ok({ options: [], contactHq: true, message: 'No shipping rate covers this order. Please contact HQ.' });
    });
    renderAt('/courier', [{ path: '/courier', element: <CourierListPage /> }]);
    const card = await screen.findByTestId('courier-row');
    expect(card).toHaveTextContent('RM 1.00');
    expect(card).toHaveTextContent('Orders from RM 150.00');
    expect(await within(card).findByText('Selangor')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toContain('≤ 1.000 kg: RM 6.00');

    await user.selectOptions(await screen.findByLabelText('State'), '10');
    await user.type(screen.getByLabelText('Weight (kg)'), '2.5');
    await user.click(screen.getByTestId('rate-check'));
    expect(await screen.findByTestId('rate-contact-hq')).toHaveTextContent('Please contact HQ.');
    const rate = calls.find((c) => c.url.pathname === '/api/courier/rate');
    expect(Object.fromEntries(rate?.url.searchParams ?? [])).toEqual({ country: 'MY', state: '10', weight: '2.5' });

    await user.click(within(card).getByTestId('courier-delete'));
    await user.click(within(screen.getByTestId('courier-delete-dialog')).getByTestId('confirm-ok'));
    expect(await screen.findByTestId('courier-empty')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url.searchParams.get('id')).toBe('1');
  });
});
