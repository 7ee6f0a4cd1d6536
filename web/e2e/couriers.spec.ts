import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiLogin, apiPost, HQ, signInUI, test, TOKEN_KEY } from './helpers';

/**
 * Courier booking through EasyParcel. The server runs with DEV_FAKES=1: EasyParcel is its local stand-in,
 * which accepts exactly this API key, quotes every courier, books with an airway bill "EP…" and serves
 * each parcel's label as a PDF.
 */
const EASYPARCEL_KEY = 'EP-demo-key-0001';
const AGENT = { email: 'agent1@demo.test', password: 'Demo@1234' };

/** A 1×1 PNG, a receipt the server accepts by its content. */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

interface Branch {
  id: number;
  name: string;
  code: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  phoneCode: string | null;
  phone: string | null;
  isMain: boolean | null;
}

interface Address {
  id: number;
  addrTitle: string | null;
}

interface Cart {
  orderFrom: 'hq' | 'upline';
  orderFromChoices: ('hq' | 'upline')[];
  lines: { id: number; quantity: number }[];
  moq: { type: 'unit' | 'amount'; required: string; met: boolean; message: string | null } | null;
  pendingOrder: { id: number } | null;
  problems: string[];
  canCheckout: boolean;
}

interface Order {
  id: number;
  number: string;
  status: string;
  shipmentType: string;
  trackingNumber: string | null;
}

/** The address the agent's courier orders go to (kept between runs, renamed each run so a search finds this run's orders). */
const ADDRESS_TITLE = 'Playwright courier';

/**
 * The demo company's main branch, where HQ ships from: EasyParcel needs its street, a 5-digit postcode, a
 * state code, a city and a phone. Filled in through the branch setup's call when any is missing.
 */
async function mainBranchHasAddress(request: APIRequestContext, hq: string): Promise<void> {
  const branches = await apiGet<Branch[]>(request, hq, '/api/setup/company-store');
  const main = branches.find((b) => b.isMain) ?? branches[0];
  expect(main, 'the demo company has a main branch').toBeTruthy();
  const has = (v: string | null) => Boolean(v && v.trim());
  if (has(main.addressLine1) && /^\d{5}$/.test(main.postcode ?? '') && /^(0[1-9]|1[0-6])$/.test(main.state ?? '') && has(main.city) && has(main.phone)) return;
  await apiPost(request, hq, '/api/setup/company-store/store', {
    id: main.id,
    name: main.name,
    code: main.code,
    addressLine1: has(main.addressLine1) ? main.addressLine1 : '8 Jalan Pelabur 23/1',
    addressLine2: main.addressLine2,
    postcode: /^\d{5}$/.test(main.postcode ?? '') ? main.postcode : '40300',
    city: has(main.city) ? main.city : 'Shah Alam',
    state: /^(0[1-9]|1[0-6])$/.test(main.state ?? '') ? main.state : '10',
    phoneCode: main.phoneCode || '+60',
    phone: has(main.phone) ? main.phone : '355101234',
  });
}

/** The agent's delivery address for this run: a street, postcode, state (Kuala Lumpur), city and phone; the receiver named `receiver`. */
async function deliveryAddress(request: APIRequestContext, agent: string, receiver: string): Promise<number> {
  const kept = (await apiGet<Address[]>(request, agent, '/api/sales/customer')).find((a) => a.addrTitle === ADDRESS_TITLE);
  const saved = await apiPost<Address[]>(request, agent, '/api/sales/customer/store', {
    id: kept?.id ?? null,
    addrTitle: ADDRESS_TITLE,
    firstName: 'Kurier',
    lastName: receiver,
    address1: '12 Jalan Mawar',
    address2: 'Taman Melati',
    postCode: '50450',
    city: 'Kuala Lumpur',
    state: '14',
    country: 'MY',
    phoneCode: '+60',
    phone: '123456789',
  });
  const address = saved.find((a) => a.addrTitle === ADDRESS_TITLE);
  expect(address, 'the saved delivery address').toBeTruthy();
  return address!.id;
}

