import { inflateRawSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiLogin, HQ, signInUI, test, TOKEN_KEY } from './helpers';

const AGENT1 = { email: 'agent1@demo.test', password: 'Demo@1234' };

/** The files of a zip (an XLSX), by name: read from its central directory, inflated. */
function unzip(buf: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let end = buf.length - 22;
  while (end >= 0 && buf.readUInt32LE(end) !== 0x06054b50) end -= 1;
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(dataAt, dataAt + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

/** The numbers of a sheet's last row, in column order. */
function lastRowNumbers(sheetXml: string): number[] {
  const rows = [...sheetXml.matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map((m) => m[1]);
  const last = rows[rows.length - 1] ?? '';
  return [...last.matchAll(/<c ([^>]*)><v>([-0-9.]+)<\/v><\/c>/g)].filter((m) => !/t="s"/.test(m[1])).map((m) => Number(m[2]));
}

const digits = (s: string) => s.replace(/[^0-9]/g, '');

async function post(request: APIRequestContext, token: string, url: string, data: unknown): Promise<unknown> {
  const res = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
}

/** agent2 buys from HQ for self pickup and HQ hands it over: a completed order this month. */
async function completedOrder(request: APIRequestContext): Promise<void> {
  const hq = await apiLogin(request, HQ);
  const agent = await apiLogin(request, { email: 'agent2@demo.test', password: 'Demo@1234' });
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
  const placed = (await post(request, agent, '/api/sales/my-shop/checkout', { ...body, totalPaid: quote.grandTotal })) as { order: { id: number } };
  await post(request, hq, '/api/orders/approve', { ids: [placed.order.id] });
  await post(request, hq, '/api/orders/pickup', { id: placed.order.id, collectedBy: 'Agent Two' });
}

async function as(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY).catch(() => undefined);
  await signInUI(page, who);
}

test('HQ opens analytics and a master report, filters it and exports an XLSX with the same totals', async ({ page, request }) => {
  test.setTimeout(120_000);
  await completedOrder(request);
  await page.goto('/login');
  await as(page, HQ);

  await page.goto('/analytics');
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.getByTestId('placeholder-page')).toHaveCount(0);

  // Completed orders this month, filtered on the screen.
  await page.goto('/reporting?report=transaction');
  await expect(page.getByTestId('reporting-page')).toBeVisible();
  await expect(page.getByTestId('report-figures')).toBeVisible();
  const toggle = page.getByTestId('report-filters-toggle');
  if (await toggle.isVisible()) await toggle.click();
  const listed = page.waitForResponse((r) => r.url().includes('/api/transaction/list') && r.url().includes('status=completed'));
  await page.getByTestId('filter-status').selectOption('completed');
  const list = (await (await listed).json()) as { data: { totals: (string | null)[]; columns: { key: string }[] } };
  await expect(page).toHaveURL(/status=completed/);
  const totalAt = list.data.columns.findIndex((c) => c.key === 'total');
  const unitsAt = list.data.columns.findIndex((c) => c.key === 'units');
  const total = list.data.totals[totalAt] ?? '0';
  const totalCell = page.getByTestId('report-total-total').or(page.getByTestId('report-card-totals')).filter({ visible: true }).first();
  await expect(totalCell).toBeVisible();
  expect(digits((await totalCell.textContent()) ?? '')).toContain(digits(total));

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-xlsx').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^transaction-.*\.xlsx$/);
  const sheets = unzip(readFileSync(await file.path()));
  const sheet = sheets.get('xl/worksheets/sheet1.xml') ?? '';
  const numbers = lastRowNumbers(sheet);
  // The totals row: units then the total, the same the screen shows.
  expect(numbers.slice(-2)).toEqual([Number(list.data.totals[unitsAt] ?? 0), Number(total)]);
});

test('an agent opens score ranking, gameplan and their dashboard on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await as(page, AGENT1);
  for (const [path, testId] of [
    ['/score-ranking', 'score-ranking-page'],
    ['/gameplan', 'gameplan-page'],
    ['/', 'agent-dashboard'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // The gameplan's own goal: set, shown against this month.
  await page.goto('/gameplan');
  await expect(page.getByTestId('gameplan-own')).toBeVisible();
});
