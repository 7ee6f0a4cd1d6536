import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ekoopOrder, ok, renderAt, stubFetch } from '../test-utils';
import { EkoopInvoicePage } from './EkoopInvoicePage';

const routes = [{ path: '/manage-orders-ekoop/order-details/invoice', element: <EkoopInvoicePage /> }];

describe('/manage-orders-ekoop/order-details/invoice', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("prints the orders' invoice with the student, class, school and parent, and goes back to the co-op order", async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/orders/detail' ? ok(ekoopOrder()) : undefined));
    renderAt('/manage-orders-ekoop/order-details/invoice?id=81', routes);
    const sheet = within(await screen.findByTestId('invoice-sheet'));
    expect(screen.getByTestId('page-title')).toHaveTextContent('Invoice RK2612010001');
    expect(sheet.getByTestId('invoice-number')).toHaveTextContent('INV-RK2612010001');
    expect(sheet.getByTestId('invoice-student')).toHaveTextContent('Student: Adam Haris');
    expect(sheet.getByTestId('invoice-class')).toHaveTextContent('Class: 5 Bestari');
    expect(sheet.getByTestId('invoice-school')).toHaveTextContent('School: SK Taman Melati');
    expect(sheet.getByTestId('invoice-parent')).toHaveTextContent('Parent: Haris Rahman · +60 12-345 6789');
    expect(sheet.getByTestId('invoice-items')).toHaveTextContent('Serum');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/manage-orders-ekoop/order-details?id=81');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    // The school comes with the order: no co-op list is read for it.
    expect(calls.some((c) => c.url.pathname.startsWith('/api/store-program/'))).toBe(false);
  });
});
