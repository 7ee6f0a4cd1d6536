import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ekoopOrder, ekoopPage, ok, renderAt, row, stubFetch } from '../test-utils';
import { EkoopInvoicePage } from './EkoopInvoicePage';

const routes = [{ path: '/manage-orders-ekoop/order-details/invoice', element: <EkoopInvoicePage /> }];

describe('/manage-orders-ekoop/order-details/invoice', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("prints the orders' invoice with the student, class, school and parent, and goes back to the co-op order", async () => {
    stubFetch((_m, url) => {
      if (url.pathname === '/api/orders/detail') return ok(ekoopOrder());
      if (url.pathname === '/api/store-program/ekoop/orders') return ok(ekoopPage([row()]));
      return undefined;
    });
    renderAt('/manage-orders-ekoop/order-details/invoice?id=81', routes);
    const sheet = within(await screen.findByTestId('invoice-sheet'));
    expect(screen.getByTestId('page-title')).toHaveTextContent('Invoice RK2612010001');
    expect(sheet.getByTestId('invoice-number')).toHaveTextContent('INV-RK2612010001');
    expect(sheet.getByTestId('invoice-student')).toHaveTextContent('Student: Adam Haris');
    expect(sheet.getByTestId('invoice-class')).toHaveTextContent('Class: 5 Bestari');
    expect(await sheet.findByText('SK Taman Melati')).toBeInTheDocument();
    expect(sheet.getByTestId('invoice-parent')).toHaveTextContent('Parent: Haris Rahman · +60 12-345 6789');
    expect(sheet.getByTestId('invoice-items')).toHaveTextContent('Serum');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/manage-orders-ekoop/order-details?id=81');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
