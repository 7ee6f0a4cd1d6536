import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, courierBooking, ok, order, renderAt, stubFetch } from '../test-utils';
import { code128BBars } from '../logic/code128';
import { InvoicePage, PackingListPage, ShippingDocPage, ShippingTemplatePage } from './PrintPages';

const routes = [
  { path: '/manage-orders/order-details/invoice', element: <InvoicePage /> },
  { path: '/manage-orders/order-details/packing-list', element: <PackingListPage /> },
  { path: '/manage-orders/order-details/shipping-doc', element: <ShippingDocPage /> },
  { path: '/manage-orders/order-details/shipping-template', element: <ShippingTemplatePage /> },
];

const detail = (id: number, number: string) => order({ id, number, invoiceNumber: `INV-${number}`, trackingNumber: id === 55 ? 'JT123' : null });

describe('print pages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('prints the A4 invoice and records it as printed after window.print()', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') return ok(detail(55, 'RK2611230001'));
      if (m === 'POST' && url.pathname === '/api/orders/printed') return ok({ updated: 1 });
      return undefined;
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt('/manage-orders/order-details/invoice?id=55', routes);
    const sheet = await screen.findByTestId('invoice-sheet');
    const page = screen.getByTestId('invoice-page');
    expect(page).toHaveAttribute('data-print-size', 'a4');
    expect(page.querySelector('style')?.textContent).toContain('size: A4');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Invoice RK2611230001');
    expect(within(sheet).getByTestId('print-company')).toHaveTextContent('Demo Sdn Bhd');
    expect(within(sheet).getByTestId('print-company')).toHaveTextContent('Company no. 202601000123 (1234567-A)');
    expect(within(sheet).getByTestId('print-company')).toHaveTextContent('TIN C1234567890');
    expect(within(sheet).getByTestId('invoice-number')).toHaveTextContent('INV-RK2611230001');
    expect(within(sheet).getByTestId('invoice-bill-to')).toHaveTextContent('Aina Ali');
    expect(within(sheet).getByTestId('invoice-items')).toHaveTextContent('Serum · Red');
    expect(within(sheet).getByTestId('total-grand')).toHaveTextContent('RM 104.40');
    // No TIN and no e-invoice yet: neither is printed.
    expect(within(sheet).queryByTestId('invoice-buyer-tin')).not.toBeInTheDocument();
    expect(within(sheet).queryByTestId('invoice-einvoice')).not.toBeInTheDocument();
    const barcode = within(sheet).getByTestId('invoice-barcode');
    expect(barcode).toHaveAttribute('data-value', 'RK2611230001');
    expect(barcode.querySelectorAll('rect')).toHaveLength(code128BBars('RK2611230001').bars.length + 1); // + the white background

    await userEvent.setup().click(screen.getByTestId('print-button'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('print-recorded')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [55], document: 'invoice' });
  });

  it('prints the packing lists of several orders, one sheet each', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/orders/detail') return ok(url.searchParams.get('id') === '55' ? detail(55, 'RK2611230001') : detail(56, 'RK2611230002'));
      if (m === 'POST') return ok({ updated: 2 });
      return undefined;
    });
    vi.stubGlobal('print', vi.fn());
    renderAt('/manage-orders/order-details/packing-list?ids=55,56', routes);
    await waitFor(() => expect(screen.getAllByTestId('packing-list-sheet')).toHaveLength(2));
    expect(screen.getByTestId('page-title')).toHaveTextContent('Packing lists (2)');
    expect(screen.getAllByTestId('packing-item')[0]).toHaveTextContent('SR-01-RED');
    expect(screen.getAllByTestId('packing-barcode')[1]).toHaveAttribute('data-value', 'RK2611230002');
    await userEvent.setup().click(screen.getByTestId('print-button'));
    await screen.findByTestId('print-recorded');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [55, 56], document: 'packing_list' });
  });

  it('lays out the 4×6 inch label with both barcodes and the weight', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(detail(55, 'RK2611230001')) : undefined));
    renderAt('/manage-orders/order-details/shipping-doc?id=55', routes);
    const label = await screen.findByTestId('shipping-label');
    expect(screen.getByTestId('shipping-doc-page').querySelector('style')?.textContent).toContain('size: 4in 6in');
    expect(within(label).getByTestId('label-to')).toHaveTextContent('1 Jalan Mawar');
    expect(within(label).getByTestId('label-from')).toHaveTextContent('Demo Sdn Bhd');
    expect(within(label).getByTestId('label-order-barcode')).toHaveAttribute('data-value', 'RK2611230001');
    expect(within(label).getByTestId('label-tracking-barcode')).toHaveAttribute('data-value', 'JT123');
    expect(within(label).getByTestId('label-weight')).toHaveTextContent('Weight: 0.500 kg');
  });

  it('puts the label on A4 for the template, and says when there is no tracking number yet', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(detail(56, 'RK2611230002')) : undefined));
    renderAt('/manage-orders/order-details/shipping-template?id=56', routes);
    expect(await screen.findByTestId('label-a4-sheet')).toBeInTheDocument();
    expect(screen.getByTestId('label-no-tracking')).toBeInTheDocument();
    expect(screen.getByTestId('shipping-template-page').querySelector('style')?.textContent).toContain('size: A4');
  });

  it("links a booked order's courier label (PDF) above its shipping label, on screen only", async () => {
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/orders/detail') {
        const id = Number(url.searchParams.get('id'));
        return ok(order({ ...detail(id, id === 55 ? 'RK2611230001' : 'RK2611230002'), status: 'delivery' }));
      }
      if (url.pathname === '/api/orders/courier/booking') return ok({ booking: url.searchParams.get('orderId') === '55' ? courierBooking() : null });
      return undefined;
    });
    renderAt('/manage-orders/order-details/shipping-doc?ids=55,56', routes);
    const link = await screen.findByRole('link', { name: /Courier label \(PDF\) of RK2611230001/ });
    expect(link).toHaveAttribute('href', 'https://easyparcel.test/label/EP1A2B3C4D5E.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('courier-label')).toHaveClass('print:hidden');
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/orders/courier/booking')).toHaveLength(2));
    expect(screen.getAllByTestId('courier-label')).toHaveLength(1);
    expect(screen.getAllByTestId('label-sheet')).toHaveLength(2);
    // The last sheet stays the page's last element (its page break is the print CSS's).
    expect(screen.getAllByTestId('label-sheet')[1].nextElementSibling).toBeNull();
  });

  it('lets an agent print without recording it', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/sales/order' ? ok(detail(55, 'RK2611230001')) : undefined));
    vi.stubGlobal('print', vi.fn());
    renderAt('/manage-orders/order-details/invoice?id=55', routes, { user: AGENT_USER });
    await screen.findByTestId('invoice-sheet');
    await userEvent.setup().click(screen.getByTestId('print-button'));
    expect(window.print).toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("prints the buyer's TIN, and the validated e-invoice's UUID with a QR code of its validation link", async () => {
    const link = 'https://preprod.myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/RZ4N5K3A1T2Q8B7C';
    stubFetch((_m, url) =>
      url.pathname === '/api/orders/detail'
        ? ok({ ...detail(55, 'RK2611230001'), buyerTin: 'IG12345678090', einvoice: { status: 'valid', consolidated: false, uuid: 'F9D425P6DS7D8IU', validationLink: link } })
        : undefined,
    );
    renderAt('/manage-orders/order-details/invoice?id=55', routes);
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(within(sheet).getByTestId('invoice-bill-to')).toHaveTextContent('Aina Ali');
    expect(within(sheet).getByTestId('invoice-buyer-tin')).toHaveTextContent('Buyer TIN: IG12345678090');
    const einvoice = within(sheet).getByTestId('invoice-einvoice');
    expect(einvoice).toHaveAttribute('data-kind', 'validated');
    expect(within(einvoice).getByTestId('invoice-einvoice-uuid')).toHaveTextContent('e-Invoice UUID: F9D425P6DS7D8IU');
    expect(within(einvoice).getByTestId('invoice-einvoice-link')).toHaveTextContent(link);
    // The QR code is drawn once the qrcode package has loaded: an SVG data URL encoding the link.
    const qr = await within(einvoice).findByRole('img', { name: "QR code of the e-invoice's validation link" });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const { toString } = await import('qrcode');
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(await toString(link, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }));
    expect(within(einvoice).queryByTestId('einvoice-qr-pending')).not.toBeInTheDocument();
  });

  it('says a sale without a TIN is in the month\'s consolidated e-invoice, and prints nothing for one not validated', async () => {
    stubFetch((_m, url) => {
      if (url.pathname !== '/api/orders/detail') return undefined;
      return url.searchParams.get('id') === '55'
        ? ok({ ...detail(55, 'RK2611230001'), einvoice: { status: 'valid', consolidated: true, uuid: 'CONSOLUUID01', validationLink: 'https://example.test/share/x' } })
        : ok({ ...detail(56, 'RK2611230002'), buyerTin: 'C20880050010', einvoice: { status: 'submitted', consolidated: false, uuid: 'PENDING0001', validationLink: null } });
    });
    renderAt('/manage-orders/order-details/invoice?ids=55,56', routes);
    await waitFor(() => expect(screen.getAllByTestId('invoice-sheet')).toHaveLength(2));
    const [consolidated, submitted] = screen.getAllByTestId('invoice-sheet');
    const note = within(consolidated).getByTestId('invoice-einvoice');
    expect(note).toHaveAttribute('data-kind', 'consolidated');
    expect(note).toHaveTextContent('Included in the consolidated e-invoice of the month.');
    expect(within(consolidated).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(within(consolidated).queryByTestId('invoice-buyer-tin')).not.toBeInTheDocument();
    // Sent but not validated yet: the TIN is printed, the e-invoice is not.
    expect(within(submitted).getByTestId('invoice-buyer-tin')).toHaveTextContent('Buyer TIN: C20880050010');
    expect(within(submitted).queryByTestId('invoice-einvoice')).not.toBeInTheDocument();
    expect(submitted).not.toHaveTextContent('PENDING0001');
  });
});
