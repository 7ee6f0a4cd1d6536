import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedOrder } from '../api/types';
import { forgetCarts } from '../components/use-cart';
import { forgetVisits } from '../logic/visit';
import { ekoopStore, ok, refused, renderStorefront, store, stubFetch, trackedLine, trackedOrder } from '../test-utils';

const ORDER = '/api/storefront/aina/order/tok-1';

function stubOrder(order: TrackedOrder | null, slug = 'aina') {
  return stubFetch((m, url, body) => {
    if (url.pathname === `/api/storefront/${slug}`) return ok(slug === 'aina' ? store() : ekoopStore());
    if (url.pathname === `/api/storefront/${slug}/order/tok-1`) return order ? ok(order) : refused(404, 'Order not found.', undefined, 'not_found');
    if (url.pathname === `/api/storefront/${slug}/order/tok-1/rating` && m === 'POST') {
      const { productId, stars } = body as { productId: number; stars: number };
      return ok(trackedLine({ productId, canRate: true, stars }), 'Saved');
    }
    if (m === 'POST') return ok({ visits: 1 });
    return undefined;
  });
}

const completed = (patch: Partial<TrackedOrder> = {}) =>
  trackedOrder({
    status: 'completed',
    paymentStatus: 'paid',
    trackingNumber: 'JT123456789MY',
    payBefore: null,
    paymentUrl: null,
    steps: [
      { status: 'unpaid', at: '2026-03-02T01:05:00Z' },
      { status: 'to_ship', at: '2026-03-02T01:20:00Z' },
      { status: 'delivery', at: '2026-03-03T02:00:00Z' },
      { status: 'completed', at: '2026-03-05T06:30:00Z' },
    ],
    ...patch,
  });

