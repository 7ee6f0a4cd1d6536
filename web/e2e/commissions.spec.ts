import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiLogin, HQ, signInUI, test, TOKEN_KEY } from './helpers';

const AGENT1 = { email: 'agent1@demo.test', password: 'Demo@1234' };
const AGENT2 = { email: 'agent2@demo.test', password: 'Demo@1234' };

interface Envelope<T> {
  data: T;
}

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

/** agent2 (agent1's recruit) buys from HQ for self pickup and HQ hands it over: a completed order. */
async function downlineOrderCompleted(request: APIRequestContext, hq: string): Promise<void> {
  const agent2 = await apiLogin(request, AGENT2);
  const cart = await apiGet<{ lines: { id: number }[]; pendingOrder: { id: number } | null }>(request, agent2, '/api/sales/my-shop/get-cart');
  if (cart.pendingOrder) await post(request, agent2, '/api/sales/order/delete', { id: cart.pendingOrder.id });
  for (const line of cart.lines) {
    await request.delete(`/api/sales/my-shop/cart/remove?lineId=${line.id}`, { headers: { Authorization: `Bearer ${agent2}` } });
  }
  const shop = await apiGet<{ items: { id: number; firstOrderOnly: boolean }[] }>(request, agent2, '/api/sales/my-shop');
  const product = shop.items.find((p) => !p.firstOrderOnly) ?? shop.items[0];
  const detail = await apiGet<{ variants: { id: number }[] }>(request, agent2, `/api/sales/my-shop/product?id=${product.id}`);
  await post(request, agent2, '/api/sales/my-shop/cart/add', { variantId: detail.variants[0].id, quantity: 5 });
  const body = { shipmentType: 'pickup', paymentType: 'manual' };
  const quote = await post<{ grandTotal: string }>(request, agent2, '/api/sales/my-shop/quote', body);
  const placed = await post<{ order: { id: number } }>(request, agent2, '/api/sales/my-shop/checkout', { ...body, totalPaid: quote.grandTotal });
  const id = placed.order.id;
  await post(request, hq, '/api/orders/approve', { ids: [id] });
  await post(request, hq, '/api/orders/pickup', { id, collectedBy: 'Agent Two' });
}

async function as(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY).catch(() => undefined);
  await signInUI(page, who);
}

test("a downline's order pays the upline, HQ closes the month, the agent is paid and checks the calculation", async ({ page, request }) => {
  test.setTimeout(180_000);
  const hq = await apiLogin(request, HQ);
  await downlineOrderCompleted(request, hq);

  // agent1 sees this month's provisional override from agent2's order.
  await page.goto('/login');
  await as(page, AGENT1);
  await page.goto('/commission');
  await expect(page.getByTestId('commission-page')).toBeVisible();
  await expect(page.getByTestId('commission-provisional')).toBeVisible();
  const override = page.getByTestId('kind-card').and(page.locator('[data-kind="override"]'));
  await expect(override.getByTestId('kind-entries')).not.toHaveText(/^0\b/);

  // HQ closes last month (the demo's earnings of agent1), unless an earlier run did.
  await as(page, HQ);
  await page.goto('/commission-payout');
  await expect(page.getByTestId('commission-payout-page')).toBeVisible();
  const lastMonth = page.getByTestId('period-row').nth(1);
  await expect(lastMonth).toBeVisible();
  if ((await lastMonth.getAttribute('data-status')) === 'open') {
    await lastMonth.getByTestId('period-review').click();
    await expect(page.getByTestId('close-preview')).toBeVisible();
    await page.getByTestId('close-month').click();
    await page.getByTestId('close-confirm').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('close-done')).toBeVisible();
  }

  // agent1 asks to be paid what is available.
  await as(page, AGENT1);
  await page.goto('/commission');
  await expect(page.getByTestId('commission-balance')).toBeVisible();
  await page.getByTestId('payout-request').click();
  await expect(page.getByTestId('payout-dialog')).toBeVisible();
  await page.getByTestId('payout-submit').click();
  await expect(page.getByTestId('payout-requested')).toBeVisible();
  const mine = page.getByTestId('commission-payouts').getByTestId('payout-row').first();
  await expect(mine).toHaveAttribute('data-status', 'requested');
  const payoutId = await mine.getAttribute('data-payout-id');

  // HQ approves it, then marks it paid after the bank transfer.
  await as(page, HQ);
  for (const [status, action] of [
    ['requested', 'approve'],
    ['approved', 'mark-paid'],
  ] as const) {
    await page.goto(`/commission-payout?tab=payouts&status=${status}`);
    const row = page.locator(`[data-testid="payout-row"][data-payout-id="${payoutId}"]`);
    await row.getByTestId('payout-checkbox').check();
    await page.getByTestId(`payouts-${action}`).click();
    await page.getByTestId('payouts-confirm').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('payout-result')).toBeVisible();
    await page.getByTestId('payout-result-close').click();
  }

  // agent1 sees it paid, and opens the check calculation.
  await as(page, AGENT1);
  await page.goto('/commission');
  await expect(page.locator(`[data-testid="payout-row"][data-payout-id="${payoutId}"]`)).toHaveAttribute('data-status', 'paid');
  await page.getByTestId('commission-check-link').click();
  await expect(page.getByTestId('commission-check-page')).toBeVisible();
  await expect(page.getByTestId('commission-check-total').filter({ visible: true })).toHaveText(/RM\s?\d/);
  await expect(page.getByTestId('commission-check-mismatch')).toHaveCount(0);
});
