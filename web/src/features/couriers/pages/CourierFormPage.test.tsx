import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalid, ok, renderAt, stubFetch } from '@/test-utils';
import { CourierFormPage } from './CourierFormPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATES = [
  { code: '01', name: 'Johor' },
  { code: '10', name: 'Selangor' },
];

const routes = [
  { path: '/courier/new', element: <CourierFormPage mode="new" /> },
  { path: '/courier/edit', element: <CourierFormPage mode="edit" /> },
  { path: '/courier', element: <p>courier list</p> },
];

describe('CourierFormPage', () => {
  it('creates a courier with its rates sorted', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((method, url) => {
      if (url.pathname === '/api/attribute/state') return ok(STATES);
      if (method === 'POST' && url.pathname === '/api/courier/store') return ok({ id: 9 });
      if (url.pathname === '/api/courier') return ok([]);
    });
    renderAt('/courier/new', routes);
    await user.type(screen.getByLabelText('Courier name'), 'J&T');
    await user.type(screen.getByLabelText('Service'), 'Standard');
    await user.type(screen.getByLabelText('Handling fee'), '1.00');
    const region = screen.getByTestId('region');
    await user.type(within(region).getByLabelText('Region name'), 'West');
    await user.click(await within(region).findByLabelText('Selangor'));
    await user.type(within(region).getByLabelText('Row 1: up to (kg)'), '3');
    await user.type(within(region).getByLabelText('Row 1: price'), '9.00');
    await user.click(within(region).getByTestId('rate-add'));
    await user.type(within(region).getByLabelText('Row 2: up to (kg)'), '1');
    await user.type(within(region).getByLabelText('Row 2: price'), '6.00');
    await user.click(screen.getByTestId('courier-save'));

    await screen.findByText('courier list');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'J&T',
      service: 'Standard',
      rateBasis: 'weight',
      handlingFee: '1.00',
      freeShippingThreshold: null,
      active: true,
      regions: [{ name: 'West', country: 'MY', states: ['10'], rates: [{ upTo: '1', price: '6.00' }, { upTo: '3', price: '9.00' }] }],
    });
  });

  it('checks the form before sending, and places the server errors', async () => {
    const user = userEvent.setup();
    const detail = {
      id: 4,
      name: 'J&T',
      service: 'Express',
      rateBasis: 'units',
      handlingFee: '0.00',
      freeShippingThreshold: '150.00',
      active: false,
      regions: [{ id: 2, name: 'West', country: 'MY', states: ['01'], rates: [{ upTo: '5', price: '8.00' }] }],
    };
    const calls = stubFetch((method, url) => {
      if (url.pathname === '/api/attribute/state') return ok(STATES);
      if (url.pathname === '/api/courier/detail') return ok(detail);
      if (method === 'POST') return invalid({ service: 'This name and service already exist', 'regions.0.rates.0.upTo': 'Too large' });
    });
    renderAt('/courier/edit?id=4', routes);
    expect(await screen.findByLabelText('Courier name')).toHaveValue('J&T');
    expect(screen.getByLabelText('Number of units')).toBeChecked();
    const region = screen.getByTestId('region');
    await waitFor(() => expect(within(region).getByLabelText('Johor')).toBeChecked());

    await user.click(within(region).getByTestId('rate-add'));
    await user.type(within(region).getByLabelText('Row 2: up to (units)'), '2.5');
    await user.click(screen.getByTestId('courier-save'));
    expect(await within(region).findByText('Enter a whole number of units')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(region).getByRole('button', { name: 'Remove rate row 2' }));
    await user.click(screen.getByTestId('courier-save'));
    expect(await screen.findByText('This name and service already exist')).toBeInTheDocument();
    expect(within(region).getByText('Too large')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ id: 4, regions: [{ id: 2 }] });
  });

  it('says so when no courier is given to edit', () => {
    stubFetch(() => undefined);
    renderAt('/courier/edit', routes);
    expect(screen.getByTestId('courier-missing')).toBeInTheDocument();
  });
});