describe('/s/:slug/order/:token (order tracking)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
    forgetVisits();
    forgetCarts();
  });

  it('shows an unpaid order: its status in plain words, the steps, and a pay button with the time to pay by', async () => {
    stubOrder(trackedOrder());
    renderStorefront('/s/aina/order/tok-1');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order S-1001');
    expect(screen.getByText('Placed on 2 Mar 2026, 9:05 am')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Waiting for your payment');
    expect(screen.getByTestId('order-status')).toHaveTextContent('not paid yet');

    const pay = screen.getByRole('link', { name: 'Pay now RM 129.30' });
    expect(pay).toHaveAttribute('href', 'https://billplz.test/bills/abc');
    expect(screen.getByTestId('pay-before')).toHaveTextContent('Pay before 2 Mar 2026, 10:05 am, or the order is cancelled.');

    const steps = within(screen.getByTestId('order-steps'));
    expect(steps.getAllByTestId('order-step').map((s) => s.textContent)).toEqual(['Order placed2 Mar 2026, 9:05 am']);
    expect(steps.getAllByTestId('order-step-next').map((s) => s.textContent)).toEqual(['Next: Paid', 'Next: Handed to the courier', 'Next: Delivered']);

    const delivery = screen.getByTestId('order-delivery');
    expect(delivery).toHaveTextContent('12 Jalan Mawar, 50450, Kuala Lumpur, 14');
    expect(delivery).toHaveTextContent('J&T Express Standard');
    expect(delivery).toHaveTextContent('Given once the order is with the courier');
    expect(screen.getByTestId('order-line')).toHaveTextContent('Rose serum – 30 ml2 × RM 59.90RM 119.80');
    expect(screen.getByTestId('order-totals-shipping')).toHaveTextContent('RM 8.00');
    expect(screen.getByTestId('order-totals-serviceFee')).toHaveTextContent('RM 1.50');
    expect(screen.getByTestId('order-totals-grandTotal')).toHaveTextContent('RM 129.30');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(document.title).toBe('Order S-1001 · Aina Beauty Corner');
  });

  it('lets the customer rate a product of a completed order and thanks them', async () => {
    const calls = stubOrder(completed({ lines: [trackedLine({ canRate: true }), trackedLine({ productId: 8, name: 'Argan oil', label: '', canRate: true, stars: 5 })] }));
    renderStorefront('/s/aina/order/tok-1');
    const user = userEvent.setup();

    expect(await screen.findByTestId('order-status')).toHaveTextContent('Delivered');
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('order-steps')).getAllByTestId('order-step')).toHaveLength(4);
    expect(screen.queryByTestId('order-step-next')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-tracking')).toHaveTextContent('JT123456789MY');
    // The product rated before shows its stars.
    expect(within(screen.getByTestId('rate-8')).getByRole('img', { name: '5 stars' })).toBeInTheDocument();

    const rate = within(screen.getByTestId('rate-7'));
    expect(rate.getByRole('group', { name: 'Rate Rose serum' })).toBeInTheDocument();
    expect(rate.getByRole('button', { name: 'Send rating' })).toBeDisabled();
    await user.click(rate.getByRole('radio', { name: '4 stars' }));
    await user.type(rate.getByLabelText('Comment (optional)'), 'Lovely scent');
    await user.click(rate.getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByText('Thanks for your rating!')).toBeInTheDocument();
    expect(within(screen.getByTestId('rate-7')).getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/rating')).map((c) => c.body)).toEqual([{ productId: 7, stars: 4, comment: 'Lovely scent' }]);
  });

  it("shows an e-koop order's school pickup, the student and who collected it", async () => {
    stubOrder(
      completed({
        shipmentType: 'pickup',
        shippingMethod: null,
        trackingNumber: null,
        address: null,
        shipping: '0.00',
        studentName: 'Nur Aisyah',
        className: '4 Bestari',
        collectedBy: 'Puan Rohana',
        collectedAt: '2026-03-05T06:30:00Z',
        steps: [
          { status: 'unpaid', at: '2026-03-02T01:05:00Z' },
          { status: 'to_ship', at: '2026-03-02T01:20:00Z' },
          { status: 'completed', at: '2026-03-05T06:30:00Z' },
        ],
      }),
      'sk-melati',
    );
    renderStorefront('/s/sk-melati/order/tok-1');

    expect(await screen.findByTestId('order-status')).toHaveTextContent('Collected');
    const pickup = screen.getByTestId('order-pickup');
    expect(pickup).toHaveTextContent('SK Taman Melati');
    expect(pickup).toHaveTextContent('Nur Aisyah');
    expect(pickup).toHaveTextContent('4 Bestari');
    expect(screen.getByTestId('order-collected')).toHaveTextContent('Puan Rohana, 5 Mar 2026, 2:30 pm');
    expect(screen.queryByTestId('order-delivery')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('order-steps')).getAllByTestId('order-step').at(-1)).toHaveTextContent('Collected at school');
    expect(screen.getByTestId('order-totals-shipping')).toHaveTextContent('Collected at school');
  });

  it('answers an unknown link with "order not found", without an error', async () => {
    stubOrder(null);
    renderStorefront('/s/aina/order/tok-1');
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('Order not found');
    expect(screen.getByTestId('order-not-found')).toHaveTextContent('Please check the link in your order e-mail.');
    expect(screen.getByTestId('store-header-name')).toHaveTextContent('Aina Beauty Corner');
    await waitFor(() => expect(console.error).not.toHaveBeenCalled());
  });

  it("still opens an order of a store that has since closed, in the company's frame", async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/storefront/aina') return refused(404, 'Not found', undefined, 'not_found');
      if (url.pathname === ORDER) return ok(completed());
      return undefined;
    });
    renderStorefront('/s/aina/order/tok-1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order S-1001');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Delivered');
    expect(screen.queryByTestId('store-not-found')).not.toBeInTheDocument();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    let down = true;
    stubFetch((m, url) => {
      if (url.pathname === '/api/storefront/aina') return ok(store());
      if (url.pathname === ORDER) return down ? refused(500, 'Server error') : ok(trackedOrder());
      if (m === 'POST') return ok({ visits: 1 });
      return undefined;
    });
    renderStorefront('/s/aina/order/tok-1');
    const user = userEvent.setup();
    expect(await screen.findByTestId('order-error')).toHaveTextContent('Your order could not be loaded.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Waiting for your payment');
  });
});
