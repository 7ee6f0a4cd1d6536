import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderPaymentStatus, ShopOrder } from '../api/types';
import { ok, paymentMethods, refused, renderAt, stubFetch } from '../test-utils';
import { PendingPaymentPage } from './PendingPaymentPage';

const routes = [
  { path: '/my-shop/checkout/pending-payment', element: <PendingPaymentPage /> },
  { path: '/my-shop/checkout/completed', element: <p data-testid="completed">completed</p> },
  { path: '/my-shop/checkout/failed', element: <p data-testid="failed">failed</p> },
];

/** Only the parts of an order these pages read. */
const order = (patch: Partial<ShopOrder> = {}): Partial<ShopOrder> => ({
  id: 55, number: 'RK2611230001', status: 'unpaid', paymentMethod: 'manual', paymentStatus: 'unpaid', grandTotal: '104.40', holdUntil: null, ...patch,
});
const status = (patch: Partial<OrderPaymentStatus> = {}): OrderPaymentStatus => ({ id: 55, number: 'RK2611230001', status: 'unpaid', paymentStatus: 'unpaid', result: 'pending', ...patch });

describe('/my-shop/checkout/pending-payment', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('polls a Billplz payment every few seconds and goes to the result once it is paid', async () => {
    let polls = 0;
    stubFetch((_m, url) => {
      if (url.pathname === '/api/sales/order') return ok(order({ paymentMethod: 'billplz' }));
      if (url.pathname === '/api/sales/order/status') {
        polls += 1;
        return ok(polls < 2 ? status() : status({ status: 'to_ship', paymentStatus: 'paid', result: 'completed' }));
      }
      if (url.pathname === '/api/sales/payment-method') return ok(paymentMethods);
      return undefined;
    });
    renderAt('/my-shop/checkout/pending-payment?order=55', routes);
    expect(await screen.findByTestId('payment-waiting')).toHaveTextContent('Do not leave this page');
    expect(screen.queryByTestId('receipt-input')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-shop/checkout/completed?order=55'), { timeout: 15_000 });
    expect(polls).toBe(2);
  }, 10000);

  it('goes to the failed page when the gateway said no', async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/sales/order') return ok(order({ paymentMethod: 'billplz' }));
      if (url.pathname === '/api/sales/order/status') return ok(status({ status: 'cancelled', paymentStatus: 'failed', result: 'failed' }));
      if (url.pathname === '/api/sales/payment-method') return ok(paymentMethods);
      return undefined;
    });
    renderAt('/my-shop/checkout/pending-payment?order=55', routes);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-shop/checkout/failed?order=55'));
  });

  it('shows how to pay a manual order, checks the receipt, uploads it and then waits for HQ without polling', async () => {
    let uploaded = false;
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/sales/order') return ok(order(uploaded ? { status: 'approval', paymentStatus: 'pending' } : {}));
      if (url.pathname === '/api/sales/order/status') return ok(uploaded ? status({ status: 'approval', paymentStatus: 'pending' }) : status());
      if (url.pathname === '/api/sales/payment-method') return ok(paymentMethods);
      if (url.pathname === '/api/sales/my-shop/upload-receipt' && m === 'POST') {
        uploaded = true;
        return ok(order({ status: 'approval', paymentStatus: 'pending' }));
      }
      return undefined;
    });
    renderAt('/my-shop/checkout/pending-payment?order=55', routes);
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByTestId('transfer-amount')).toHaveTextContent('RM 104.40');
    expect(await screen.findByTestId('bank-name')).toHaveTextContent('Maybank');
    expect(screen.getByTestId('bank-account-number')).toHaveTextContent('512345678901');
    expect(screen.queryByTestId('payment-waiting')).toBeNull();

    await user.upload(screen.getByTestId('receipt-input'), new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('field-error')).toHaveTextContent('The receipt must be a JPEG or PNG image.');
    await user.click(screen.getByTestId('receipt-upload'));
    expect(calls.some((c) => c.url.pathname === '/api/sales/my-shop/upload-receipt')).toBe(false);

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByTestId('receipt-input'), big);
    expect(screen.getByTestId('field-error')).toHaveTextContent('The receipt may be at most 10 MB.');

    const slip = new File(['png'], 'slip.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('receipt-input'), slip);
    expect(screen.queryByTestId('field-error')).toBeNull();
    await user.click(screen.getByTestId('receipt-upload'));
    expect(await screen.findByTestId('receipt-received')).toHaveTextContent('Receipt received, waiting for HQ approval.');
    expect(screen.getByTestId('view-order')).toHaveAttribute('href', '/manage-orders/order-details?id=55');
    const upload = calls.find((c) => c.url.pathname === '/api/sales/my-shop/upload-receipt');
    const form = upload?.body as FormData;
    expect(form.get('orderId')).toBe('55');
    expect((form.get('receipt') as File).name).toBe('slip.png');

    // No polling once the receipt is with HQ.
    const before = calls.filter((c) => c.url.pathname === '/api/sales/order/status').length;
    await new Promise((r) => setTimeout(r, 3500));
    expect(calls.filter((c) => c.url.pathname === '/api/sales/order/status').length).toBe(before);
    expect(screen.getByTestId('location')).toHaveTextContent('/my-shop/checkout/pending-payment?order=55');
  }, 10000);

  it("shows the server's refusal of a receipt", async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/sales/order') return ok(order());
      if (url.pathname === '/api/sales/order/status') return ok(status());
      if (url.pathname === '/api/sales/payment-method') return ok(paymentMethods);
      if (url.pathname === '/api/sales/my-shop/upload-receipt' && m === 'POST') return refused(415, 'The receipt must be a JPEG or PNG image.', undefined, 'unsupported_media_type');
      return undefined;
    });
    renderAt('/my-shop/checkout/pending-payment?order=55', routes);
    const user = userEvent.setup();
    await user.upload(await screen.findByTestId('receipt-input'), new File(['x'], 'slip.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByTestId('receipt-upload'));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('The receipt must be a JPEG or PNG image.');
  });

  it('shows a manual order already with HQ as received', async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/sales/order') return ok(order({ status: 'approval', paymentStatus: 'pending' }));
      if (url.pathname === '/api/sales/order/status') return ok(status({ status: 'approval', paymentStatus: 'pending' }));
      if (url.pathname === '/api/sales/payment-method') return ok(paymentMethods);
      return undefined;
    });
    renderAt('/my-shop/checkout/pending-payment?order=55', routes);
    expect(await screen.findByTestId('receipt-received')).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-input')).toBeNull();
  });
});
