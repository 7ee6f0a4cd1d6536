import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutBody } from '../api/types';
import { address, cart, invalid, ok, paymentMethods, refused, renderAt, shipMethods, stubFetch, totals, type Answer, type Handler } from '../test-utils';
import { CheckoutPage } from './CheckoutPage';

function Pending() {
  return <p data-testid="pending-page">pending</p>;
}
const routes = [
  { path: '/my-shop/checkout', element: <CheckoutPage /> },
  { path: '/my-shop/checkout/pending-payment', element: <Pending /> },
];

/** The server: one saved address, J&T or pickup, manual or Billplz; SAVE10 takes RM 10 off, other codes are refused. */
function server(extra: Handler = () => undefined): Handler {
  return (m, url, body) => {
    const own = extra(m, url, body);
    if (own) return own;
    if (url.pathname === '/api/sales/my-shop/get-cart') return ok(cart());
    if (url.pathname === '/api/sales/customer') return ok([address()]);
    if (url.pathname === '/api/sales/ship-method') return ok(shipMethods());
    if (url.pathname === '/api/sales/payment-method') return ok(paymentMethods);
    if (url.pathname === '/api/sales/my-shop/quote' && m === 'POST') {
      const b = body as CheckoutBody;
      if (b.voucherCode && b.voucherCode !== 'SAVE10') return invalid({ voucherCode: 'This voucher has expired.' });
      const shipping = b.shipmentType === 'pickup' ? '0.00' : '9.00';
      const fee = b.paymentType === 'billplz' ? '1.50' : '0.00';
      return b.voucherCode
        ? ok(totals({ discount: '10.00', shipping, serviceFee: fee, tax: '5.40', grandTotal: b.shipmentType === 'pickup' ? '95.40' : '104.40', voucher: { code: 'SAVE10', name: 'Save 10', freeShipping: false } }))
        : ok(totals({ shipping, serviceFee: fee, grandTotal: b.shipmentType === 'pickup' ? '106.00' : '115.00' }));
    }
    return undefined;
  };
}

async function chooseCourierAndManual(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('ship-option-1'));
  await user.click(await screen.findByTestId('payment-option-manual'));
}

