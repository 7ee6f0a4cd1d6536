import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiLogin, apiPost, HQ, signInUI, test, TOKEN_KEY } from './helpers';

const AGENT = { email: 'agent1@demo.test', password: 'Demo@1234' };

/** A 1×1 PNG, a receipt the server accepts by its content. */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

interface Cart {
  lines: { id: number }[];
  pendingOrder: { id: number } | null;
}

interface Order {
  id: number;
  number: string;
  status: string;
  subTotal: string;
  discount: string;
  voucherCode: string | null;
  grandTotal: string;
  trackingNumber: string | null;
  items: { name: string; quantity: number }[];
  printed: { invoice: boolean };
}

/** The agent starts with an empty cart and no unpaid order, whatever an earlier run left. */
async function emptyCart(request: APIRequestContext, token: string): Promise<void> {
  const cart = await apiGet<Cart>(request, token, '/api/sales/my-shop/get-cart');
  if (cart.pendingOrder) await apiPost(request, token, '/api/sales/order/delete', { id: cart.pendingOrder.id });
  for (const line of cart.lines) {
    const res = await request.delete(`/api/sales/my-shop/cart/remove?lineId=${line.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function signOutUI(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY);
}

async function addToCart(page: Page, product: string, quantity: number, variant?: string): Promise<void> {
  await page.goto('/my-shop');
  await page.getByTestId('shop-product-card').filter({ hasText: product }).click();
  await expect(page.getByTestId('shop-product')).toBeVisible();
  if (variant) await page.getByTestId('variant-value').filter({ hasText: variant }).click();
  await page.getByTestId('product-quantity-input').fill(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-success')).toBeVisible();
}

test('an agent orders two products with a voucher and a receipt; HQ approves, prints and ships by CSV; the agent sees it on its way', async ({ page, request }) => {
  test.setTimeout(120_000);
  const hqToken = await apiLogin(request);
  const agentToken = await apiLogin(request, AGENT);
  await emptyCart(request, agentToken);

  // HQ's voucher: 10% off a spend of RM 50 or more.
  const code = `E2E${Date.now().toString().slice(-7)}`;
  await apiPost(request, hqToken, '/api/setup/voucher/store', {
    voucherName: 'Playwright 10%',
    Type: 'percent',
    Code: code,
    Quota: 5,
    StartDate: '2020-01-01',
    StopDate: '2099-12-31',
    Disc: '10',
    MinPurchase: '50',
  });

  // The agent (Platinum) fills the cart: 2 × Glow Serum (RM 55.00) and 1 × Herbal Soap, Pandan (RM 11.00).
  await signInUI(page, AGENT);
  await addToCart(page, 'Glow Serum 30ml', 2);
  await addToCart(page, 'Herbal Soap', 1, 'Pandan');
  await page.getByTestId('view-cart').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-subtotal')).toContainText('121.00');
  await page.getByTestId('checkout-button').click();

  // Checkout: a new delivery address, the courier, bank transfer and the voucher.
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await page.getByTestId('address-add').click();
  const dialog = page.getByTestId('address-dialog');
  await dialog.getByTestId('address-firstName').fill('Lim');
  await dialog.getByTestId('address-lastName').fill('Wei Ming');
  await dialog.getByTestId('address-address1').fill('12 Jalan Mawar');
  await dialog.getByTestId('address-state').selectOption('14');
  await dialog.getByTestId('address-postCode').fill('50450');
  await dialog.getByTestId('address-city').fill('Kuala Lumpur');
  await dialog.getByTestId('address-phone').fill('123456789');
  await dialog.getByTestId('address-save').click();
  await expect(dialog).toBeHidden();
  await page.locator('input[data-testid^="ship-option-"]:not([data-testid="ship-option-pickup"])').first().check();
  await page.getByTestId('payment-option-manual').check();
  await page.getByTestId('voucher-input').fill(code);
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-applied')).toContainText(code);
  await expect(page.getByTestId('totals-subTotal')).toContainText('121.00');
  await expect(page.getByTestId('totals-discount')).toContainText('12.10');
  const grand = (await page.getByTestId('totals-grand').textContent())!.trim();
  await page.getByTestId('place-order').click();

  // The order waits for the receipt: upload it.
  await expect(page).toHaveURL(/\/my-shop\/checkout\/pending-payment\?order=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  await expect(page.getByTestId('transfer-amount')).toHaveText(grand);
  await page.getByTestId('receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await page.getByTestId('receipt-upload').click();
  await expect(page.getByTestId('receipt-received')).toBeVisible();

  const placed = await apiGet<Order>(request, hqToken, `/api/orders/detail?id=${orderId}`);
  expect(placed.status).toBe('approval');
  expect(placed.voucherCode).toBe(code);
  expect([placed.subTotal, placed.discount]).toEqual(['121.00', '12.10']);
  expect(placed.items.map((i) => [i.name, i.quantity]).sort()).toEqual([
    ['Glow Serum 30ml', 2],
    ['Herbal Soap', 1],
  ]);

  // HQ approves it from the Pending Approval tab.
  await signOutUI(page);
  await signInUI(page, HQ);
  await page.goto('/manage-orders');
  await page.getByTestId('orders-tab-approval').click();
  await page.getByTestId('orders-search').fill(placed.number);
  await expect(page).toHaveURL(new RegExp(`search=${placed.number}`));
  const row = page.getByTestId('order-row').filter({ hasText: placed.number });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await row.getByTestId('order-checkbox').check();
  await page.getByTestId('bulk-approve').click();
  await page.getByTestId('confirm-approve').click();
  await expect(page.getByTestId('approve-result')).toContainText(placed.number);
  await page.getByTestId('approve-result-close').click();

  // The invoice, printed (the browser's print dialog is stubbed) and recorded as printed.
  await page.goto(`/manage-orders/order-details?id=${orderId}`);
  await expect(page.getByTestId('page-title')).toContainText(placed.number);
  await page.getByTestId('order-open-invoice').click();
  await expect(page.getByText(`INV-${placed.number}`).first()).toBeVisible();
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByTestId('print-button').click();
  await expect(page.getByTestId('print-recorded')).toBeVisible();

  // Tracking numbers from a CSV: this order's row applies, an unknown order's row is reported.
  const tracking = `JT${Date.now().toString().slice(-9)}`;
  await page.goto('/bulk-tracking');
  await page.getByTestId('bulk-tracking-file').setInputFiles({
    name: 'tracking.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`order,tracking\n${placed.number},${tracking}\nRK0000000000,JT1\n`),
  });
  await page.getByTestId('bulk-tracking-upload').click();
  await expect(page.getByTestId('bulk-applied-row')).toHaveCount(1);
  await expect(page.getByTestId('bulk-applied')).toContainText(tracking);
  await expect(page.getByTestId('bulk-rejected-row')).toContainText('Order not found.');

  const shipped = await apiGet<Order>(request, hqToken, `/api/orders/detail?id=${orderId}`);
  expect([shipped.status, shipped.trackingNumber, shipped.printed.invoice]).toEqual(['delivery', tracking, true]);

  // The agent sees the order on its way, with its tracking number.
  await signOutUI(page);
  await signInUI(page, AGENT);
  await page.goto('/manage-orders');
  await page.getByTestId('orders-tab-delivery').click();
  const mine = page.getByTestId('order-row').filter({ hasText: placed.number });
  await expect(mine).toBeVisible();
  await mine.getByTestId('order-link').click();
  await expect(page.getByTestId('page-title')).toContainText(placed.number);
  await expect(page.getByText(tracking).first()).toBeVisible();
});
