import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiLogin, HQ, signInUI, test, TOKEN_KEY } from './helpers';

const AGENT2 = { email: 'agent2@demo.test', password: 'Demo@1234' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function post(request: APIRequestContext, token: string, url: string, data: unknown): Promise<unknown> {
  const res = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
}

/** agent2 buys 2 units from HQ for self pickup and HQ hands them over; returns the order's points. */
async function completedOrder(request: APIRequestContext): Promise<number> {
  const hq = await apiLogin(request, HQ);
  const agent = await apiLogin(request, AGENT2);
  const cart = await apiGet<{ lines: { id: number }[]; pendingOrder: { id: number } | null }>(request, agent, '/api/sales/my-shop/get-cart');
  if (cart.pendingOrder) await post(request, agent, '/api/sales/order/delete', { id: cart.pendingOrder.id });
  for (const line of cart.lines) {
    await request.delete(`/api/sales/my-shop/cart/remove?lineId=${line.id}`, { headers: { Authorization: `Bearer ${agent}` } });
  }
  const shop = await apiGet<{ items: { id: number; firstOrderOnly: boolean }[] }>(request, agent, '/api/sales/my-shop');
  const product = shop.items.find((p) => !p.firstOrderOnly) ?? shop.items[0];
  const detail = await apiGet<{ variants: { id: number }[] }>(request, agent, `/api/sales/my-shop/product?id=${product.id}`);
  await post(request, agent, '/api/sales/my-shop/cart/add', { variantId: detail.variants[0].id, quantity: 2 });
  const body = { shipmentType: 'pickup', paymentType: 'manual' };
  const quote = (await post(request, agent, '/api/sales/my-shop/quote', body)) as { grandTotal: string };
  const placed = (await post(request, agent, '/api/sales/my-shop/checkout', { ...body, totalPaid: quote.grandTotal })) as {
    order: { id: number; points: string };
  };
  await post(request, hq, '/api/orders/approve', { ids: [placed.order.id] });
  await post(request, hq, '/api/orders/pickup', { id: placed.order.id, collectedBy: 'Agent Two' });
  return Number(placed.order.points);
}

async function balanceOf(request: APIRequestContext, who: { email: string; password: string }): Promise<number> {
  const token = await apiLogin(request, who);
  const summary = await apiGet<{ agent: { balance: string } }>(request, token, '/api/game/campaign/summary');
  return Number(summary.agent.balance);
}

async function as(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY).catch(() => undefined);
  await signInUI(page, who);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

test('HQ creates a campaign and a folder with a PDF; an agent earns points, redeems the reward and downloads the PDF on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Phone stand ${stamp}`;
  const folder = `Launch kit ${stamp}`;

  // HQ: a campaign of 1 point for a prize, from today.
  await page.goto('/login');
  await as(page, HQ);
  await page.goto('/campaign/new');
  await page.getByTestId('campaign-gameTitle-input').fill(title);
  await page.getByTestId('campaign-rewardType-input').selectOption('prize');
  await page.getByTestId('campaign-rewardName-input').fill('Phone stand');
  await page.getByTestId('campaign-pointRequired-input').fill('1');
  await page.getByTestId('campaign-startDate-input').fill(today());
  await page.getByTestId('campaign-endDate-input').fill(today());
  await page.getByTestId('campaign-save').click();
  await expect(page).toHaveURL(/\/campaign(\?|$)/);
  await expect(page.getByTestId('campaign-list')).toContainText(title);

  // HQ: a folder for every tier, and a PDF in it.
  await page.goto('/files/folders');
  await page.getByTestId('folder-add').click();
  await page.getByTestId('folder-name-input').fill(folder);
  await page.getByTestId('folder-save').click();
  await expect(page.getByTestId('folder-list')).toContainText(folder);
  await page.goto('/files');
  await page.getByTestId('folder-tile').filter({ hasText: folder }).click();
  await page.getByTestId('upload-open').click();
  await page.getByTestId('upload-file').setInputFiles({ name: 'launch-prices.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('upload-name').fill('Launch prices');
  await page.getByTestId('upload-submit').click();
  await expect(page.getByTestId('file-card').filter({ hasText: 'Launch prices' })).toBeVisible();

  // The agent earns the order's points when HQ completes it.
  const before = await balanceOf(request, AGENT2);
  const points = await completedOrder(request);
  expect(points).toBeGreaterThan(0);
  expect(await balanceOf(request, AGENT2)).toBeCloseTo(before + points, 2);

  // On a phone: the balance, the reward, redeeming it, and the PDF.
  await page.setViewportSize({ width: 390, height: 844 });
  await as(page, AGENT2);
  await page.goto('/point-rewards');
  await expect(page.getByTestId('points-balance')).toContainText(String(Math.floor(before + points)));
  await noSidewaysScroll(page);
  const agent = await apiLogin(request, AGENT2);
  const active = await apiGet<{ id: number; gameTitle: string }[]>(request, agent, '/api/game/campaign/get-active');
  const campaign = active.find((c) => c.gameTitle === title);
  expect(campaign, 'the new campaign is open to the agent').toBeTruthy();
  await page.goto(`/point-rewards/reward-details?id=${campaign!.id}`);
  await expect(page.getByTestId('reward-details-page')).toContainText(title);
  await noSidewaysScroll(page);
  await page.getByTestId('details-redeem-button').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/campaign\/win-prize/);
  await expect(page.getByTestId('win-prize-page')).toContainText('Phone stand');
  await noSidewaysScroll(page);
  expect(await balanceOf(request, AGENT2)).toBeCloseTo(before + points - 1, 2);

  await page.goto('/files');
  await page.getByTestId('folder-tile').filter({ hasText: folder }).click();
  const card = page.getByTestId('file-card').filter({ hasText: 'Launch prices' });
  await expect(card).toBeVisible();
  await noSidewaysScroll(page);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('file-download').click()]);
  expect(download.suggestedFilename()).toBe('Launch prices.pdf');
  const saved = await download.path();
  expect(readFileSync(saved!).subarray(0, 5).toString()).toBe('%PDF-');
});