/** The agent starts with an empty cart and no unpaid order, whatever an earlier run left. */
async function emptyCart(request: APIRequestContext, agent: string): Promise<void> {
  const cart = await apiGet<Cart>(request, agent, '/api/sales/my-shop/get-cart');
  if (cart.pendingOrder) await apiPost(request, agent, '/api/sales/order/delete', { id: cart.pendingOrder.id });
  for (const line of cart.lines) {
    const res = await request.delete(`/api/sales/my-shop/cart/remove?lineId=${line.id}`, { headers: { Authorization: `Bearer ${agent}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * The agent buys one product from HQ by courier to `addressId` and pays by bank transfer with a receipt;
 * HQ approves it: an HQ order waiting to ship by courier.
 */
async function courierOrderToShip(request: APIRequestContext, agent: string, hq: string, addressId: number): Promise<Order> {
  await emptyCart(request, agent);
  const shop = await apiGet<{ items: { id: number; firstOrderOnly: boolean; preorder: boolean; stock: number | null }[] }>(request, agent, '/api/sales/my-shop');
  const product = shop.items.find((p) => !p.firstOrderOnly && !p.preorder && (p.stock === null || p.stock >= 10)) ?? shop.items[0];
  const detail = await apiGet<{ variants: { id: number; stock: number | null }[] }>(request, agent, `/api/sales/my-shop/product?id=${product.id}`);
  const variant = detail.variants.find((v) => v.stock === null || v.stock >= 10) ?? detail.variants[0];
  let cart = await apiPost<Cart>(request, agent, '/api/sales/my-shop/cart/add', { variantId: variant.id, quantity: 2 });
  // An order from HQ (an order through the upline is the upline's to ship), with its minimum met.
  if (cart.orderFrom !== 'hq' && cart.orderFromChoices.includes('hq')) cart = await apiPost<Cart>(request, agent, '/api/sales/my-shop/cart/order-from', { orderFrom: 'hq' });
  if (cart.moq && !cart.moq.met && cart.moq.type === 'unit') {
    cart = await apiPost<Cart>(request, agent, '/api/sales/my-shop/cart/update', { lineId: cart.lines[0].id, quantity: Math.max(2, Number(cart.moq.required)) });
  }
  expect(cart.orderFrom, 'the order is bought from HQ').toBe('hq');
  expect(cart.canCheckout, cart.problems.join(' ')).toBe(true);

  const ship = await apiGet<{ options: { courierId: number }[]; message: string | null }>(request, agent, `/api/sales/ship-method?customerId=${addressId}`);
  expect(ship.options.length, ship.message ?? 'a courier covers the address').toBeGreaterThan(0);
  const body = { shipmentType: 'courier', customerId: addressId, shipmentId: ship.options[0].courierId, paymentType: 'manual' };
  const quote = await apiPost<{ grandTotal: string }>(request, agent, '/api/sales/my-shop/quote', body);
  const placed = await apiPost<{ order: Order }>(request, agent, '/api/sales/my-shop/checkout', { ...body, totalPaid: quote.grandTotal });

  const receipt = await request.post('/api/sales/my-shop/upload-receipt', {
    headers: { Authorization: `Bearer ${agent}` },
    multipart: { orderId: String(placed.order.id), receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG } },
  });
  expect(receipt.status(), await receipt.text()).toBe(200);

  const [approved] = await apiPost<{ id: number; ok: boolean; message: string }[]>(request, hq, '/api/orders/approve', { ids: [placed.order.id] });
  expect(approved.ok, approved.message).toBe(true);
  const order = await apiGet<Order>(request, hq, `/api/orders/detail?id=${placed.order.id}`);
  expect([order.status, order.shipmentType]).toEqual(['to_ship', 'courier']);
  return order;
}

async function signOutUI(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY);
}

test('HQ connects EasyParcel, books a courier for two agent orders, prints a courier label, and the agent sees the airway bill', async ({ page, request }) => {
  test.setTimeout(180_000);
  const hq = await apiLogin(request);
  const agent = await apiLogin(request, AGENT);

  // Where the parcels go from and to, and two agent orders waiting to ship by courier.
  await mainBranchHasAddress(request, hq);
  const receiver = `E2E${Date.now().toString().slice(-8)}`;
  const addressId = await deliveryAddress(request, agent, receiver);
  const first = await courierOrderToShip(request, agent, hq, addressId);
  const second = await courierOrderToShip(request, agent, hq, addressId);

  // HQ connects EasyParcel on the integrations hub (or saves the key again when an earlier run connected it).
  await signInUI(page, HQ);
  await page.goto('/integration');
  const card = page.locator('[data-testid="provider-card"][data-provider="easyparcel"]');
  await expect(card).toBeVisible();
  const connect = card.getByTestId('easyparcel-connect');
  const wasConnected = !(await connect.isVisible());
  await (wasConnected ? card.getByTestId('easyparcel-edit') : connect).click();
  const dialog = page.getByTestId('easyparcel-dialog');
  await dialog.getByTestId('easyparcel-apiKey-input').fill(EASYPARCEL_KEY);
  await dialog.getByTestId('easyparcel-active-input').check();
  await dialog.getByTestId('easyparcel-save').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('easyparcel-notice')).toHaveText(wasConnected ? 'EasyParcel saved.' : 'EasyParcel is connected.');
  await expect(card.getByTestId('provider-standing')).toHaveText('Active');
  await expect(card.getByTestId('easyparcel-apiKey')).toContainText('0001');
  // The webhook address for EasyParcel's developer hub, on the company's own address.
  const origin = new URL(page.url()).origin;
  await expect(card.getByTestId('easyparcel-webhook-url')).toContainText(`${origin}/api/integration/easyparcel/webhook/`);

  // The to-ship tab, searched by this run's receiver: both orders selected and booked at once.
  await page.goto(`/manage-orders?status=to_ship&search=${receiver}`);
  await expect(page.getByTestId('orders-tab-to_ship')).toHaveAttribute('aria-selected', 'true');
  const rowOf = (o: Order) => page.locator(`[data-testid="order-row"][data-order-id="${o.id}"]`);
  for (const o of [first, second]) {
    await expect(rowOf(o)).toContainText(o.number);
    await rowOf(o).getByTestId('order-checkbox').check();
  }
  await expect(page.getByTestId('orders-selected-count')).toHaveText('2 selected');
  await page.getByTestId('bulk-book-courier').click();
  const booking = page.getByTestId('courier-dialog');
  await expect(booking.getByTestId('courier-each-cheapest')).toBeVisible();
  await booking.getByTestId('courier-book').click();

  // The report: two orders booked, each with its airway bill and the courier's label.
  const report = page.getByTestId('courier-report');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByTestId('courier-report-summary')).toHaveText('Booked: 2 · Not booked: 0');
  await expect(report.getByTestId('courier-failed')).toHaveCount(0);
  const booked = report.getByTestId('courier-booked');
  await expect(booked).toHaveCount(2);
  const awbs = new Map<number, string>();
  for (const row of await booked.all()) {
    const awb = (await row.getByTestId('courier-awb').textContent())?.trim() ?? '';
    expect(awb).toMatch(/^EP[0-9A-Z]{10}$/);
    awbs.set(Number(await row.getAttribute('data-order-id')), awb);
  }
  expect([...awbs.keys()].sort()).toEqual([first.id, second.id].sort());
  expect(new Set(awbs.values()).size).toBe(2);

  // A label link opens the courier's PDF, kept with the company's files (/api/media/…).
  const label = booked.first().getByTestId('courier-label-link');
  await expect(label).toHaveAttribute('target', '_blank');
  const labelUrl = (await label.getAttribute('href')) ?? '';
  expect(labelUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}\.pdf$/);
  const pdf = await request.get(labelUrl);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await report.getByTestId('courier-report-close').click();
  await expect(report).toBeHidden();
  // Both orders left To ship: they are on their way with the airway bill as the tracking number.
  for (const o of [first, second]) await expect(rowOf(o)).toHaveCount(0);
  for (const o of [first, second]) {
    const now = await apiGet<Order>(request, hq, `/api/orders/detail?id=${o.id}`);
    expect([now.status, now.trackingNumber]).toEqual(['delivery', awbs.get(o.id)]);
  }

  // The order's page shows the booking; its shipping label page links the courier's label.
  await page.goto(`/manage-orders/order-details?id=${first.id}`);
  const courier = page.getByTestId('order-courier');
  await expect(courier.getByTestId('courier-awb')).toHaveText(awbs.get(first.id)!);
  await expect(courier.getByTestId('courier-status')).toHaveText('Booked');
  const kept = await apiGet<{ booking: { labelUrl: string | null } | null }>(request, hq, `/api/orders/courier/booking?orderId=${first.id}`);
  const ownLabel = kept.booking?.labelUrl ?? 'no label';
  expect(ownLabel).toMatch(/^\/api\/media\/[0-9a-f]{32}\.pdf$/);
  await expect(courier.getByTestId('courier-label-link')).toHaveAttribute('href', ownLabel);
  await page.getByTestId('order-open-shipping-label').click();
  await expect(page.getByTestId('shipping-doc-page')).toBeVisible();
  await expect(page.getByTestId('courier-label-pdf')).toHaveAttribute('href', ownLabel);

  // The agent sees the order on its way with the airway bill as its tracking number.
  await signOutUI(page);
  await signInUI(page, AGENT);
  await page.goto(`/manage-orders/order-details?id=${first.id}`);
  await expect(page.getByTestId('page-title')).toContainText(first.number);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'delivery');
  await expect(page.getByTestId('order-tracking')).toHaveText(awbs.get(first.id)!);
  // The courier booking itself is HQ's: the agent's page has no courier card.
  await expect(page.getByTestId('order-courier')).toHaveCount(0);
});
