import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, invalid, ok, order, renderAt, stubFetch, type Call } from '../test-utils';
import { NewOrderPage } from './NewOrderPage';

const routes = [
  { path: '/manage-orders/new', element: <NewOrderPage /> },
  { path: '/manage-orders/order-details', element: <p>details</p> },
];

const totals = (patch = {}) => ({ subTotal: '100.00', discount: '0.00', shipping: '0.00', serviceFee: '0.00', tax: '6.00', grandTotal: '106.00', points: '20.00', weight: '0.500', units: 2, voucher: null, ...patch });

function api(calls: { quote?: (body: Record<string, unknown>) => ReturnType<typeof ok> } = {}) {
  return stubFetch((m, url, body) => {
    if (url.pathname === '/api/orders/agents') return ok([{ id: 9, name: 'Aina Ali', username: 'aina', tierName: 'Gold' }]);
    if (url.pathname === '/api/product') return ok({ items: [{ id: 7, name: 'Serum', sku: 'SR-01', coverThumb: null, stock: 120, variantCount: 2, status: 'published' }], page: 1, perPage: 10, total: 1 });
    if (url.pathname === '/api/product/detail')
      return ok({ id: 7, name: 'Serum', sku: 'SR-01', weight: '0.250', tierPrices: [], variants: [{ id: 21, optionValueIds: [11], label: 'Red', stock: 40 }, { id: 22, optionValueIds: [12], label: 'Blue', stock: 80 }] });
    if (url.pathname === '/api/product/package') return ok([{ id: 2, name: 'Starter', code: 'START', price: '199.00', status: 'ongoing', items: [] }]);
    if (url.pathname === '/api/attribute/state') return ok([{ code: '14', name: 'W.P. Kuala Lumpur' }]);
    if (url.pathname === '/api/attribute/phone-code') return ok([{ iso2: 'MY', name: 'Malaysia', code: '+60' }]);
    if (url.pathname === '/api/courier/rate') return ok({ options: [{ courierId: 1, name: 'J&T', service: 'Standard', shipping: '8.00', handlingFee: '1.00', total: '9.00', freeShipping: false }], contactHq: false, message: null });
    if (m === 'POST' && url.pathname === '/api/orders/quote') return calls.quote ? calls.quote(body as Record<string, unknown>) : ok(totals());
    if (m === 'POST' && url.pathname === '/api/orders/create') return ok(order({ id: 77, number: 'RK2611240001' }));
    return undefined;
  });
}

async function chooseAgentAndSerum() {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('new-order-agent-search'), 'ain');
  await user.click(await screen.findByTestId('new-order-agent-option'));
  expect(screen.getByTestId('new-order-agent-chosen')).toHaveTextContent('Aina Ali');
  await user.type(screen.getByTestId('new-order-product-search'), 'ser');
  await user.click(await screen.findByTestId('new-order-product-option'));
  await user.selectOptions(await screen.findByTestId('new-order-variant'), '21');
  await user.clear(screen.getByTestId('new-order-quantity'));
  await user.type(screen.getByTestId('new-order-quantity'), '2');
  await user.click(screen.getByTestId('new-order-add-item'));
  expect(screen.getAllByTestId('new-order-item')).toHaveLength(1);
  return user;
}

const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.url.pathname === path);

describe('/manage-orders/new', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('places a paid self-pickup order with live totals and opens it', async () => {
    const calls = api();
    renderAt('/manage-orders/new', routes);
    const user = await chooseAgentAndSerum();
    await user.click(screen.getByTestId('new-order-shipment-pickup'));
    await user.click(screen.getByTestId('new-order-mark-paid'));
    await waitFor(() => expect(screen.getByTestId('total-grand')).toHaveTextContent('RM 106.00'));
    expect(posts(calls, '/api/orders/quote').at(-1)?.body).toMatchObject({ agentId: 9, items: [{ variantId: 21, quantity: 2 }], shipmentType: 'pickup' });

    await user.click(screen.getByTestId('new-order-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders/order-details?id=77'));
    expect(posts(calls, '/api/orders/create')[0].body).toEqual({
      agentId: 9,
      items: [{ variantId: 21, quantity: 2 }],
      shipmentType: 'pickup',
      address: null,
      shipmentId: null,
      voucherCode: null,
      orderNotes: null,
      markPaid: true,
    });
  });

  it('needs the agent and an item, and the address and courier for a courier order', async () => {
    const calls = api();
    renderAt('/manage-orders/new', routes);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('new-order-submit'));
    expect(await screen.findByText('Choose the agent.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one item.')).toBeInTheDocument();
    expect(screen.getByText('Choose a courier.')).toBeInTheDocument();
    expect(screen.getAllByText('Required.').length).toBeGreaterThanOrEqual(5);
    expect(posts(calls, '/api/orders/create')).toHaveLength(0);
  });

  it('looks up the couriers for the goods and the state, and shows a refused voucher', async () => {
    const calls = api({ quote: (body) => (body.voucherCode === 'BAD' ? invalid({ voucherCode: 'Voucher not found' }) : ok(totals({ shipping: body.shipmentId ? '9.00' : '0.00' }))) });
    renderAt('/manage-orders/new', routes);
    const user = await chooseAgentAndSerum();
    await user.selectOptions(await screen.findByTestId('new-order-state'), '14');
    await user.click(await screen.findByTestId('new-order-courier-option'));
    const rate = calls.find((c) => c.url.pathname === '/api/courier/rate');
    expect(Object.fromEntries(rate!.url.searchParams)).toEqual({ country: 'MY', state: '14', weight: '0.500', units: '2', subtotal: '100.00' });
    await waitFor(() => expect(screen.getByTestId('total-shipping')).toHaveTextContent('RM 9.00'));
    await user.type(screen.getByTestId('new-order-voucher'), 'bad');
    expect(await screen.findByText('Voucher not found')).toBeInTheDocument();
  });

  it('estimates the weight for the courier rates when the company has no self pickup to price the goods with', async () => {
    const calls = api({ quote: (body) => (body.shipmentType === 'pickup' ? invalid({ shipmentType: 'Self pickup is not available.' }) : ok(totals({ shipping: '9.00' }))) });
    renderAt('/manage-orders/new', routes);
    const user = await chooseAgentAndSerum();
    await waitFor(() => expect(posts(calls, '/api/orders/quote').length).toBeGreaterThan(0));
    await user.selectOptions(await screen.findByTestId('new-order-state'), '14');
    await user.click(await screen.findByTestId('new-order-courier-option'));
    const rate = calls.find((c) => c.url.pathname === '/api/courier/rate');
    expect(Object.fromEntries(rate!.url.searchParams)).toEqual({ country: 'MY', state: '14', weight: '0.500', units: '2' });
    await waitFor(() => expect(screen.getByTestId('total-grand')).toHaveTextContent('RM 106.00'));
  });

  it('is not for agents', () => {
    api();
    renderAt('/manage-orders/new', routes, { user: AGENT_USER });
    expect(screen.getByTestId('no-access')).toBeInTheDocument();
  });
});
