import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreQuoteInput } from '../api/types';
import { forgetCarts } from '../components/use-cart';
import { forgetVisits } from '../logic/visit';
import { ekoopStore, invalid, ok, quoteFor, renderStorefront, store, stubFetch, type Answer, type Call, type PricedVariant } from '../test-utils';

const SOLD: Record<number, PricedVariant> = { 21: { productId: 7, name: 'Rose serum', label: '30 ml', price: '19.90' } };
const CART = { version: 1, lines: [{ productId: 7, variantId: 21, name: 'Rose serum', variantLabel: '30 ml', price: '19.90', imageUrl: null, quantity: 2 }] };
const STATES = [
  { code: '14', name: 'W.P. Kuala Lumpur' },
  { code: '10', name: 'Selangor' },
];
const COURIERS = [
  { courierId: 3, name: 'J&T Express Standard', total: '8.00' },
  { courierId: 4, name: 'Pos Laju Next Day', total: '12.00' },
];
const PAYMENT_URL = 'https://billplz.test/bills/8X0';

/** The quote as the server works it out here: couriers once a state is given, RM 1.50 payment fee, the courier's rate as shipping. */
function quoteOf(body: unknown, patch = {}) {
  const input = body as StoreQuoteInput;
  const shipping = COURIERS.find((c) => c.courierId === input.courierId)?.total ?? '0.00';
  const base = quoteFor(body, SOLD);
  const grandTotal = (Number(base.subTotal) + Number(shipping) + 1.5).toFixed(2);
  return quoteFor(body, SOLD, { courierOptions: input.state ? COURIERS : [], shipping, serviceFee: '1.50', grandTotal, ...patch });
}

type Checkout = (body: Record<string, unknown>, n: number) => Answer;

/** The store (`slug`), its visit, the states, the quote, and the checkout answered by `checkout`. */
function stubCheckout(checkout: Checkout, options: { ekoop?: boolean; quote?: object } = {}): Call[] {
  const slug = options.ekoop ? 'sk-melati' : 'aina';
  let placed = 0;
  return stubFetch((m, url, body) => {
    if (url.pathname === `/api/storefront/${slug}`) return ok(options.ekoop ? ekoopStore() : store());
    if (url.pathname === `/api/storefront/${slug}/quote`) return ok(quoteOf(body, options.quote));
    if (url.pathname === `/api/storefront/${slug}/checkout`) return checkout(body as Record<string, unknown>, ++placed);
    if (url.pathname === '/api/attribute/state' && url.searchParams.get('country') === 'MY') return ok(STATES);
    if (m === 'POST') return ok({ visits: 1 });
    return undefined;
  });
}

const placedOrder = (grandTotal = '49.30') => ok({ number: 'S-1001', token: 'tok-1', paymentUrl: PAYMENT_URL, grandTotal });
const checkoutCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname.endsWith('/checkout'));

async function fillDetails(user: UserEvent) {
  await user.type(await screen.findByLabelText('Full name'), 'Siti Aminah');
  await user.type(screen.getByLabelText('Phone number'), '+60 12-345 6789');
  await user.type(screen.getByLabelText('E-mail'), 'siti@example.com');
}

async function fillAddress(user: UserEvent) {
  await user.type(screen.getByLabelText('Address'), '12 Jalan Mawar');
  await user.type(screen.getByLabelText('City'), 'Kuala Lumpur');
  await user.type(screen.getByLabelText('Postcode'), '50450');
  await screen.findByRole('option', { name: 'W.P. Kuala Lumpur' });
  await user.selectOptions(screen.getByLabelText('State'), '14');
}

