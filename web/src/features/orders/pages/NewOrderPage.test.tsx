import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyContext, FALLBACK_COMPANY } from '@/lib/company';
import { AGENT_USER, invalid, ok, order, renderAt, stubFetch, type Call, type Handler } from '../test-utils';
import { NewOrderPage } from './NewOrderPage';

const routes = [
  { path: '/manage-orders/new', element: <NewOrderPage /> },
  { path: '/manage-orders/order-details', element: <p>details</p> },
];

const totals = (patch = {}) => ({ subTotal: '100.00', discount: '0.00', shipping: '0.00', serviceFee: '0.00', tax: '6.00', grandTotal: '106.00', points: '20.00', weight: '0.500', units: 2, voucher: null, ...patch });

function api(calls: { quote?: (body: Record<string, unknown>) => ReturnType<typeof ok>; extra?: Handler } = {}) {
  return stubFetch((m, url, body) => {
    const own = calls.extra?.(m, url, body);
    if (own) return own;
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

/** Indonesia's region lists: two provinces, Aceh's regencies, one district and village. */
const regions: Handler = (_m, url) => {
  const q = (k: string) => url.searchParams.get(k);
  if (url.pathname === '/api/attribute/province') return ok([{ code: '11', name: 'Aceh' }, { code: '12', name: 'Sumatera Utara' }]);
  if (url.pathname === '/api/attribute/city') return ok(q('provinceId') === '11' ? [{ code: '11.01', name: 'Kabupaten Aceh Selatan' }] : [{ code: '12.01', name: 'Kabupaten Nias' }]);
  if (url.pathname === '/api/attribute/districts') return ok(q('cityId') === '11.01' ? [{ code: '11.01.01', name: 'Bakongan' }] : []);
  if (url.pathname === '/api/attribute/village') return ok(q('districtId') === '11.01.01' ? [{ code: '11.01.01.2001', name: 'Keude Bakongan' }] : []);
  return undefined;
};

describe('/manage-orders/new', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("takes an Indonesian company's delivery address by province, regency, district and village", async () => {
    const calls = api({ extra: regions });
    const idr = [{ path: '/manage-orders/new', element: <CompanyContext.Provider value={{ ...FALLBACK_COMPANY, currency: 'IDR' }}><NewOrderPage /></CompanyContext.Provider> }, routes[1]];
    renderAt('/manage-orders/new', idr);
    const user = await chooseAgentAndSerum();
    expect(screen.queryByTestId('new-order-city')).not.toBeInTheDocument();
    expect(screen.getByTestId('new-order-regencyCode')).toBeDisabled();

    await user.click(screen.getByTestId('new-order-submit'));
    expect(await screen.findByText('Choose the province.')).toBeInTheDocument();

    const choose = async (testId: string, name: string) => {
      await waitFor(() => expect(screen.getByRole('option', { name })).toBeInTheDocument());
      await user.selectOptions(screen.getByTestId(testId), name);
    };
    await choose('new-order-state', 'Aceh');
    await choose('new-order-regencyCode', 'Kabupaten Aceh Selatan');
    await choose('new-order-districtCode', 'Bakongan');
    await choose('new-order-villageCode', 'Keude Bakongan');
    // Another province clears the regency, district and village.
    await choose('new-order-state', 'Sumatera Utara');
    expect(screen.getByTestId('new-order-regencyCode')).toHaveValue('');
    expect(screen.getByTestId('new-order-districtCode')).toBeDisabled();
    expect(screen.getByTestId('new-order-villageCode')).toHaveValue('');
    await choose('new-order-state', 'Aceh');
    await choose('new-order-regencyCode', 'Kabupaten Aceh Selatan');
    await choose('new-order-districtCode', 'Bakongan');
    await choose('new-order-villageCode', 'Keude Bakongan');

    await user.type(screen.getByTestId('new-order-first-name'), 'Budi');
    await user.type(screen.getByTestId('new-order-phone'), '81234567');
    await user.type(screen.getByTestId('new-order-address1'), 'Jl. Merdeka 1');
    await user.type(screen.getByTestId('new-order-postcode'), '23773');
    await user.click(await screen.findByTestId('new-order-courier-option'));
    await user.click(screen.getByTestId('new-order-submit'));
    await waitFor(() => expect(posts(calls, '/api/orders/create')).toHaveLength(1));
    expect(posts(calls, '/api/orders/create')[0].body).toMatchObject({
      address: { city: 'Kabupaten Aceh Selatan', state: '11', country: 'ID', regencyCode: '11.01', districtCode: '11.01.01', villageCode: '11.01.01.2001' },
    });
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