describe('/my-shop/checkout', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('quotes the choices, refuses a bad voucher under its field, applies a good one and places the order at the quoted total', async () => {
    const calls = stubFetch(
      server((m, url) => {
        if (url.pathname === '/api/sales/my-shop/checkout' && m === 'POST') return ok({ order: { id: 55, number: 'RK2611230001', status: 'unpaid', paymentMethod: 'manual', paymentStatus: 'unpaid', grandTotal: '104.40' }, paymentUrl: null });
        return undefined;
      }),
    );
    renderAt('/my-shop/checkout', routes);
    const user = userEvent.setup();

    // The primary address is chosen; its couriers are asked for.
    const option = await screen.findByTestId('address-option');
    expect(option).toHaveAttribute('data-selected', 'true');
    expect(within(option).getByText('Aina Ali')).toBeInTheDocument();
    expect(screen.getByTestId('totals-waiting')).toBeInTheDocument();
    expect(screen.getByTestId('place-order')).toBeDisabled();

    await chooseCourierAndManual(user);
    expect(calls.find((c) => c.url.pathname === '/api/sales/ship-method')?.url.searchParams.get('customerId')).toBe('3');
    expect(screen.getByTestId('bank-account-number')).toHaveTextContent('512345678901');
    expect(await screen.findByTestId('totals-grand')).toHaveTextContent('RM 115.00');
    expect(screen.getByTestId('totals-shipping')).toHaveTextContent('RM 9.00');

    await user.type(screen.getByTestId('voucher-input'), 'old5');
    await user.click(screen.getByTestId('voucher-apply'));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('This voucher has expired.');
    expect(screen.getByTestId('voucher-input')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('RM 115.00');

    await user.clear(screen.getByTestId('voucher-input'));
    await user.type(screen.getByTestId('voucher-input'), 'save10');
    await user.click(screen.getByTestId('voucher-apply'));
    expect(await screen.findByTestId('voucher-applied')).toHaveTextContent('Voucher Save 10 (SAVE10) applied.');
    expect(screen.getByTestId('totals-discount')).toHaveTextContent('− RM 10.00');
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('RM 104.40');

    await user.type(screen.getByTestId('order-notes'), 'Leave at the door');
    await waitFor(() => expect(screen.getByTestId('place-order')).toBeEnabled());
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-shop/checkout/pending-payment?order=55'));
    expect(calls.find((c) => c.url.pathname === '/api/sales/my-shop/checkout')?.body).toEqual({
      shipmentType: 'courier', customerId: 3, shipmentId: 1, paymentType: 'manual', voucherCode: 'SAVE10', orderNotes: 'Leave at the door', totalPaid: '104.40',
    });
  });

  it('shows the new totals when the total changed and places the order at them once confirmed', async () => {
    const paid: string[] = [];
    stubFetch(
      server((m, url, body) => {
        if (url.pathname !== '/api/sales/my-shop/checkout' || m !== 'POST') return undefined;
        const totalPaid = (body as { totalPaid: string }).totalPaid;
        paid.push(totalPaid);
        if (totalPaid === '115.00') return { status: 409, body: { meta: { code: 409, message: 'The total has changed.', error: 'total_changed' }, data: { totals: totals({ shipping: '12.00', grandTotal: '118.00' }) } } };
        return ok({ order: { id: 56, number: 'RK2611230002', status: 'unpaid', paymentMethod: 'manual', paymentStatus: 'unpaid', grandTotal: '118.00' }, paymentUrl: null });
      }),
    );
    renderAt('/my-shop/checkout', routes);
    const user = userEvent.setup();
    await chooseCourierAndManual(user);
    await waitFor(() => expect(screen.getByTestId('place-order')).toBeEnabled());
    await user.click(screen.getByTestId('place-order'));
    const dialog = await screen.findByTestId('total-changed');
    expect(dialog).toHaveTextContent('the total is now RM 118.00 instead of RM 115.00');
    expect(within(dialog).getByTestId('new-totals-shipping')).toHaveTextContent('RM 12.00');
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('RM 118.00');
    await user.click(within(dialog).getByTestId('total-changed-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-shop/checkout/pending-payment?order=56'));
    expect(paid).toEqual(['115.00', '118.00']);
  });

  it('explains a pending order and an item out of stock', async () => {
    let answer: Answer = { status: 409, body: { meta: { code: 409, message: 'Complete or delete order RK2611230001 first.', error: 'pending_order' }, data: { order: { id: 55, number: 'RK2611230001', status: 'unpaid' } } } };
    stubFetch(server((m, url) => (url.pathname === '/api/sales/my-shop/checkout' && m === 'POST' ? answer : undefined)));
    renderAt('/my-shop/checkout', routes);
    const user = userEvent.setup();
    await chooseCourierAndManual(user);
    await waitFor(() => expect(screen.getByTestId('place-order')).toBeEnabled());
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByTestId('place-error-pending_order')).toHaveTextContent('Complete or delete order RK2611230001 first.');
    expect(screen.getByTestId('place-error-order')).toHaveAttribute('href', '/manage-orders/order-details?id=55');

    answer = refused(409, 'Serum – Red is out of stock.', undefined, 'out_of_stock');
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByTestId('place-error-out_of_stock')).toHaveTextContent('Serum – Red is out of stock.');
    expect(screen.getByTestId('location')).toHaveTextContent('/my-shop/checkout');
  });

  it('sends a Billplz payment to the gateway', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(
      server((m, url) =>
        url.pathname === '/api/sales/my-shop/checkout' && m === 'POST'
          ? ok({ order: { id: 57, number: 'RK3', status: 'unpaid', paymentMethod: 'billplz', paymentStatus: 'unpaid', grandTotal: '107.50' }, paymentUrl: 'https://billplz.test/bills/8X0' })
          : undefined,
      ),
    );
    renderAt('/my-shop/checkout', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('ship-option-pickup'));
    await user.click(await screen.findByTestId('payment-option-billplz'));
    expect(await screen.findByTestId('totals-serviceFee')).toHaveTextContent('RM 1.50');
    await waitFor(() => expect(screen.getByTestId('place-order')).toBeEnabled());
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billplz.test/bills/8X0'));
  });

  it("opens the company's own payment page in the app", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(
      server((m, url) =>
        url.pathname === '/api/sales/my-shop/checkout' && m === 'POST'
          ? ok({ order: { id: 58, number: 'RK4', status: 'unpaid', paymentMethod: 'billplz', paymentStatus: 'unpaid', grandTotal: '107.50' }, paymentUrl: '/ejenpay/order/ps_58' })
          : undefined,
      ),
    );
    renderAt('/my-shop/checkout', [...routes, { path: '/ejenpay/:payType/:sessionId', element: <p>payment page</p> }]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('ship-option-pickup'));
    await user.click(await screen.findByTestId('payment-option-billplz'));
    await waitFor(() => expect(screen.getByTestId('place-order')).toBeEnabled());
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ejenpay/order/ps_58'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('adds the first address in a dialog and uses it', async () => {
    let list: ReturnType<typeof address>[] = [];
    const calls = stubFetch(
      server((m, url, body) => {
        if (url.pathname === '/api/sales/customer') return ok(list);
        if (url.pathname === '/api/sales/customer/store' && m === 'POST') {
          list = [{ ...address(), ...(body as object), id: 9, primary: true }];
          return ok(list);
        }
        if (url.pathname === '/api/attribute/state') return ok([{ code: '10', name: 'Selangor' }, { code: '14', name: 'W.P. Kuala Lumpur' }]);
        if (url.pathname === '/api/attribute/phone-code') return ok([{ iso2: 'MY', name: 'Malaysia', code: '+60' }]);
        return undefined;
      }),
    );
    renderAt('/my-shop/checkout', routes);
    const user = userEvent.setup();
    expect(await screen.findByTestId('address-none')).toBeInTheDocument();
    expect(screen.getByTestId('shipping-need-address')).toBeInTheDocument();
    await user.click(screen.getByTestId('address-add'));
    const form = await screen.findByTestId('address-form');
    await user.click(within(form).getByTestId('address-save'));
    expect(within(form).getAllByTestId('field-error').length).toBeGreaterThanOrEqual(5);
    expect(calls.some((c) => c.url.pathname === '/api/sales/customer/store')).toBe(false);

    await user.type(within(form).getByTestId('address-firstName'), 'Aina');
    await user.type(within(form).getByTestId('address-address1'), '1 Jalan Mawar');
    await user.type(within(form).getByTestId('address-postCode'), '40000');
    await user.type(within(form).getByTestId('address-city'), 'Shah Alam');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Selangor' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByTestId('address-state'), '10');
    await user.type(within(form).getByTestId('address-phone'), '12 345 6789');
    await user.click(within(form).getByTestId('address-save'));
    await waitFor(() => expect(screen.getByTestId('address-option')).toHaveAttribute('data-selected', 'true'));
    expect(calls.find((c) => c.url.pathname === '/api/sales/customer/store')?.body).toEqual({
      firstName: 'Aina', lastName: null, addrTitle: null, email: null, address1: '1 Jalan Mawar', address2: null, postCode: '40000', city: 'Shah Alam',
      state: '10', country: 'MY', phoneCode: '+60', phone: '123456789', regencyCode: null, districtCode: null, villageCode: null,
    });
    expect(await screen.findByTestId('ship-option-1')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/sales/ship-method').map((c) => c.url.searchParams.get('customerId'))).toEqual([null, '9']);
  });

  it('offers self pickup before any address is saved and checks out without one', async () => {
    const calls = stubFetch(
      server((m, url) => {
        if (url.pathname === '/api/sales/customer') return ok([]);
        if (url.pathname === '/api/sales/ship-method') return ok(shipMethods({ options: [], selfPickup: true, pickupAddress: 'HQ, 1 Jalan Ampang' }));
        if (url.pathname === '/api/sales/my-shop/checkout' && m === 'POST') return ok({ order: { id: 77 }, paymentUrl: null });
        return undefined;
      }),
    );
    renderAt('/my-shop/checkout', routes);
    const user = userEvent.setup();
    expect(await screen.findByTestId('address-none')).toBeInTheDocument();
    expect(screen.getByTestId('shipping-need-address')).toBeInTheDocument();
    await user.click(await screen.findByTestId('ship-option-pickup'));
    expect(screen.getByTestId('shipping-section')).toHaveTextContent('HQ, 1 Jalan Ampang');
    await user.click(screen.getByTestId('payment-option-manual'));
    expect(await screen.findByTestId('totals-grand')).toHaveTextContent('106.00');
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByTestId('pending-page')).toBeInTheDocument();
    const placed = calls.find((c) => c.url.pathname === '/api/sales/my-shop/checkout')?.body as CheckoutBody;
    expect([placed.shipmentType, placed.customerId, placed.shipmentId]).toEqual(['pickup', null, null]);
    expect(calls.find((c) => c.url.pathname === '/api/sales/ship-method')?.url.searchParams.has('customerId')).toBe(false);
  });

  it('puts a voucher the checkout refuses back under its field and quotes without it', async () => {
    stubFetch(server((m, url) => (url.pathname === '/api/sales/my-shop/checkout' && m === 'POST' ? invalid({ voucherCode: 'This voucher is fully used.' }) : undefined)));
    renderAt('/my-shop/checkout', routes);
    const user = userEvent.setup();
    await chooseCourierAndManual(user);
    await user.type(screen.getByTestId('voucher-input'), 'SAVE10');
    await user.click(screen.getByTestId('voucher-apply'));
    expect(await screen.findByTestId('totals-grand')).toHaveTextContent('RM 104.40');
    await waitFor(() => expect(screen.getByTestId('place-order')).toBeEnabled());
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('This voucher is fully used.');
    expect(screen.getByTestId('voucher-input')).toHaveValue('SAVE10');
    await waitFor(() => expect(screen.getByTestId('totals-grand')).toHaveTextContent('RM 115.00'));
  });

  it('shows the contact-HQ message when no courier covers the address', async () => {
    stubFetch(server((_m, url) => (url.pathname === '/api/sales/ship-method' ? ok(shipMethods({ options: [], contactHq: true, message: 'Please contact HQ for delivery to this area.', selfPickup: false })) : undefined)));
    renderAt('/my-shop/checkout', routes);
    expect(await screen.findByTestId('ship-contact-hq')).toHaveTextContent('Please contact HQ for delivery to this area.');
    expect(screen.getByTestId('place-order')).toBeDisabled();
  });
});