describe('/s/:slug/checkout', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    forgetVisits();
    forgetCarts();
  });

  it('quotes the delivery to the chosen state and courier, places the order and sends the customer to pay', async () => {
    localStorage.setItem('rk.storefront.cart.aina', JSON.stringify(CART));
    const calls = stubCheckout(() => placedOrder());
    renderStorefront('/s/aina/checkout');
    const user = userEvent.setup();

    const summary = await screen.findByTestId('checkout-summary');
    expect(within(summary).getByTestId('checkout-line')).toHaveTextContent('Rose serum – 30 ml × 2RM 39.80');
    expect(await within(summary).findByTestId('checkout-totals-subTotal')).toHaveTextContent('RM 39.80');
    expect(within(summary).getByTestId('checkout-totals-serviceFee')).toHaveTextContent('RM 1.50');
    expect(screen.getByTestId('courier-need-state')).toHaveTextContent('Choose your state to see the delivery options.');
    expect(screen.getByTestId('pay')).toBeDisabled();
    expect(screen.getByTestId('pay')).toHaveAccessibleDescription('Choose where to deliver and a delivery option first.');

    await fillDetails(user);
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /J&T Express Standard/ }));
    expect(await screen.findByRole('button', { name: 'Pay RM 49.30' })).toBeEnabled();
    expect(within(summary).getByTestId('checkout-totals-shipping')).toHaveTextContent('RM 8.00');
    expect(within(summary).getByTestId('checkout-totals-grandTotal')).toHaveTextContent('RM 49.30');

    await user.click(screen.getByRole('button', { name: 'Pay RM 49.30' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(checkoutCalls(calls).map((c) => c.body)).toEqual([
      {
        lines: [{ variantId: 21, quantity: 2 }],
        name: 'Siti Aminah',
        phone: '+60123456789',
        email: 'siti@example.com',
        seenTotal: '49.30',
        address: {
          firstName: 'Siti Aminah',
          lastName: null,
          email: 'siti@example.com',
          address1: '12 Jalan Mawar',
          address2: null,
          postCode: '50450',
          city: 'Kuala Lumpur',
          state: '14',
          country: 'MY',
          phoneCode: '+60',
          phone: '123456789',
          regencyCode: null,
          districtCode: null,
          villageCode: null,
        },
        courierId: 3,
      },
    ]);
    // The quote asked for the state's couriers, then the chosen one's rate.
    expect(calls.filter((c) => c.url.pathname.endsWith('/quote')).map((c) => c.body)).toContainEqual({ lines: [{ variantId: 21, quantity: 2 }], state: '14', courierId: 3 });
    // The cart is emptied: the order holds it now.
    expect(localStorage.getItem('rk.storefront.cart.aina')).toBeNull();
    expect(screen.getByTestId('checkout-redirecting')).toHaveTextContent('Opening the payment page');
  });

  it('takes an Indonesian address from the region lists, province down to village', async () => {
    localStorage.setItem('rk.storefront.cart.aina', JSON.stringify(CART));
    const regions: Record<string, { code: string; name: string }[]> = {
      '/api/attribute/province': [{ code: '31', name: 'DKI Jakarta' }],
      '/api/attribute/city?provinceId=31': [{ code: '31.71', name: 'Kota Jakarta Pusat' }],
      '/api/attribute/districts?cityId=31.71': [{ code: '31.71.01', name: 'Gambir' }],
      '/api/attribute/village?districtId=31.71.01': [{ code: '31.71.01.1001', name: 'Kebon Kelapa' }],
    };
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/storefront/aina') return ok(store({ currency: 'IDR' }));
      if (url.pathname === '/api/storefront/aina/quote') return ok(quoteOf(body));
      if (url.pathname === '/api/storefront/aina/checkout') return placedOrder();
      const list = regions[decodeURIComponent(url.pathname + url.search)];
      if (list) return ok(list);
      if (m === 'POST') return ok({ visits: 1 });
      return undefined;
    });
    renderStorefront('/s/aina/checkout');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Full name'), 'Budi Santoso');
    await user.type(screen.getByLabelText('Phone number'), '0812 3456 7890');
    await user.type(screen.getByLabelText('E-mail'), 'budi@example.com');
    await user.type(screen.getByLabelText('Address'), 'Jl. Medan Merdeka 1');
    await user.type(screen.getByLabelText('Postcode'), '10110');
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Regency / city')).toBeDisabled();
    expect(screen.getByTestId('courier-need-state')).toHaveTextContent('Choose your province to see the delivery options.');
    await screen.findByRole('option', { name: 'DKI Jakarta' });
    await user.selectOptions(screen.getByLabelText('Province'), '31');
    await screen.findByRole('option', { name: 'Kota Jakarta Pusat' });
    await user.selectOptions(screen.getByLabelText('Regency / city'), '31.71');
    await screen.findByRole('option', { name: 'Gambir' });
    await user.selectOptions(screen.getByLabelText('District'), '31.71.01');
    await screen.findByRole('option', { name: 'Kebon Kelapa' });
    await user.selectOptions(screen.getByLabelText('Village'), '31.71.01.1001');
    await user.click(await screen.findByRole('radio', { name: /J&T Express Standard/ }));
    await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
    await user.click(screen.getByTestId('pay'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect((checkoutCalls(calls)[0].body as { address: unknown }).address).toEqual({
      firstName: 'Budi Santoso',
      lastName: null,
      email: 'budi@example.com',
      address1: 'Jl. Medan Merdeka 1',
      address2: null,
      postCode: '10110',
      city: 'Kota Jakarta Pusat',
      state: '31',
      country: 'ID',
      phoneCode: '+62',
      phone: '81234567890',
      regencyCode: '31.71',
      districtCode: '31.71.01',
      villageCode: '31.71.01.1001',
    });
  });

  it('says what is missing before sending, and shows the server’s refusal under its field', async () => {
    localStorage.setItem('rk.storefront.cart.aina', JSON.stringify(CART));
    const calls = stubCheckout(() => invalid({ firstName: 'Use the name on your IC.', postCode: 'This postcode is not in W.P. Kuala Lumpur.' }));
    renderStorefront('/s/aina/checkout');
    const user = userEvent.setup();

    await screen.findByLabelText('Full name');
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /Pos Laju Next Day/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay RM 53.30' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This field is required.');
    expect(checkoutCalls(calls)).toHaveLength(0);

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Pay RM 53.30' }));
    // The address's name is the customer's: its error shows under "Full name".
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Use the name on your IC.'));
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('This postcode is not in W.P. Kuala Lumpur.');
    expect(screen.getByTestId('checkout-error-fields')).toHaveTextContent('Please correct the marked fields.');
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('rk.storefront.cart.aina')).not.toBeNull();
  });

  it('shows the new total when it changed, and places the order once the customer confirms it', async () => {
    localStorage.setItem('rk.storefront.cart.aina', JSON.stringify(CART));
    const calls = stubCheckout((_body, n) =>
      n === 1 ? { status: 409, body: { meta: { code: 409, message: 'The total has changed.', error: 'total_changed' }, data: { grandTotal: '51.30' } } } : placedOrder('51.30'),
    );
    renderStorefront('/s/aina/checkout');
    const user = userEvent.setup();

    await fillDetails(user);
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /J&T Express Standard/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay RM 49.30' }));

    expect(await screen.findByTestId('total-changed')).toHaveTextContent('The total is now RM 51.30 (it was RM 49.30).');
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pay RM 51.30' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(checkoutCalls(calls).map((c) => (c.body as { seenTotal: string }).seenTotal)).toEqual(['49.30', '51.30']);
  });

  it('asks an e-koop store’s customer for the student and class, and shows the school instead of an address', async () => {
    localStorage.setItem('rk.storefront.cart.sk-melati', JSON.stringify(CART));
    const calls = stubCheckout(() => placedOrder('41.30'), { ekoop: true });
    renderStorefront('/s/sk-melati/checkout');
    const user = userEvent.setup();

    const school = await screen.findByTestId('checkout-school');
    expect(school).toHaveTextContent('Collected at the school');
    expect(school).toHaveTextContent('SK Taman Melati');
    expect(school).toHaveTextContent('Mon–Fri, 12:30–14:00');
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    expect(screen.queryByTestId('courier-options')).not.toBeInTheDocument();
    expect(await screen.findByTestId('checkout-totals-shipping')).toHaveTextContent('Collected at school');

    await fillDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Pay RM 41.30' }));
    expect(screen.getByLabelText("Student's name")).toHaveAccessibleDescription('This field is required.');
    await user.type(screen.getByLabelText("Student's name"), 'Nur Aisyah');
    await user.type(screen.getByLabelText('Class'), '4 Bestari');
    await user.click(screen.getByRole('button', { name: 'Pay RM 41.30' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(checkoutCalls(calls).map((c) => c.body)).toEqual([
      { lines: [{ variantId: 21, quantity: 2 }], name: 'Siti Aminah', phone: '+60123456789', email: 'siti@example.com', seenTotal: '41.30', studentName: 'Nur Aisyah', className: '4 Bestari' },
    ]);
    expect(calls.some((c) => c.url.pathname === '/api/attribute/state')).toBe(false);
  });

  it('says why paying is not possible when the store cannot take payment or a line cannot be bought', async () => {
    localStorage.setItem('rk.storefront.cart.sk-melati', JSON.stringify(CART));
    stubCheckout(() => placedOrder(), { ekoop: true, quote: { paymentAvailable: false } });
    renderStorefront('/s/sk-melati/checkout');
    expect(await screen.findByTestId('pay-reason')).toHaveTextContent('Online payment is not available in this store right now.');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    cleanup();

    stubCheckout(() => placedOrder(), { ekoop: true, quote: { ready: false, lines: [{ ...quoteFor({ lines: [{ variantId: 21, quantity: 2 }] }, SOLD).lines[0], problem: 'Only 1 left in stock.' }] } });
    renderStorefront('/s/sk-melati/checkout');
    expect(await screen.findByTestId('checkout-line-problem')).toHaveTextContent('Only 1 left in stock.');
    expect(screen.getByTestId('pay-reason')).toHaveTextContent('Some items in your cart cannot be bought as they are.');
    expect(within(screen.getByTestId('pay-reason')).getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/s/sk-melati/cart');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
