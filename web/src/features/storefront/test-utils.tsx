/**
 * The storefront's screens use the shared fetch stub, plus a store and products as the API answers them,
 * and render through the real storefront routes (lazy layout and pages) in a data router, as a guest:
 * no signed-in user, no token.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { swrFetcher } from '@/lib/api';
import type { CustomerOrderSummary, Storefront, StorefrontProduct, StorefrontProductDetail, StorefrontProductPage, StoreQuote, StoreQuoteInput, TrackedLine, TrackedOrder } from './api/types';
import { sumDecimals, timesQuantity } from './logic/money';
import { storefrontRoutes } from './routes';

export * from '@/test-utils';

export const store = (patch: Partial<Storefront> = {}): Storefront => ({
  name: 'Aina Beauty Corner',
  slug: 'aina',
  program: 'online',
  tagline: 'Skin care, delivered by Aina',
  logoUrl: null,
  primaryColor: '#be185d',
  whatsapp: '60123456789',
  contactPhone: '+60 12-345 6789',
  contactEmail: 'aina@example.com',
  schoolName: null,
  schoolAddress: null,
  pickupHours: null,
  companyName: 'Demo Sdn Bhd',
  currency: 'MYR',
  banners: [],
  categories: [
    { id: 3, name: 'Skin care' },
    { id: 4, name: 'Hair' },
  ],
  ...patch,
});

export const ekoopStore = (patch: Partial<Storefront> = {}): Storefront =>
  store({
    name: 'Koperasi SK Taman Melati',
    slug: 'sk-melati',
    program: 'ekoop',
    tagline: null,
    whatsapp: null,
    schoolName: 'SK Taman Melati',
    schoolAddress: 'Jalan Melati 3, 53100 Kuala Lumpur',
    pickupHours: 'Mon–Fri, 12:30–14:00',
    banners: [
      { id: 2, title: 'Back to school', description: 'Exercise books at 20% off.', imageUrl: '/media/banners/2.jpg', url: 'https://example.com/promo', createdAt: '2026-03-02T01:00:00Z' },
      { id: 1, title: 'Uniform week', description: '', imageUrl: '/media/banners/1.jpg', url: null, createdAt: '2026-03-01T01:00:00Z' },
    ],
    ...patch,
  });

export const product = (patch: Partial<StorefrontProduct> = {}): StorefrontProduct => ({
  id: 7,
  name: 'Rose serum 30 ml',
  coverUrl: '/media/products/7-thumb.jpg',
  price: '59.90',
  inStock: true,
  ratingAverage: null,
  ratingCount: 0,
  ...patch,
});

export const productPage = (rows: StorefrontProduct[], patch: Partial<StorefrontProductPage> = {}): StorefrontProductPage => ({
  total: rows.length,
  page: 1,
  perPage: 20,
  rows,
  ...patch,
});

export const productDetail = (patch: Partial<StorefrontProductDetail> = {}): StorefrontProductDetail => ({
  id: 7,
  name: 'Rose serum 30 ml',
  description: 'Brightens and hydrates.\nUse morning and night.',
  images: ['/media/products/7.jpg', '/media/products/7-b.jpg'],
  price: '59.90',
  preorder: false,
  variants: [
    { id: 21, label: '30 ml', inStock: true },
    { id: 22, label: '50 ml', inStock: false },
  ],
  ratingAverage: '4.5',
  ratingCount: 12,
  ...patch,
});

/** What the quote's stub knows of a variant: its product, name, label, the store's price now, and any problem. */
export interface PricedVariant {
  productId: number;
  name: string;
  label?: string;
  price: string;
  problem?: string | null;
}

/**
 * The server's quote of a quote request's body, as the stub answers it: each line the stub knows of at its
 * price (an unknown variant is left out, as the server leaves out what it does not sell), the subtotal,
 * no shipping, fee or tax unless `patch` says so (the total then follows `patch.grandTotal`).
 */
export function quoteFor(body: unknown, variants: Record<number, PricedVariant>, patch: Partial<StoreQuote> = {}): StoreQuote {
  const input = body as StoreQuoteInput;
  const lines = input.lines
    .filter((l) => variants[l.variantId])
    .map((l) => {
      const v = variants[l.variantId];
      return { variantId: l.variantId, productId: v.productId, name: v.name, label: v.label ?? '', coverUrl: null, quantity: l.quantity, unitPrice: v.price, lineTotal: timesQuantity(v.price, l.quantity), problem: v.problem ?? null };
    });
  const subTotal = sumDecimals(lines.map((l) => l.lineTotal));
  return { lines, subTotal, shipping: '0.00', serviceFee: '0.00', tax: '0.00', grandTotal: subTotal, courierOptions: [], paymentAvailable: true, ready: lines.every((l) => !l.problem), ...patch };
}

export const trackedLine = (patch: Partial<TrackedLine> = {}): TrackedLine => ({
  productId: 7,
  name: 'Rose serum',
  label: '30 ml',
  quantity: 2,
  unitPrice: '59.90',
  lineTotal: '119.80',
  canRate: false,
  stars: null,
  ...patch,
});

/** A courier order waiting for payment, as GET /storefront/{slug}/order/{token} answers it. */
export const trackedOrder = (patch: Partial<TrackedOrder> = {}): TrackedOrder => ({
  number: 'S-1001',
  createdAt: '2026-03-02T01:05:00Z',
  status: 'unpaid',
  paymentStatus: 'pending',
  shipmentType: 'courier',
  shippingMethod: 'J&T Express Standard',
  trackingNumber: null,
  customerName: 'Siti Aminah',
  customerPhone: '+60123456789',
  customerEmail: 'siti@example.com',
  address: '12 Jalan Mawar, 50450, Kuala Lumpur, 14',
  studentName: null,
  className: null,
  collectedBy: null,
  collectedAt: null,
  lines: [trackedLine()],
  subTotal: '119.80',
  shipping: '8.00',
  serviceFee: '1.50',
  tax: '0.00',
  grandTotal: '129.30',
  payBefore: '2026-03-02T02:05:00Z',
  paymentUrl: 'https://billplz.test/bills/abc',
  steps: [{ status: 'unpaid', at: '2026-03-02T01:05:00Z' }],
  ...patch,
});

/** One order of a customer's list (GET /storefront/{slug}/my-orders), paid and being prepared. */
export const customerOrder = (patch: Partial<CustomerOrderSummary> = {}): CustomerOrderSummary => ({
  number: 'S-1001',
  createdAt: '2026-03-02T01:05:00Z',
  status: 'to_ship',
  grandTotal: '129.30',
  units: 2,
  storeName: 'Aina Beauty Corner',
  path: '/s/aina/order/tok-1',
  ...patch,
});

function Root() {
  const l = useLocation();
  return (
    <>
      <Outlet />
      <output data-testid="location">{l.pathname + l.search}</output>
    </>
  );
}

/** Renders the storefront routes at `path` in a data router and a fresh SWR cache, as a guest. */
export function renderStorefront(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        hydrateFallbackElement: <p data-testid="hydrating" />,
        children: [...storefrontRoutes, { path: '*', element: <p data-testid="elsewhere" /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: swrFetcher, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, ...view };
}
